import Chart
import PNG
import Raster
import Testing

/// `--rotate` on the file outputs: each file has the size `--size` names, and
/// holds the chart laid out for the turned size, then turned clockwise, as the
/// test's own rotation turns the frame rendered in this process.
@Suite struct RotationOutputTests {
    static let degrees = [0, 90, 180, 270]

    /// The renderer of `chart` laid out for a `width × height` output turned by `degrees`.
    static func renderer(_ chart: String, width: Int, height: Int, degrees: Int) throws -> FrameRenderer {
        let (w, h) = degrees % 180 == 0 ? (width, height) : (height, width)
        return chart == "line" ? try InProcess.line(width: w, height: h) : try InProcess.bars(width: w, height: h)
    }

    @Test(arguments: ["bars", "line"], degrees)
    func theStillIsTheTurnedChart(chart: String, degrees: Int) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            [chart, "--png", "still.png", "--size", "96x64", "--rotate", String(degrees)], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let still = try Pixmap(contentsOfPNGFile: scratch.path("still.png"))
        #expect(still.width == 96 && still.height == 64)
        let renderer = try Self.renderer(chart, width: 96, height: 64, degrees: degrees)
        let expected = try turned(InProcess.frame(renderer, at: renderer.scene.duration), by: degrees)
        expectSamePixels(still, expected, "\(chart) turned by \(degrees)")
    }

    @Test func everyFrameIsTurned() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        let run = try Rasterchart.run(
            ["line", "--frames", "frames", "--size", "48x32", "--fps", "5", "--rotate", "270"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let renderer = try Self.renderer("line", width: 48, height: 32, degrees: 270)
        let times = InProcess.frameTimes(duration: renderer.scene.duration, fps: 5)
        #expect(scratch.entries("frames").count == times.count)
        for (k, name) in scratch.entries("frames").enumerated() where k < times.count {
            let frame = try Pixmap(contentsOfPNGFile: scratch.path("frames/" + name))
            expectSamePixels(frame, try turned(InProcess.frame(renderer, at: times[k]), by: 270), name)
        }
    }

    @Test(arguments: ["bars", "line"], [90, 180])
    func theGIFHoldsTheTurnedFrames(chart: String, degrees: Int) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            [chart, "--gif", "out.gif", "--size", "72x48", "--fps", "5", "--rotate", String(degrees)], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        var expectation = GIFExpectation(
            renderer: try Self.renderer(chart, width: 72, height: 48, degrees: degrees), fps: 5)
        expectation.degrees = degrees
        try expectation.check(try scratch.read("out.gif"))
    }
}

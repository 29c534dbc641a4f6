import Chart
import GoldenTesting
import Raster
import TestSupport
import Testing

/// `--fb` on a 16-bit (rgb565) file, end to end through the built binary: how
/// close the dithered final frame comes to the 24-bit frame rendered in this
/// process, that it does not depend on the frames that led to it, and what it
/// looks like (a golden).
@Suite struct SixteenBitScreenTests {
    static let sizes = [(480, 320), (800, 480)]

    /// The file after `chart` has played once to its end on a `width`×`height` rgb565 file.
    func play(_ chart: String, width: Int, height: Int, _ extra: [String] = []) throws -> [UInt8] {
        let scratch = try Scratch()
        let screen = ["--fb", "screen.raw", "--fb-format", "\(width)x\(height)xrgb565"]
        let run = try Rasterchart.run([chart] + screen + ["--hold", "0", "--loop", "1", "--quiet"] + extra, in: scratch)
        try #require(run.status == 0, "\(run)")
        return try scratch.read("screen.raw")
    }

    /// The chart's final frame, rendered here at 24 bits: 3 bytes a pixel.
    func finalFrame(_ chart: String, width: Int, height: Int) throws -> [UInt8] {
        let renderer =
            chart == "line"
            ? try InProcess.line(width: width, height: height) : try InProcess.bars(width: width, height: height)
        let frame = InProcess.frame(renderer, at: renderer.scene.duration)
        return frame.bytes.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)
    }

    /// At least 50 dB after the eye's low-pass (σ = 1.5 px): no contours, no colour shifts.
    @Test(arguments: ["line", "bars"], sizes)
    func theFinalFrameScoresAtLeast50dB(chart: String, size: (width: Int, height: Int)) throws {
        let (width, height) = size
        let shown = rgbFromRGB565(try play(chart, width: width, height: height))
        let score = lowPassPSNR(shown, try finalFrame(chart, width: width, height: height), width: width, height: height)
        #expect(score >= 50, "\(chart) at \(width)x\(height): \(score) dB")
    }

    /// The control: plain rounding (`--dither none`) scores below the bar, so
    /// the test above measures the dither.
    @Test func roundingAloneScoresBelow50dB() throws {
        let shown = rgbFromRGB565(try play("line", width: 800, height: 480, ["--dither", "none"]))
        let score = lowPassPSNR(shown, try finalFrame("line", width: 800, height: 480), width: 800, height: 480)
        #expect(score < 50, "\(score) dB")
    }

    /// The same final frame reached through 67 frames or through 4 (line) or
    /// 3 (bars): each copies other rectangles, yet the screen ends byte for
    /// byte the same, so the dither carries nothing from frame to frame.
    @Test(arguments: ["line", "bars"])
    func theScreenAfterTheAnimationDoesNotDependOnTheFrameRate(chart: String) throws {
        let smooth = try play(chart, width: 480, height: 320, ["--fps", "30"])
        let slow = try play(chart, width: 480, height: 320, ["--fps", "1"])
        #expect(smooth == slow)
    }

    /// The line's final frame as a 16-bit panel shows it (bit replication).
    @Test func theDitheredLineMatchesItsGolden() throws {
        let shown = rgbFromRGB565(try play("line", width: 480, height: 320))
        var pixmap = try Pixmap(width: 480, height: 320)
        for i in 0..<(480 * 320) {
            pixmap.setPixel(
                x: i % 480, y: i / 480,
                to: PremultipliedRGBA8(red: shown[3 * i], green: shown[3 * i + 1], blue: shown[3 * i + 2], alpha: 255))
        }
        expectMatchesGolden(pixmap, named: "framebuffer/line-480x320-rgb565")
    }
}

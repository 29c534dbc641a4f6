import Chart
import GoldenTesting
import PNG
import Raster
import Testing

/// Both charts at the start, the middle and the end of their animations, at the
/// default 800×480 and at 480×320, rendered in-process through Chart and compared
/// with reviewed goldens in golden/charts/. Regenerate with
/// `RASTERCHART_UPDATE_GOLDENS=1 swift test --filter ChartGoldenTests` and look at
/// every image before committing.
@Suite struct ChartGoldenTests {
    static let sizes = [(800, 480), (480, 320)]
    /// bars end at 1.4 s (the fifth bar starts at 0.4 s and grows for 1 s), the line at 2.2 s.
    static let moments = [("start", 0.0, 0.0), ("middle", 0.7, 1.1), ("end", 1.4, 2.2)]

    static func name(_ chart: String, _ width: Int, _ height: Int, _ moment: String) -> String {
        "charts/\(chart)-\(width)x\(height)-\(moment)"
    }

    @Test(arguments: sizes)
    func bars(width: Int, height: Int) throws {
        let renderer = try InProcess.bars(width: width, height: height)
        for (moment, t, _) in Self.moments {
            expectMatchesGolden(InProcess.frame(renderer, at: t), named: Self.name("bars", width, height, moment))
        }
    }

    @Test(arguments: sizes)
    func line(width: Int, height: Int) throws {
        let renderer = try InProcess.line(width: width, height: height)
        for (moment, _, t) in Self.moments {
            expectMatchesGolden(InProcess.frame(renderer, at: t), named: Self.name("line", width, height, moment))
        }
    }

    /// The binary draws exactly what the goldens show.
    @Test func binaryStillEqualsTheGolden() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["bars", "--png", "middle.png", "--size", "480x320", "--time", "0.7"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let still = try Pixmap(contentsOfPNGFile: scratch.path("middle.png"))
        let golden = try Pixmap(contentsOfPNGFile: GoldenStore.package.goldenDirectory + "/" + Self.name("bars", 480, 320, "middle") + ".png")
        expectSamePixels(still, golden, "bars at 0.7 s")
    }
}

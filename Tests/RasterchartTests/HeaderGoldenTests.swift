import Chart
import ChartData
import GoldenTesting
import PNG
import Raster
import Testing

/// The header band with the summary, in both themes at 800×480 and 480×320, and
/// the bars with a title and a caption, compared with reviewed goldens in
/// golden/charts/. Regenerate with `RASTERCHART_UPDATE_GOLDENS=1 swift test
/// --filter HeaderGoldenTests` and look at every image before committing.
@Suite struct HeaderGoldenTests {
    static let sizes = [(800, 480), (480, 320)]
    static let themes: [(String, Theme)] = [("dark", .dark), ("light", .light)]
    static let title = "Bitcoin (BTC-USD)"
    static let caption = "as of %H:%M %Z"

    static var lineText: ChartText {
        ChartText(title: title, showsSummary: true, caption: try? TimePattern(caption))
    }

    static func name(_ chart: String, _ theme: String, _ width: Int, _ height: Int, _ moment: String) -> String {
        "charts/\(chart)-header-\(theme)-\(width)x\(height)-\(moment)"
    }

    @Test(arguments: sizes)
    func lineWithSummary(width: Int, height: Int) throws {
        for (themeName, theme) in Self.themes {
            let renderer = try InProcess.line(width: width, height: height, theme: theme, text: Self.lineText)
            expectMatchesGolden(InProcess.frame(renderer, at: 2.2), named: Self.name("line", themeName, width, height, "end"))
            if themeName == "dark", width == 800 {
                // Mid-animation the summary names the price at the tip of the line.
                expectMatchesGolden(
                    InProcess.frame(renderer, at: 1.1), named: Self.name("line", themeName, width, height, "middle"))
            }
        }
    }

    @Test func barsWithTitleAndCaption() throws {
        let text = ChartText(
            title: "Shows per week", caption: try TimePattern("as of %-d %b %Y"),
            values: ValueFormat(notation: .grouped), timeWithoutData: 1_795_435_200)
        let renderer = try InProcess.bars(width: 480, height: 320, text: text)
        expectMatchesGolden(InProcess.frame(renderer, at: 1.4), named: Self.name("bars", "dark", 480, 320, "end"))
    }

    /// The binary draws what the goldens show, options and all.
    @Test func binaryStillEqualsTheGolden() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            [
                "line", "--png", "header.png", "--size", "480x320", "--theme", "light", "--title", Self.title, "--summary",
                "--caption", Self.caption,
            ], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let still = try Pixmap(contentsOfPNGFile: scratch.path("header.png"))
        let golden = try Pixmap(
            contentsOfPNGFile: GoldenStore.package.goldenDirectory + "/" + Self.name("line", "light", 480, 320, "end") + ".png")
        expectSamePixels(still, golden, "line with a header, light, 480x320")
    }
}

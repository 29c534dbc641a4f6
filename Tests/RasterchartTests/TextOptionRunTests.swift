import Chart
import ChartData
import PNG
import Raster
import Testing

/// The binary with the text options: zones looked up when the chart is made,
/// the caption's time without data times, the font's warning, and pixels equal
/// to Chart's own.
@Suite struct TextOptionRunTests {
    static let small = ["--size", "120x80"]

    @Test func anUnknownZoneIsAUsageErrorThatNamesIt() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", "--png", "out.png", "--tz", "Europe/Berlinn"] + Self.small, in: scratch)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.error
                == "rasterchart: invalid value 'Europe/Berlinn' for --tz: did you mean 'Europe/Berlin'? no such zone in /usr/share/zoneinfo (e.g. Europe/Berlin, America/New_York, UTC, local)\n")
        #expect(scratch.entries().isEmpty)
        let lowercase = try Rasterchart.run(["line", "--png", "out.png", "--tz", "asia/tokyo"] + Self.small, in: scratch)
        #expect(lowercase.status == 2 && lowercase.error.contains("did you mean 'Asia/Tokyo'?"), "\(lowercase)")
        let unknown = try Rasterchart.run(["line", "--png", "out.png", "--tz", "Mars/Olympus_Mons"] + Self.small, in: scratch)
        #expect(unknown.status == 2 && unknown.error.contains("'Mars/Olympus_Mons' for --tz: no such zone"), "\(unknown)")
        #expect(scratch.entries().isEmpty)
    }

    @Test func localReadsTZ() throws {
        let scratch = try Scratch()
        let arguments = ["line", "--png", "out.png", "--tz", "local", "--caption", "%H:%M %Z"] + Self.small
        let bad = try Rasterchart.run(arguments, in: scratch, environment: ["TZ=Mars/Olympus"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.error.contains("--tz: TZ names \"Mars/Olympus\", which is no zone"), "\(bad)")
        let berlin = try Rasterchart.run(arguments, in: scratch, environment: ["TZ=Europe/Berlin"])
        #expect(berlin.status == 0 && berlin.error.isEmpty, "\(berlin)")
        let text = ChartText(caption: try TimePattern("%H:%M %Z"), zone: try ZoneRules.named("Europe/Berlin"))
        let expected = InProcess.frame(try InProcess.line(width: 120, height: 80, text: text), at: 2.2)
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("out.png")), expected, "--tz local, TZ=Europe/Berlin")
    }

    /// Bars have no times: the caption shows SOURCE_DATE_EPOCH when it is set, so
    /// that a build is reproducible; a malformed one is refused.
    @Test func barsCaptionsTakeSourceDateEpoch() throws {
        let scratch = try Scratch()
        let arguments = ["bars", "--png", "out.png", "--caption", "as of %Y-%m-%d %H:%M %Z", "--tz", "America/New_York"]
            + Self.small
        let run = try Rasterchart.run(arguments, in: scratch, environment: ["SOURCE_DATE_EPOCH=1700000000"])
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let text = ChartText(
            caption: try TimePattern("as of %Y-%m-%d %H:%M %Z"), zone: try ZoneRules.named("America/New_York"),
            timeWithoutData: 1_700_000_000)
        let expected = InProcess.frame(try InProcess.bars(width: 120, height: 80, text: text), at: 1.4)
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("out.png")), expected, "SOURCE_DATE_EPOCH")
        let bad = try Rasterchart.run(arguments, in: scratch, environment: ["SOURCE_DATE_EPOCH=yesterday"])
        #expect(bad.status == 2, "\(bad)")
        #expect(bad.error.hasPrefix("rasterchart: SOURCE_DATE_EPOCH=\"yesterday\" is not a number of seconds"), "\(bad)")
    }

    /// Every text option at once reaches the scene: the binary's PNG is Chart's frame.
    @Test func everyOptionReachesTheChart() throws {
        let scratch = try Scratch()
        try scratch.write("p.csv", "time,price\n2024-03-08T00:00:00-05:00,43000.5\n2024-03-11T00:00:00-04:00,43549.06\n")
        let run = try Rasterchart.run(
            [
                "line", "--data", "p.csv", "--png", "out.png", "--size", "360x240", "--title", "BTC", "--summary",
                "--caption", "%d.%m. %H:%M %Z", "--tz", "Europe/Berlin", "--date-format", "%d.%m.", "--numbers", "grouped",
                "--decimals", "1", "--prefix", "$", "--suffix", " USD",
            ], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let data = try PriceSeries(reading: DataInput(path: scratch.path("p.csv")))
        let text = ChartText(
            title: "BTC", showsSummary: true, caption: try TimePattern("%d.%m. %H:%M %Z"),
            zone: try ZoneRules.named("Europe/Berlin"), dateFormat: try TimePattern("%d.%m."),
            values: ValueFormat(notation: .grouped, decimals: 1, prefix: "$", suffix: " USD"))
        let expected = InProcess.frame(try InProcess.line(data, width: 360, height: 240, text: text), at: 2.2)
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("out.png")), expected, "every text option")
    }

    @Test func charactersTheFontLacksAreWarnedOf() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", "--png", "out.png", "--title", "₿ Bitcoin", "--summary"] + Self.small, in: scratch)
        #expect(run.status == 0, "\(run)")
        #expect(run.error == "rasterchart: warning: the font has no '₿'; drawn as boxes\n")
    }
}

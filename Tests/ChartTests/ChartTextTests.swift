import ChartData
import Raster
import Testing

@testable import Chart

/// Titles, captions and value formats as the scenes lay them out.
@Suite struct ChartTextTests {
    static let sizes = [(800, 480), (480, 320), (320, 240), (1920, 1080)]

    static func barLabels(_ values: ValueFormat, maximum: Double = 5200, size: (Int, Int) = (800, 480)) -> BarsScene {
        BarsScene(
            data: BarData(bars: [Bar(label: "a", value: maximum)]), width: size.0, height: size.1,
            text: ChartText(values: values))
    }

    @Test func theBarsAxisTakesTheNotationAskedFor() {
        #expect(Self.barLabels(ValueFormat(notation: .grouped)).valueLabels == ["1,000", "2,000", "3,000", "4,000", "5,000", "6,000"])
        #expect(Self.barLabels(ValueFormat(notation: .compact)).valueLabels == ["1K", "2K", "3K", "4K", "5K", "6K"])
        #expect(Self.barLabels(ValueFormat(notation: .compact), maximum: 15).valueLabels == ["2.5", "5", "7.5", "10", "12.5", "15"])
        #expect(Self.barLabels(ValueFormat(decimals: 0), maximum: 15).valueLabels == ["3", "5", "8", "10", "13", "15"])
        #expect(Self.barLabels(ValueFormat(decimals: 1), maximum: 6).valueLabels == ["1.0", "2.0", "3.0", "4.0", "5.0", "6.0"])
        #expect(Self.barLabels(ValueFormat(decimals: 1), maximum: 0.3).valueLabels.first == "0.1")
        #expect(Self.barLabels(ValueFormat(prefix: "$"), maximum: 6).valueLabels == ["$1", "$2", "$3", "$4", "$5", "$6"])
        #expect(Self.barLabels(ValueFormat(suffix: " h"), maximum: 6).valueLabels.last == "6 h")
        // Without a format the axis is as it always was.
        #expect(Self.barLabels(ValueFormat()).valueLabels == ["1000", "2000", "3000", "4000", "5000", "6000"])
    }

    /// Labels a format makes too wide for the room left of the axis shrink; at
    /// the smallest size they may still be too wide only with no other choice.
    @Test(arguments: sizes)
    func barsAxisLabelsFitTheirRoom(width: Int, height: Int) {
        let formats = [
            ValueFormat(notation: .grouped, decimals: 2), ValueFormat(notation: .grouped),
            ValueFormat(prefix: "$", suffix: " USD"), ValueFormat(notation: .compact, decimals: 3),
        ]
        for format in formats {
            for maximum in [5200.0, 2.5e9, 7.5] {
                let scene = Self.barLabels(format, maximum: maximum, size: (width, height))
                let room = BarsScene.valueLabelRoom * scene.space.scale
                let widest = scene.valueLabels.map { scene.valueFont.width(of: $0) }.max() ?? 0
                #expect(widest <= room || scene.valueFont.pixelSize == 8, "\(format) \(maximum) at \(width)x\(height)")
            }
        }
        let grouped = Self.barLabels(ValueFormat(notation: .grouped, decimals: 2), size: (width, height))
        #expect(grouped.valueLabels.last == "6,000.00")
    }

    @Test(arguments: sizes)
    func longTitlesAreCutToTheirRoom(width: Int, height: Int) throws {
        let title = String(repeating: "A long title ", count: 12)
        let line = LineScene(data: .sample, width: width, height: height, text: ChartText(title: title, showsSummary: true))
        let header = try #require(line.header)
        #expect(header.title.hasSuffix("…"))
        let room = (header.right - header.left) * line.space.scale - Double(header.summaryArea.width)
        #expect(header.boldFont.width(of: header.title) <= room)
        let bars = BarsScene(data: .tutorial, width: width, height: height, text: ChartText(title: "Shows"))
        #expect(bars.header?.title == "Shows")
    }

    /// The header band grows the box upward and the caption downward; the chart
    /// keeps its proportions.
    @Test func bandsGrowTheBox() {
        let plain = LineScene(data: .sample, width: 800, height: 480)
        let both = LineScene(
            data: .sample, width: 800, height: 480, text: ChartText(title: "T", caption: try? TimePattern("c")))
        #expect(plain.space.scale == 2)
        #expect(both.space.scale == 480 / (240 + HeaderBand.height + CaptionLine.height))
        #expect(both.space.origin.y == HeaderBand.height * both.space.scale)
        #expect(abs(both.space.pixel(Point(x: 0, y: 240 + CaptionLine.height)).y - 480) < 1e-9)
    }

    @Test func captionsTakeTheDataLastTimeInTheZone() throws {
        let pattern = try TimePattern("as of %H:%M %Z, %a %-d %b")
        let utc = LineScene(data: .sample, width: 800, height: 480, text: ChartText(caption: pattern))
        #expect(utc.caption?.text == "as of 12:00 UTC, Mon 23 Nov")
        let berlin = ChartText(caption: pattern, zone: try ZoneRules.named("Europe/Berlin"))
        #expect(LineScene(data: .sample, width: 800, height: 480, text: berlin).caption?.text == "as of 13:00 CET, Mon 23 Nov")
        // The data's own offset, when its times carry one.
        let csv = "time,price\n2024-03-11T09:30:00-04:00,1\n2024-03-11T16:00:00-04:00,2\n"
        let data = try PriceSeries(reading: DataInput(name: "d.csv", bytes: Array(csv.utf8)))
        #expect(LineScene(data: data, width: 800, height: 480, text: ChartText(caption: pattern)).caption?.text == "as of 16:00 -04, Mon 11 Mar")
        // Data without times, and bars: the time given for them.
        let untimed = ChartText(caption: pattern, timeWithoutData: 1_700_000_000)
        #expect(LineScene(data: PriceSeries(values: [1, 2]), width: 800, height: 480, text: untimed).caption?.text == "as of 22:13 UTC, Tue 14 Nov")
        #expect(BarsScene(data: .tutorial, width: 800, height: 480, text: untimed).caption?.text == "as of 22:13 UTC, Tue 14 Nov")
    }

    /// Characters the font lacks in the title, the caption or the value's prefix
    /// are listed, for the warning, and drawn as boxes.
    @Test func missingCharactersAreListed() throws {
        let text = ChartText(
            title: "₿ Bitcoin", showsSummary: true, caption: try TimePattern("☃ %Y"), values: ValueFormat(prefix: "₽"))
        // "₽" is missing too, from the value labels and the summary's price.
        #expect(LineScene(data: .sample, width: 800, height: 480, text: text).missingCharacters == ["₿", "☃", "₽"])
        let lari = ChartText(showsSummary: true, values: ValueFormat(suffix: "₾"))
        #expect(LineScene(data: .sample, width: 800, height: 480, text: lari).missingCharacters == ["₾"])
        #expect(BarsScene(data: .tutorial, width: 800, height: 480, text: text).missingCharacters == ["₿", "☃", "₽"])
        #expect(LineScene(data: .sample, width: 800, height: 480).missingCharacters.isEmpty)
    }
}

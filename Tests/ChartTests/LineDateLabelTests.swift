import ChartData
import Testing

@testable import Chart

/// The line chart's date labels: the first and the last value's times, on the
/// clock the chart shows (the zone asked for, else the data's own offsets, else UTC).
@Suite struct LineDateLabelTests {
    func labels(_ csv: String, text: ChartText = ChartText()) throws -> (left: String, right: String)? {
        let data = try PriceSeries(reading: DataInput(name: "data.csv", bytes: Array(csv.utf8)))
        return LineScene(data: data, width: 360, height: 240, text: text).dateLabels
    }

    /// Regression: the left label named the chart's left edge, one step before the
    /// first value (a file starting 1962-01-02 was labelled 12/31/61). It names the
    /// first value's time; a year of data was labelled 11/23/26 … 11/30/26 (last − 7 days) before that.
    @Test(arguments: [
        ("date,close\n1962-01-02,1\n1962-01-03,2\n", "1/2/62", "1/3/62"),
        ("date,close\n2025-12-01,1\n2026-11-30,2\n", "12/1/25", "11/30/26"),
        ("date,close\n2026-01-01,1\n2026-01-02,2\n2026-01-03,3\n2026-01-04,4\n", "1/1/26", "1/4/26"),
        ("date,close\n2026-01-04,4\n2026-01-03,3\n2026-01-02,2\n2026-01-01,1\n", "1/1/26", "1/4/26"),
        ("{\"prices\": [[1767225600000, 1], [1767312000000, 2]]}", "1/1/26", "1/2/26"),
        // Yearly data, labelled with years (regression: "year,value" rows of 2019…
        // read as Unix seconds gave 1/1/70 … 1/1/70).
        ("year,value\n2019,1\n2020,2\n2021,3\n", "2019", "2021"),
        ("date,value\n2000-01-01,1\n2010-01-01,2\n2020-01-01,3\n", "2000", "2020"),
        ("[{\"time\": 1990, \"value\": 1}, {\"time\": 1991, \"value\": 2}]", "1990", "1991"),
        ("date,value\n2019-01-01,1\n2019-07-01,2\n2020-01-01,3\n", "1/1/19", "1/1/20"),
        ("date,value\n2019-01-01,1\n2020-01-01 12:00,2\n", "1/1/19", "1/1/20"),
        // Within one day, times of day (regression: 1/2/24 … 1/2/24), to the
        // second where the minutes agree.
        ("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,09:31,2\n2024-01-02,09:32,3\n", "9:30", "9:32"),
        ("time,v\n2024-01-02T16:00:20Z,1\n2024-01-02T16:00:30Z,2\n", "16:00:20", "16:00:30"),
        ("time,v\n2024-01-02T00:10Z,1\n2024-01-02T00:40Z,2\n", "0:10", "0:40"),
        ("time,v\n2024-01-01T23:50Z,1\n2024-01-02T00:20Z,2\n", "1/1/24", "1/2/24"),
    ])
    func labelsNameTheFirstAndLastTimes(data: String, left: String, right: String) throws {
        let labels = try labels(data)
        #expect(labels?.left == left)
        #expect(labels?.right == right)
    }

    /// 168 hourly prices span exactly seven days of chart, as the tutorial's sparkline.
    @Test func hourlyWeekIsSevenDays() throws {
        let rows = (0..<168).map { "\(1_795_435_200 - 3600 * (167 - $0)),\($0 + 1)" }
        let labels = try labels("time,price\n" + rows.joined(separator: "\n"))
        #expect(labels?.left == "11/16/26")
        #expect(labels?.right == "11/23/26")
    }

    /// Without a time for every point (a sparkline with only `last_updated`, or
    /// JSON objects some of which have no time) the left label stays last − 7 days.
    @Test func withoutEveryTimeTheLeftLabelIsAWeekBefore() throws {
        let partial = "[{\"value\": 1}, {\"time\": \"2026-11-30\", \"value\": 2}]"
        #expect(try labels(partial)?.left == "11/23/26")
        let sample = LineScene(data: .sample, width: 360, height: 240).dateLabels
        #expect(sample?.left == "11/16/26")
        #expect(sample?.right == "11/23/26")
        #expect(try labels("1\n2\n") == nil)
    }

    /// yfinance's dates carry their offset: read on that clock, each end on its
    /// own (EST, then EDT), they are the file's dates; in UTC the intraday ones
    /// would be hours later.
    @Test func theDataOwnOffsetsAreTheDefault() throws {
        let daily = "Date,Close\n2024-03-08 00:00:00-05:00,1\n2024-03-11 00:00:00-04:00,2\n"
        #expect(try labels(daily)! == ("3/8/24", "3/11/24"))
        let intraday = "Datetime,Close\n2024-03-11 09:30:00-04:00,1\n2024-03-11 16:00:00-04:00,2\n"
        #expect(try labels(intraday)! == ("9:30", "16:00"))
        #expect(try labels(intraday, text: ChartText(zone: .utc))! == ("13:30", "20:00"))
    }

    /// A zone asked for: each label with the offset in force at its own time.
    @Test func labelsAreInTheZoneAskedFor() throws {
        let berlin = try ZoneRules.named("Europe/Berlin")
        // Across Berlin's spring change: 23:30 UTC is 00:30 CET, then 01:30 CEST.
        let winterToSummer = "time,v\n2024-03-30T23:30Z,1\n2024-03-31T23:30Z,2\n"
        #expect(try labels(winterToSummer, text: ChartText(zone: berlin))! == ("3/31/24", "4/1/24"))
        #expect(try labels(winterToSummer)! == ("3/30/24", "3/31/24"))
        // New York's fall-back hour: two times an hour apart read alike on its
        // clock (to the second, as the minutes agree); %Z tells them apart.
        let newYork = try ZoneRules.named("America/New_York")
        let day = "time,v\n2024-11-03T05:30Z,1\n2024-11-03T06:30Z,2\n"
        #expect(try labels(day, text: ChartText(zone: newYork))! == ("1:30:00", "1:30:00"))
        let overlap = "time,v\n2024-11-03T05:30:00Z,1\n2024-11-03T06:30:00Z,2\n"
        let pattern = try TimePattern("%H:%M %Z")
        #expect(try labels(overlap, text: ChartText(zone: newYork, dateFormat: pattern))! == ("01:30 EDT", "01:30 EST"))
    }

    /// A date alone is that date in every zone: "2024-01-02" in New York is not
    /// the evening of 1 January.
    @Test func datesStayDatesInEveryZone() throws {
        let newYork = try ZoneRules.named("America/New_York")
        let dates = "date,close\n2024-01-02,1\n2024-01-05,2\n"
        #expect(try labels(dates, text: ChartText(zone: newYork))! == ("1/2/24", "1/5/24"))
        let instants = "time,close\n2024-01-02T00:00Z,1\n2024-01-05T00:00Z,2\n"
        #expect(try labels(instants, text: ChartText(zone: newYork))! == ("1/1/24", "1/4/24"))
    }

    /// `--date-format` replaces M/d/yy, and also years and times of day.
    @Test func aPatternReplacesEveryForm() throws {
        let pattern = try TimePattern("%d.%m.%Y")
        #expect(try labels("date,v\n2025-12-01,1\n2026-11-30,2\n", text: ChartText(dateFormat: pattern))! == ("01.12.2025", "30.11.2026"))
        #expect(try labels("year,v\n2019,1\n2021,2\n", text: ChartText(dateFormat: pattern))! == ("01.01.2019", "01.01.2021"))
        let sample = LineScene(data: .sample, width: 360, height: 240, text: ChartText(dateFormat: pattern)).dateLabels
        #expect(sample! == ("16.11.2026", "23.11.2026"))
    }

    /// Labels too long for the chart's width shrink; past the smallest size, only
    /// the last one stays, cut to the width.
    @Test func longLabelsShrinkThenThin() throws {
        let csv = "date,v\n2025-12-01,1\n2026-11-30,2\n"
        let long = try TimePattern("%A, %B %d, %Y")
        let data = try PriceSeries(reading: DataInput(name: "d.csv", bytes: Array(csv.utf8)))
        let scene = LineScene(data: data, width: 360, height: 240, text: ChartText(dateFormat: long))
        let labels = try #require(scene.dateLabels)
        #expect(labels == ("Monday, December 01, 2025", "Monday, November 30, 2026"))
        #expect(scene.dateFont.pixelSize < 12)
        #expect(scene.dateFont.width(of: labels.left) + scene.dateFont.width(of: labels.right) <= 352)
        let longer = try TimePattern(String(repeating: "%A %B ", count: 6))
        let thinned = LineScene(data: data, width: 360, height: 240, text: ChartText(dateFormat: longer))
        #expect(thinned.dateLabels?.left == "")
        #expect(thinned.dateLabels?.right.hasSuffix("…") == true)
        #expect(thinned.dateFont.width(of: thinned.dateLabels?.right ?? "") <= 352)
    }

    /// Times the readers never give (a series built in code) label without trapping.
    @Test func extremeTimesDoNotTrap() {
        for (first, last, count) in [(Int64.min, Int64.max, 2), (Int64.max, Int64.min, 3), (0, 86_400, 1)] {
            let data = PriceSeries(values: Array(repeating: 1, count: count), lastValueTime: last, firstValueTime: first)
            #expect(LineScene(data: data, width: 360, height: 240).dateLabels != nil)
        }
    }
}

import ChartData
import Testing

@testable import Chart

/// The line chart's date labels: the right one is the last value's date, the left
/// one the date at the chart's left edge, where the points' own spacing puts it.
@Suite struct LineDateLabelTests {
    func labels(_ csv: String) throws -> (left: String, right: String)? {
        let data = try PriceSeries(reading: DataInput(name: "data.csv", bytes: Array(csv.utf8)))
        return LineScene(data: data, width: 360, height: 240).dateLabels
    }

    /// Regression: a year of data was labelled 11/23/26 … 11/30/26 (last − 7 days).
    /// Points sit at x = W/n·(i+1), so the left edge is one step before the first.
    @Test(arguments: [
        ("date,close\n2025-12-01,1\n2026-11-30,2\n", "12/2/24", "11/30/26"),
        ("date,close\n2026-01-01,1\n2026-01-02,2\n2026-01-03,3\n2026-01-04,4\n", "12/31/25", "1/4/26"),
        ("date,close\n2026-01-04,4\n2026-01-03,3\n2026-01-02,2\n2026-01-01,1\n", "12/31/25", "1/4/26"),
        ("{\"prices\": [[1767225600000, 1], [1767312000000, 2]]}", "12/31/25", "1/2/26"),
        // Yearly data, labelled with years, the left edge's by the nearest year
        // (regression: "year,value" rows of 2019… read as Unix seconds gave 1/1/70 … 1/1/70).
        ("year,value\n2019,1\n2020,2\n2021,3\n", "2018", "2021"),
        ("date,value\n2000-01-01,1\n2010-01-01,2\n2020-01-01,3\n", "1990", "2020"),
        ("[{\"time\": 1990, \"value\": 1}, {\"time\": 1991, \"value\": 2}]", "1989", "1991"),
        ("date,value\n2019-01-01,1\n2019-07-01,2\n2020-01-01,3\n", "7/2/18", "1/1/20"),
        ("date,value\n2019-01-01,1\n2020-01-01 12:00,2\n", "12/31/17", "1/1/20"),
        // Within one day, times of day (regression: 1/2/24 … 1/2/24), to the
        // second where the minutes agree; across midnight, dates.
        ("Date,Time,Close\n2024-01-02,09:30,1\n2024-01-02,09:31,2\n2024-01-02,09:32,3\n", "9:29", "9:32"),
        ("time,v\n2024-01-02T16:00:20Z,1\n2024-01-02T16:00:30Z,2\n", "16:00:10", "16:00:30"),
        ("time,v\n2024-01-02T00:10Z,1\n2024-01-02T00:40Z,2\n", "1/1/24", "1/2/24"),
    ])
    func leftLabelIsTheDateOfTheLeftEdge(data: String, left: String, right: String) throws {
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

    /// Times the readers never give (a series built in code) label without trapping.
    @Test func extremeTimesDoNotTrap() {
        for (first, last, count) in [(Int64.min, Int64.max, 2), (Int64.max, Int64.min, 3), (0, 86_400, 1)] {
            let data = PriceSeries(values: Array(repeating: 1, count: count), lastValueTime: last, firstValueTime: first)
            #expect(LineScene(data: data, width: 360, height: 240).dateLabels != nil)
        }
    }
}

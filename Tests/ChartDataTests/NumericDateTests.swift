import Testing

@testable import ChartData

/// Dates as spreadsheets export them in local orders: month first (US), day
/// first, dotted; the order a file's dates show decides the ambiguous ones.
@Suite struct NumericDateTests {
    func day(_ year: Int, _ month: Int, _ day: Int, seconds: Int64 = 0) throws -> Int64 {
        try #require(CivilDate(year: year, month: month, day: day)).unixSeconds + seconds
    }

    func times(_ csv: String) throws -> (first: Int64?, last: Int64?) {
        let series = try readPrices(csv)
        return (series.firstValueTime, series.lastValueTime)
    }

    @Test func monthFirstAndDayFirstFilesRead() throws {
        #expect(try times("date,price\n1/31/2024,1\n2/1/2024,2\n") == (try day(2024, 1, 31), try day(2024, 2, 1)))
        #expect(try times("date,price\n31/01/2024,1\n01/02/2024,2\n") == (try day(2024, 1, 31), try day(2024, 2, 1)))
        #expect(try times("Datum;Kurs\n31.01.2024;1,5\n01.02.2024;2\n") == (try day(2024, 1, 31), try day(2024, 2, 1)))
    }

    /// "1/2/2024" is 2 January or 1 February: a later date of the file tells.
    @Test func aLaterDateSettlesTheOrder() throws {
        #expect(try times("date,price\n1/2/2024,1\n1/13/2024,2\n") == (try day(2024, 1, 2), try day(2024, 1, 13)))
        #expect(try times("date,price\n1/2/2024,1\n13/2/2024,2\n") == (try day(2024, 2, 1), try day(2024, 2, 13)))
        #expect(try times("date,price\n5/5/2024,1\n5/6/2024,2\n5/13/2024,3\n") == (try day(2024, 5, 5), try day(2024, 5, 13)))
    }

    @Test func jsonDatesSettleTheOrderToo() throws {
        let series = try readPrices(#"[{"date": "1/2/2024", "value": 1}, {"note": "a \"quote\"", "date": "1/13/2024", "value": 2}]"#)
        let (first, last) = (try day(2024, 1, 2), try day(2024, 1, 13))
        #expect(series.firstValueTime == first && series.lastValueTime == last)
    }

    @Test func anOrderNothingTellsIsAnError() {
        #expect(
            pricesError("date,price\n1/2/2024,1\n2/3/2024,2\n")
                == "data.csv:2: time \"1/2/2024\" could have the month or the day first, and no date in the data tells which; write ISO dates (YYYY-MM-DD)")
        #expect(
            pricesError("date,price\n1/31/2024,1\n31/1/2024,2\n")
                == "data.csv:3: time \"31/1/2024\" has its day and month in the other order than the dates before it")
        #expect(pricesError(#"[{"date": "1/2/2024", "value": 1}, {"date": "2/3/2024", "value": 2}]"#)?.contains("could have the month or the day first") == true)
    }

    @Test func shortYearsAndTimesOfDay() throws {
        #expect(try times("date,price\n1/31/24,1\n12/31/95,2\n") == (try day(1995, 12, 31), try day(2024, 1, 31)))
        let afternoon = try times("date,price\n1/31/2024 12:00 Am,3\n1/31/2024 13:45,1\n1/31/2024 1:45:30 pM,2\n")
        #expect(afternoon == (try day(2024, 1, 31), try day(2024, 1, 31, seconds: 13 * 3600 + 45 * 60 + 30)))
    }

    @Test(arguments: ["1/32/2024", "13/13/2024", "1/2/024", "1/2/20245", "1/2/2024 25:00", "1/31/2024 13:00 PM", "1/31/2024 1:00 XM", "1-2-2024", "1/2.2024"])
    func malformedDatesAreRefused(text: String) {
        #expect(pricesError("date,price\n1/31/2024,1\n\(text),2\n")?.contains("time \"\(text)\"") == true)
    }

    /// A first row of a date and a gap is data, not a header.
    @Test func aFirstRowWithANumericDateIsData() throws {
        #expect(try readPrices("1/31/2024,NA\n2/13/2024,5\n2/14/2024,6\n").values == [5, 6])
    }
}

import Testing

@testable import ChartData

/// Times as exports write them beyond RFC 3339: a year first with slashes, a
/// month alone, ISO's basic `YYYYMMDD`, and columns of bare years.
@Suite struct TimeFormsTests {
    func seconds(_ year: Int, _ month: Int, _ day: Int, hour: Int = 0) throws -> Int64 {
        try #require(CivilDate(year: year, month: month, day: day)).unixSeconds + Int64(hour * 3600)
    }

    func time(_ text: String) -> ParsedTime {
        let bytes = Array(text.utf8)
        return parseTime(bytes, bytes.indices)
    }

    @Test func slashesMonthsAndBasicDatesRead() throws {
        #expect(time("2024/01/31") == .seconds(try seconds(2024, 1, 31)))
        #expect(time("2024/01/31 12:00") == .seconds(try seconds(2024, 1, 31, hour: 12)))
        #expect(time("2024-02") == .seconds(try seconds(2024, 2, 1)))
        #expect(time("20240229") == .seconds(try seconds(2024, 2, 29)))
        #expect(time("18000101") == .seconds(try seconds(1800, 1, 1)))
    }

    /// Excel's "yyyy-mm-dd h:mm": a one-digit hour, and AM/PM, after a space
    /// (they were refused); ISO's own forms and its "T" stay as they were.
    @Test func spreadsheetTimesAfterAnISODateRead() throws {
        #expect(time("2024-01-02 9:30") == .seconds(try seconds(2024, 1, 2, hour: 9) + 1800))
        #expect(time("2024-01-02 9:30:15") == .seconds(try seconds(2024, 1, 2, hour: 9) + 1815))
        #expect(time("2024-01-02 1:45 PM") == .seconds(try seconds(2024, 1, 2, hour: 13) + 2700))
        #expect(time("2024/01/02 12:00 am") == .seconds(try seconds(2024, 1, 2)))
        #expect(time("2024-01-02 09:30 PM") == .seconds(try seconds(2024, 1, 2, hour: 21) + 1800))
        #expect(time("2024-01-02 23:59:60") == .seconds(try seconds(2024, 1, 3)))
        for text in ["2024-01-02T9:30", "2024-01-02 13:45 PM", "2024-01-02 9:30 XM", "2024-01-02 9:30Z", "2024-01-02  9:30"] {
            #expect(time(text) == .invalid, "\(text)")
        }
    }

    @Test func halfFormsStayInvalidAndOtherNumbersStayUnixTimes() {
        for text in ["2024/01-31", "2024-01/31", "2024/1/31", "2024/01", "2024-13", "2024-00", "2024-1"] {
            #expect(time(text) == .invalid, "\(text)")
        }
        // Outside 1800…2199: Unix seconds, as before; inside, an impossible day is no date.
        #expect(time("22000101") == .seconds(22_000_101))
        #expect(time("17991231") == .seconds(17_991_231))
        #expect(time("20230229") == .invalid)
        #expect(time("20241301") == .invalid)
    }

    /// Some loggers end a day at 24:00, the next day's 00:00; it was refused.
    @Test func twentyFourHundredIsTheNextDaysMidnight() throws {
        let nextDay = ParsedTime.seconds(try seconds(2024, 1, 1))
        #expect(time("2023-12-31 24:00") == nextDay)
        #expect(time("2023-12-31T24:00") == nextDay)
        #expect(time("2023-12-31 24:00:00") == nextDay)
        let local = try readPrices("Zeit;Wert\n31.12.2023 23:00;1\n31.12.2023 24:00;2\n")
        #expect(local.lastValueTime == (try seconds(2024, 1, 1)))
        for text in ["2023-12-31 24:01", "2023-12-31 24:00:01", "2023-12-31 25:00", "2023-12-31 24:00 PM", "2023-12-31T24:00:30"] {
            #expect(time(text) == .invalid, "\(text)")
        }
    }

    @Test func aColumnOfYearsReadsEachAsItsFirstOfJanuary() throws {
        let prices = try readPrices("year,value\n2019,1\n2020,2\n2021,3\n")
        #expect(prices.firstValueTime == (try seconds(2019, 1, 1)))
        #expect(prices.lastValueTime == (try seconds(2021, 1, 1)))
        let json = try readPrices("[{\"date\": \"1999\", \"value\": 1}, {\"date\": \"2000\", \"value\": 2}]")
        #expect(json.lastValueTime == (try seconds(2000, 1, 1)))
    }

    @Test func aYearColumnRefusesOtherTimes() {
        #expect(
            pricesError("year,value\n2019,1\n2020-01-01,2\n")
                == "data.csv:3: time \"2020-01-01\" is not a year, as the column's first time is; write every time as a year or none")
        #expect(pricesError("[{\"time\": 2019, \"value\": 1}, {\"time\": 1600000000, \"value\": 2}]")?.contains("is not a year") == true)
    }

    /// An elapsed-seconds log starts below 1000: its later four-digit times stay seconds.
    @Test func aColumnStartingWithAnotherTimeKeepsFourDigitNumbersAsSeconds() throws {
        let prices = try readPrices("time,v\n0,1\n999,2\n1000,3\n")
        #expect(prices.firstValueTime == 0 && prices.lastValueTime == 1000)
    }
}

import Testing

@testable import ChartData

/// A spreadsheet's date column formatted as "General" exports serial days
/// (45292 is 2024-01-01): read as Unix seconds they were all within the first
/// hours of 1970, and the chart was labelled 12:34:51 … 12:34:54 without a word.
@Suite struct SerialDaysTests {
    /// 2024-01-01T00:00:00Z, serial day 45292.
    static let newYear: Int64 = 1_704_067_200

    @Test func aDateColumnOfSerialDaysReadsAsDays() throws {
        let prices = try readPrices("Date,Close\n45292,10\n45293,12\n45294,11\n")
        #expect(prices.values == [10, 12, 11])
        #expect(prices.firstValueTime == Self.newYear && prices.lastValueTime == Self.newYear + 2 * 86_400)
        // Fractions are the time of day, to the nearest second (1/24 is no binary fraction).
        let times = try readPrices("close;datetime\n1;45292.041666666664\n2;45292,5\n")
        #expect(times.firstValueTime == Self.newYear + 3600 && times.lastValueTime == Self.newYear + 12 * 3600)
        // The band's ends: 1900-03-01 (after Excel's 29 February 1900, serial 60) and 2199-12-31.
        let ends = try readPrices("date,value\n61,1\n109574,2\n")
        #expect(ends.firstValueTime == -2_203_891_200 && ends.lastValueTime == 7_258_032_000)
    }

    /// Elapsed seconds and Unix times keep their reading, and so do years.
    @Test func otherNumbersStayAsTheyWere() throws {
        #expect(try readPrices("time,value\n45292,1\n45293,2\n").firstValueTime == 45_292)
        #expect(try readPrices("timestamp,value\n45292,1\n45293,2\n").lastValueTime == 45_293)
        #expect(try readPrices("date,value\n1704067200,1\n1704153600,2\n").firstValueTime == Self.newYear)
        #expect(try readPrices("date,value\n2019,1\n2020,2\n").lastValueTime == 1_577_836_800)
    }

    @Test func aLaterTimeThatIsNoSerialDayIsRefused() {
        let notADay = #"data.csv:3: column "date": time "2024-01-02" is not a spreadsheet serial day (61 to 109574), as the column's first time is; write every date one way"#
        #expect(pricesError("date,close,volume\n45292,1,5\n2024-01-02,2,5\n") == notADay)
        #expect(
            pricesError("Date,Close\n45292,1\n1704153600,2\n")?.hasSuffix(#"time "1704153600" is not a spreadsheet serial day (61 to 109574), as the column's first time is; write every date one way"#)
                == true)
    }
}

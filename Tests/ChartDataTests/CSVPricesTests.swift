import Testing

@testable import ChartData

@Suite struct CSVPricesTests {
    @Test func readsOneValuePerLine() throws {
        #expect(try readPrices("1\n2.5\n3\n") == PriceSeries(values: [1, 2.5, 3]))
        #expect(try readPrices("price\n1\n2\n") == PriceSeries(values: [1, 2]))
    }

    @Test func readsTimeValueRowsInEveryTimeForm() throws {
        // 2026-11-23T12:00:00Z is 1795435200; the offset each is written with is kept.
        let forms: [(String, Int?)] = [
            ("2026-11-23T12:00:00Z", 0), ("2026-11-23T12:00Z", 0), ("2026-11-23 12:00:00", nil),
            ("2026-11-23T12:00:00.987Z", 0), ("2026-11-23T13:30:00+01:30", 5400), ("2026-11-23T07:00:00-0500", -18_000),
            ("2026-11-23T14:00:00+02", 7200), ("2026-11-23t12:00:00z", 0), ("1795435200", 0), ("1795435200000", 0),
            ("1795435200.9", 0),
        ]
        for (form, offset) in forms {
            let series = try readPrices("time,value\n2026-11-22,1\n\(form),2\n")
            let expected = PriceSeries(
                values: [1, 2], lastValueTime: 1_795_435_200, firstValueTime: 1_795_305_600, lastTimeOffset: offset)
            #expect(series == expected, "time: \(form)")
        }
        #expect(try readPrices("2026-11-23,5\n2026-11-24,6").lastValueTime == 1_795_478_400)
    }

    @Test func findsColumnsByHeaderName() throws {
        // CoinGecko's CSV export as it is, " UTC" and all (regression: refused, though the
        // README promised exports read as they are); the zone must be the whole word.
        let export = "snapped_at,price,market_cap,total_volume\n2026-11-22 00:00:00 UTC,1,9,9\n2026-11-23 00:00:00 UTC,2,9,9\n"
        let days = PriceSeries(
            values: [1, 2], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600, lastTimeOffset: 0,
            firstTimeOffset: 0)
        #expect(try readPrices(export) == days)
        #expect(
            pricesError("time,price\n2026-11-22 00:00:00 UT,1\n")
                == "data.csv:2: time \"2026-11-22 00:00:00 UT\" is neither an ISO-8601 date nor Unix seconds or milliseconds"
        )
        #expect(pricesError("time,price\n2026-11-22 00:00 UTC+1,1\n")?.contains("is neither an ISO-8601 date") == true)
        let clean = "snapped_at,price,market_cap,total_volume\n2026-11-22T00:00:00Z,1,9,9\n2026-11-23T00:00:00Z,2,9,9\n"
        #expect(try readPrices(clean) == days)
        #expect(try readPrices("close,date\n1,2026-11-22\n2,2026-11-23\n").lastValueTime == 1_795_392_000)
        #expect(try readPrices("label,value\n55,1\n56,2\n") == PriceSeries(values: [1, 2]))
        let yahoo = "Date,Open,High,Low,Close,Adj Close,Volume\n2026-11-20,1,3,0.5,2,2,100\n2026-11-23,2,4,1,3.5,3.5,90\n"
        #expect(try readPrices(yahoo) == PriceSeries(values: [2, 3.5], lastValueTime: 1_795_392_000, firstValueTime: 1_795_132_800))
        #expect(
            pricesError("a,b,c\n1,2,3\n")
                == "data.csv:1: the header \"a,b,c\" names no value column (value, price or close); pick one with --column NAME")
    }

    @Test func ignoresLabelsInTheFirstColumn() throws {
        #expect(try readPrices("Mon,1\nTue,2\nWed,3\n") == PriceSeries(values: [1, 2, 3]))
        // Counts are no times either (they were Unix seconds, labelled 1/1/70):
        // the bar chart's labels, pandas' index, Excel's serial days.
        #expect(try readPrices("55,3456\n56,5200\n") == PriceSeries(values: [3456, 5200]))
        #expect(try readPrices(",Close\n0,185.6\n1,184.2\n") == PriceSeries(values: [185.6, 184.2]))
        #expect(try readPrices("45293,1\n45294,2\n") == PriceSeries(values: [1, 2]))
        // Years, Unix seconds and a zero-padded year-like count keep their readings.
        #expect(try readPrices("2019,1\n2020,2\n").lastValueTime == 1_577_836_800)
        #expect(try readPrices("1700000000,1\n1700003600,2\n").lastValueTime == 1_700_003_600)
        #expect(try readPrices("0123,1\n0124,2\n").lastValueTime == nil)
    }

    /// pandas' `df.to_csv()` of a frame whose date index has no name writes an
    /// empty first name; before more than one other column it was taken for a
    /// column of labels, and the line had no dates (exit 0).
    @Test func anUnnamedIndexHoldsTheTimesBeforeAnyColumns() throws {
        let series = try readPrices(",Open,Close\n2024-01-02,1,2\n2024-01-03,2,3\n")
        #expect(series.values == [2, 3] && series.lastValueTime == 1_704_240_000)
        // Its row numbers or labels stay ignored, as beside one column.
        #expect(try readPrices(",Open,Close\n0,1,2\n1,2,3\n") == PriceSeries(values: [2, 3]))
        #expect(try readPrices(",Open,Close\nMon,1,2\nTue,2,3\n") == PriceSeries(values: [2, 3]))
    }

    @Test func putsNewestFirstDataInOrder() throws {
        let series = try readPrices("2026-11-23,3\n2026-11-22,2\n2026-11-22,1.5\n2026-11-21,1\n")
        #expect(series == PriceSeries(values: [1, 1.5, 2, 3], lastValueTime: 1_795_392_000, firstValueTime: 1_795_219_200))
    }

    @Test func reportsBadInputWithOneLine() {
        let cases: [(String, String)] = [
            ("", "data.csv: the input is empty"),
            ("time,price\r\n", "data.csv: no data after the header \"time,price\""),
            ("42\n", "data.csv: the line chart needs at least 2 values, found 1"),
            ("1\n2\nthree\n", "data.csv:3: value \"three\" is not a number"),
            // A first row with a time beside its bad value is data, not a header to drop
            // (a missing one, "n/a", is a gap: MissingValuesTests).
            ("2026-11-22,unknown\n2026-11-23,5\n2026-11-24,6\n", "data.csv:1: value \"unknown\" is not a number"),
            ("1795348800,TBD\n1795435200,5\n1795521600,6\n", "data.csv:1: value \"TBD\" is not a number"),
            ("1\n-Infinity\n", "data.csv:2: value \"-Infinity\" is not a finite number"),
            ("1\n2,3\n", "data.csv:2: expected 1 field, found 2 fields"),
            ("1,2,3\n", "data.csv:1: expected 1 field (value) or 2 (time,value), found 3 fields"),
            (
                "2026-11-22,1\nyesterday,1\n",
                "data.csv:2: time \"yesterday\" is neither an ISO-8601 date nor Unix seconds or milliseconds"
            ),
            (
                "2026-02-30,1\n",
                "data.csv:1: time \"2026-02-30\" is neither an ISO-8601 date nor Unix seconds or milliseconds"
            ),
            (
                "2026-11-23T24:00Z,1\n",
                "data.csv:1: time \"2026-11-23T24:00Z\" is neither an ISO-8601 date nor Unix seconds or milliseconds"
            ),
            ("1e300,1\n", "data.csv:1: time \"1e300\" is outside the years 0000…9999"),
            (
                "9999-12-31T23:59:59-01:00,1\n",
                "data.csv:1: time \"9999-12-31T23:59:59-01:00\" is outside the years 0000…9999"
            ),
            (
                "1700000000,1\n1700007200,2\n1700003600,3\n",
                "data.csv:3: times are not in order (rows must run oldest to newest, or newest to oldest)"
            ),
        ]
        for (text, message) in cases {
            #expect(pricesError(text) == message, "input: \(text.debugDescription)")
        }
        #expect(
            pricesError("1\n2\n", coin: "bitcoin")
                == "data.csv: a coin can only be picked from CoinGecko /coins/markets data")
    }

    @Test func refusesMorePointsThanTheLimit() throws {
        let limits = DataLimits(points: 3)
        #expect(try readPrices("1\n2\n3\n", limits: limits).values.count == 3)
        #expect(pricesError("1\n2\n3\n4\n", limits: limits) == "data.csv:4: more than 3 values; reduce the data first")
    }
}

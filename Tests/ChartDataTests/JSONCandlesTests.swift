import Testing

@testable import ChartData

/// Exchanges' candles: rows of 5 to 12 items, `[time, open, high, low, close, …]`,
/// whose close is drawn (refused before: 'expected a number or a {"value"}
/// object, found an array', and Kraken's wrapper 'found an object without "prices"').
@Suite struct JSONCandlesTests {
    /// `GET /api/v3/klines`: twelve items, the open time in milliseconds, prices in strings.
    @Test func readsBinanceKlines() throws {
        let text = """
            [[1700000000000,"37000.1","37100.0","36900.0","37050.5","123.4",1700003599999,"4571234.5",1000,"60.1","2226000.1","0"],
             [1700003600000,"37050.5","37200.0","37000.0","37150.0","98.7",1700007199999,"3660000.2",800,"50.2","1860000.3","0"]]
            """
        let expected = PriceSeries(
            values: [37050.5, 37150], lastValueTime: 1_700_003_600, firstValueTime: 1_700_000_000, lastTimeOffset: 0,
            firstTimeOffset: 0)
        #expect(try readPrices(text, name: "klines.json") == expected)
    }

    /// `GET /0/public/OHLC`: the pair's rows of eight under "result", times in seconds, and "last".
    @Test func readsKrakenOHLC() throws {
        let text = """
            {"error":[],"result":{"XXBTZUSD":[[1700000000,"37000.1","37100.0","36900.0","37050.5","37040.2","12.3",100],
             [1700003600,"37050.5","37200.0","37000.0","37150.0","37100.1","9.8",80]],"last":1700003600}}
            """
        let expected = PriceSeries(
            values: [37050.5, 37150], lastValueTime: 1_700_003_600, firstValueTime: 1_700_000_000, lastTimeOffset: 0,
            firstTimeOffset: 0)
        #expect(try readPrices(text, name: "ohlc.json") == expected)
        #expect(
            pricesError(#"{"error":["EQuery:Unknown asset pair"]}"#, name: "ohlc.json")
                == #"ohlc.json:1:10: the data holds the error "EQuery:Unknown asset pair""#)
    }

    /// ccxt's `fetchOHLCV` and most exchanges: `[t, o, h, l, c(, v)]`, numbers;
    /// Coinbase's `[t, low, high, open, close, volume]` has its close there too.
    @Test func readsOHLCRowsOfFiveOrSix() throws {
        #expect(try readPrices("[[1700000000000, 1, 3, 0.5, 2], [1700003600000, 2, 4, 1, 3]]").values == [2, 3])
        #expect(try readPrices("[[1700000000, 1, 3, 0.5, 2, 10], [1700003600, 2, 4, 1, null, 9], [1700007200, 3, 5, 2, 4, 8]]").values == [2, 4])
    }

    @Test func refusesRowsOfOtherShapes() {
        let cases = [
            (
                "[[1, 2, 3], [4, 5, 6]]",
                "p.json:1:2: expected [time, value] pairs or [time, open, high, low, close, …] rows of 5 to 12 items, found a row of 3 items"
            ),
            ("[[1, 1, 3, 0.5, 2], [2, 1, 3, 0.5, 2, 6]]", "p.json:1:39: expected a row of 5 items, as the first, found more"),
            ("[[1, 1, 3, 0.5, 2], [2, 1, 3, 0.5]]", "p.json:1:21: expected a row of 5 items, as the first, found 4 items"),
            // Bitfinex's [MTS, OPEN, CLOSE, HIGH, LOW, VOLUME]: its fifth item is the low, not the close.
            (
                "[[1700000000000, 2, 2.5, 3, 1, 10], [1700003600000, 2.5, 3, 3.5, 2, 10]]",
                "p.json:1:2: expected a close (item 5) within the row's low and high, found 1 outside 2…3: rows of 5 or more items are read as [time, open, high, low, close, …]"
            ),
        ]
        for (text, message) in cases {
            #expect(pricesError(text, name: "p.json") == message, "input: \(text)")
        }
    }
}

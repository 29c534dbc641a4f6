import Testing

@testable import ChartData

/// Yahoo Finance's chart API, `/v8/finance/chart/{symbol}`: closes paired with
/// `timestamp` (refused before: 'found an object without "prices"').
@Suite struct YahooChartTests {
    static func chart(timestamps: String, closes: String) -> String {
        """
        {"chart":{"result":[{"meta":{"currency":"USD","symbol":"AAPL","regularMarketPrice":185.64},
        "timestamp":[\(timestamps)],"indicators":{"quote":[{"open":[187.15,184.22,182.15],
        "high":[188.44,185.88,183.09],"low":[183.89,183.43,180.88],"close":[\(closes)],
        "volume":[82488700,58414500,71983600]}],"adjclose":[{"adjclose":[184.53,183.15,181.43]}]}}],"error":null}}
        """
    }

    @Test func readsTheClosesAndTheirTimes() throws {
        let text = Self.chart(timestamps: "1704205800,1704292200,1704378600", closes: "185.64,184.25,181.91")
        let expected = PriceSeries(
            values: [185.64, 184.25, 181.91], lastValueTime: 1_704_378_600, firstValueTime: 1_704_205_800,
            lastTimeOffset: 0, firstTimeOffset: 0)
        #expect(try readPrices(text, name: "aapl.json") == expected)
    }

    /// Yahoo writes null for a bar it lacks (a halt, a holiday in an intraday range).
    @Test func nullClosesAreGaps() throws {
        let text = Self.chart(timestamps: "1704205800,1704292200,1704378600", closes: "185.64,null,181.91")
        let (prices, warnings) = try readPricesAndWarnings(text, name: "aapl.json")
        #expect(prices.values == [185.64, 181.91])
        #expect(prices.lastValueTime == 1_704_378_600)
        #expect(warnings == ["aapl.json: 1 value is missing; the line leaves it out"])
    }

    @Test func timesAndClosesMustBeAsMany() {
        let text = Self.chart(timestamps: "1704205800,1704292200,1704378600", closes: "185.64,184.25")
        #expect(
            pricesError(text, name: "aapl.json")
                == #"aapl.json:1:21: "timestamp" holds 3 times and "close" 2 values; they must be as many"#)
    }

    /// `{"code": "Not Found", "description": …}`: the description says more.
    @Test func reportsTheChartsError() {
        let text = #"{"chart":{"result":null,"error":{"code":"Not Found","description":"No data found, symbol may be delisted"}}}"#
        #expect(
            pricesError(text, name: "x.json")
                == #"x.json:1:33: the data holds the error "No data found, symbol may be delisted""#)
        #expect(pricesError(#"{"chart":{"result":null,"error":{"code":"Bad Request"}}}"#, name: "x.json") == #"x.json:1:33: the data holds the error "Bad Request""#)
    }

    /// Which of two results, quotes or closes to draw is unknowable.
    @Test func refusesASecondResultQuoteOrClose() {
        let result = #"{"timestamp":[1,2],"indicators":{"quote":[{"close":[1,2]}]}}"#
        let cases = [
            (#"{"chart":{"result":[\#(result),\#(result)]}}"#, #"x.json:1:82: expected one object in "result", found more"#),
            (
                #"{"chart":{"result":[{"timestamp":[1,2],"indicators":{"quote":[{"close":[1,2]},{"close":[3,4]}]}}]}}"#,
                #"x.json:1:79: expected one object in "quote", found more"#
            ),
            (
                #"{"chart":{"result":[{"timestamp":[1,2],"indicators":{"quote":[{"close":[1,2],"close":[3,4]}]}}]}}"#,
                #"x.json:1:78: duplicate key "close""#
            ),
        ]
        for (text, message) in cases {
            #expect(pricesError(text, name: "x.json") == message, "input: \(text)")
        }
    }
}

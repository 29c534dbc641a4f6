import Testing

@testable import ChartData

/// Arrays of `[time, value]` and `[label, value]` pairs, as Highcharts and
/// Chart.js take data and CoinGecko's `prices` holds it (refused before:
/// 'expected a number or a {"value"} object, found an array').
@Suite struct JSONPairsTests {
    @Test func readsTimeValuePairsAsPrices() throws {
        let milliseconds = try readPrices("[[1700000000000,37000.1],[1700003600000,37150.0]]", name: "p.json")
        #expect(
            milliseconds
                == PriceSeries(
                    values: [37000.1, 37150], lastValueTime: 1_700_003_600, firstValueTime: 1_700_000_000,
                    lastTimeOffset: 0, firstTimeOffset: 0))
        // Seconds, ISO text and numbers in strings, as JSON times and values are read elsewhere.
        let seconds = try readPrices(#"[[1700000000, "37000.1"], ["2023-11-14T23:13:20Z", 37150]]"#, name: "p.json")
        #expect(
            seconds
                == PriceSeries(
                    values: [37000.1, 37150], lastValueTime: 1_700_003_600, firstValueTime: 1_700_000_000,
                    lastTimeOffset: 0, firstTimeOffset: 0))
    }

    @Test func aNullValueIsAGap() throws {
        var reader = JSONDataReader(
            DataInput(name: "p.json", bytes: Array("[[1, 5], [2, null], [3, 7]]".utf8)), limits: .standard)
        let series = try reader.readPrices(coin: nil, requiresCoinGecko: false)
        #expect(series.values == [5, 7])
        #expect(reader.warnings.map(\.description) == ["p.json: 1 value is missing; the line leaves it out"])
    }

    @Test func readsLabelValuePairsAsBars() throws {
        #expect(
            try readBars(#"[["Mon", 5], ["Tue", "7.5"], [3, 2]]"#, name: "b.json")
                == BarData(bars: [Bar(label: "Mon", value: 5), Bar(label: "Tue", value: 7.5), Bar(label: "3", value: 2)]))
    }

    @Test func reportsRowsThatAreNoPairs() {
        #expect(pricesError("[[1, 2], [3]]", name: "p.json") == "p.json:1:10: expected a [time, price] pair, found 1 item")
        #expect(
            pricesError("[[1, 2], [3, 4, 5]]", name: "p.json")
                == "p.json:1:17: expected a [time, price] pair, found more than 2 items")
        #expect(pricesError("[[1, 2], 3]", name: "p.json") == "p.json:1:10: expected a [time, price] pair, found a number")
        #expect(
            pricesError(#"[[1, 2], [3, "x"]]"#, name: "p.json")
                == #"p.json:1:14: expected a number for "price", found the string "x""#)
        #expect(pricesError(#"[[1, 2], ["Mon", 4]]"#, name: "p.json") == #"p.json:1:11: time "Mon" is neither an ISO-8601 date nor Unix seconds or milliseconds"#)
        #expect(barsError("[[\"a\", 1], [true, 2]]", name: "b.json") == "b.json:1:13: expected a string for \"label\", found true or false")
        #expect(barsError("[[\"a\", 1, 2]]", name: "b.json") == "b.json:1:11: expected a [label, value] pair, found more than 2 items")
        #expect(
            pricesError("[[1, 2], [3, 4]]", name: "p.json", column: "v")
                == #"p.json:1:2: expected an object with the key "v", found an array"#)
        #expect(barsError("[[\"a\", null]]", name: "b.json") == "b.json:1:8: expected a number for \"value\", found null")
    }
}

import Testing

@testable import ChartData

@Suite struct JSONShapeTests {
    @Test func readsArraysOfNumbers() throws {
        #expect(try readPrices("[1, 2.5, -3e2, 0]", name: "p.json") == PriceSeries(values: [1, 2.5, -300, 0]))
        let bars = try readBars(" [3456, 5200]\n", name: "b.json")
        #expect(bars == BarData(bars: [Bar(label: "1", value: 3456), Bar(label: "2", value: 5200)]))
    }

    @Test func readsLabelValueObjects() throws {
        let text = """
            [{"label": "55", "value": 3456}, {"value": 5200, "label": 56, "extra": [null, {"a": true}]},
             {"label": "57", "value": 4250}, {"label": "58", "value": 3688}, {"label": "59", "value": 4823}]
            """
        #expect(try readBars(text, name: "b.json") == .tutorial)
        #expect(try readBars(text, name: "b.json", format: .json) == .tutorial)
    }

    /// Records with an "id" key, as a database exports them (refused before as
    /// CoinGecko coins without a sparkline, or as CoinGecko data for bars).
    @Test func readsRecordsWithAnId() throws {
        let bars = #"[{"id": 1, "label": "Mon", "value": 5}, {"id": 2, "label": "Tue", "value": 7}]"#
        #expect(try readBars(bars) == BarData(bars: [Bar(label: "Mon", value: 5), Bar(label: "Tue", value: 7)]))
        let prices = #"[{"id": 1, "time": "2026-11-22", "price": 1}, {"id": 2, "time": "2026-11-23", "price": 2}]"#
        let expected = PriceSeries(values: [1, 2], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600)
        #expect(try readPrices(prices) == expected)
    }

    @Test func readsTimeValueObjectsAsPrices() throws {
        let text = #"[{"time": "2026-11-22", "value": 1}, {"date": 1795435200000, "price": 2, "label": "x"}]"#
        let expected = PriceSeries(
            values: [1, 2], lastValueTime: 1_795_435_200, firstValueTime: 1_795_305_600, lastTimeOffset: 0)
        #expect(try readPrices(text) == expected)
        #expect(try readPrices(#"[{"value": 1}, {"value": 2}]"#) == PriceSeries(values: [1, 2]))
    }

    /// Exchanges' APIs send prices as strings to keep their digits (regression:
    /// 'expected a number for "price", found the string "91000.50"').
    @Test func readsNumbersWrittenAsStrings() throws {
        let text = #"[{"time": 1795305600, "price": "91000.50"}, {"time": 1795392000, "price": " 91100"}, {"time": 1795478400, "price": "9.1e4"}]"#
        #expect(try readPrices(text).values == [91000.5, 91100, 91000])
        #expect(try readBars(#"[{"label": "a", "value": "12"}]"#).values == [12])
    }

    /// JSON objects are read by the names CSV headers are: "close" for the value
    /// ("object has no value" before) and "datetime" or "snapped_at" for the time
    /// (ignored before, so the chart had no dates).
    @Test func readsTheNamesCSVHeadersAreReadBy() throws {
        let close = #"[{"time": "2026-11-22", "open": 9, "close": 1}, {"time": "2026-11-23", "close": 2}]"#
        let expected = PriceSeries(values: [1, 2], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600)
        #expect(try readPrices(close) == expected)
        let datetime = #"[{"datetime": "2026-11-22", "value": 1}, {"snapped_at": "2026-11-23", "value": 2}]"#
        #expect(try readPrices(datetime) == expected)
        #expect(try readBars(#"[{"label": "a", "close": 3}]"#) == BarData(bars: [Bar(label: "a", value: 3)]))
    }

    /// Keys with capitals, as pandas' `to_json(orient="records")` writes a
    /// DataFrame's columns, read as a CSV header of those names does; before,
    /// `object has no "value"`, and with `--column Close` no time.
    @Test func keysAreComparedAsCSVHeadersAre() throws {
        let pandas = #"[{"Date": "2026-11-22", "Open": 9, "Close": 1}, {"Date": "2026-11-23", "Open": 9, "Close": 2}]"#
        let expected = PriceSeries(values: [1, 2], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600)
        #expect(try readPrices(pandas) == expected)
        #expect(try readPrices(pandas, column: "close") == expected)
        #expect(try readBars(#"[{"Name": "a", "Value": 3}, {"Name": "b", "Value": 4}]"#)
            == BarData(bars: [Bar(label: "a", value: 3), Bar(label: "b", value: 4)]))
        #expect(
            pricesError(#"[{"Value": 1, "value": 2}]"#, name: "d.json")
                == #"d.json:1:15: both "Value" and "value" hold the value; keep one, or pick one with --column"#)
    }

    /// Two different value keys in one object: which was meant is unknowable, and
    /// the message names both (it said "duplicate key" of the second alone).
    @Test func twoValueKeysAreNamedTogether() {
        #expect(
            pricesError(#"[{"value": 1, "close": 2}, {"value": 3}]"#, name: "d.json")
                == #"d.json:1:15: both "value" and "close" hold the value; keep one, or pick one with --column"#)
        #expect(pricesError(#"[{"value": 1, "value": 2}]"#, name: "d.json") == #"d.json:1:15: duplicate key "value""#)
    }

    @Test func decodesStringsExactly() throws {
        let text = #"[{"label": "a\"b\\c\/\u00e9\ud83d\ude00\n", "value": 1}, {"label": "Zürich", "value": 2}]"#
        #expect(try readBars(text).labels == ["a\"b\\c/é😀", "Zürich"])
    }

    /// README: bar objects have "label" and "value" (or "price"), as price objects
    /// do (regression: "price" was refused as a missing "value").
    @Test func barObjectsTakeValueOrPrice() throws {
        let bars = try readBars(#"[{"label": "a", "price": 3}, {"name": "b", "value": 4}]"#)
        #expect(bars == BarData(bars: [Bar(label: "a", value: 3), Bar(label: "b", value: 4)]))
        #expect(
            barsError(#"[{"label": "a", "value": 1, "price": 2}]"#, name: "d.json")
                == #"d.json:1:29: both "value" and "price" hold the value; keep one, or pick one with --column"#)
    }

    @Test func reportsBadDataWithLineAndColumn() {
        let cases: [(String, String)] = [
            ("", "d.json: the input is empty"),
            ("[]", "d.json: the JSON array holds no values"),  // not "the input is empty", as it said
            ("[1]", "d.json:1:4: the line chart needs at least 2 values, found 1"),
            ("[1, 2,\n 3", "d.json:2:3: JSON ends early: an array is not closed"),
            ("[1, 2", "d.json:1:6: JSON ends early: an array is not closed"),
            ("[{\"value\": 1}, {\"value\": ", "d.json:1:26: JSON ends early: expected a value"),
            ("[\"1\", \"2\"]", "d.json:1:2: expected a number, a {\"value\"} object or a [time, value] pair, found a string"),
            ("[1, \"2\"]", "d.json:1:5: expected a number, found a string"),
            (
                "[{\"value\": \"3 USD\"}, {\"value\": 4}]",
                "d.json:1:12: expected a number for \"value\", found the string \"3 USD\""
            ),
            ("[{\"value\": \"1e400\"}, {\"value\": 4}]", "d.json:1:12: value \"1e400\" is not a finite number"),
            ("[{\"price\": 1}, {\"time\": 1}]", "d.json:1:16: object has no \"value\", \"price\" or \"close\"; its keys: time"),
            (
                "[{\"value\": 1, \"price\": 2}]",
                "d.json:1:15: both \"value\" and \"price\" hold the value; keep one, or pick one with --column"
            ),
            ("[1, NaN]", "d.json:1:5: value \"NaN\" is not a finite number"),
            ("[1, -Infinity]", "d.json:1:5: value \"-Infinity\" is not a finite number"),
            ("[1, 1e400]", "d.json:1:5: value \"1e400\" is not a finite number"),
            ("\"hello\"", "d.json:1:1: expected an array or an object, found a string"),
            ("[1, 2] 3", "d.json:1:8: invalid JSON: unexpected '3' after the end of the JSON value"),
            ("[1, 2,]", "d.json:1:7: invalid JSON: trailing ',' before ']'"),
            ("[1 2]", "d.json:1:4: invalid JSON: expected ',' or ']' after an array element, found '2'"),
            ("[01, 2]", "d.json:1:2: invalid JSON: invalid number \"01\""),
            ("[1., 2]", "d.json:1:2: invalid JSON: invalid number \"1.\""),
            ("[+1, 2]", "d.json:1:2: invalid JSON: expected a value, found '+'"),
            ("[.5, 2]", "d.json:1:2: invalid JSON: expected a value, found '.'"),
            ("[1, 2x]", "d.json:1:5: invalid JSON: invalid number \"2x\""),
            ("[1, tru]", "d.json:1:5: invalid JSON: invalid literal \"tru\""),
            ("[{\"value\": tru}]", "d.json:1:12: invalid JSON: invalid literal \"tru\""),
            ("{\"prices\": [[1, 2], [3, 4]], \"x\": nul}", "d.json:1:35: invalid JSON: invalid literal \"nul\""),
            ("[{'value': 1}]", "d.json:1:3: invalid JSON: expected a string key, found '''"),
            ("[{\"value\" 1}]", "d.json:1:11: invalid JSON: expected ':' after a key, found '1'"),
            (
                "[{\"value\": 1 \"x\": 2}]",
                "d.json:1:14: invalid JSON: expected ',' or '}' after an object member, found '\"'"
            ),
            (
                "[{\"value\": 1,\n  \"x\": \"a\tb\"}]",
                "d.json:2:10: invalid JSON: control character byte 0x09 in a string (escape it)"
            ),
            ("[{\"value\": 1, \"x\": \"\\q\"}]", "d.json:1:21: invalid JSON: invalid escape \"\\q\""),
            ("[{\"value\": 1, \"x\": \"\\ud800\"}]", "d.json:1:21: invalid JSON: unpaired surrogate in a \\u escape"),
            (
                "[{\"value\": 1, \"x\": \"\\udc00\\ud800\"}]",
                "d.json:1:21: invalid JSON: unpaired surrogate in a \\u escape"
            ),
            (
                "[{\"value\": 1, \"x\": \"\\u12g4\"}]",
                "d.json:1:21: invalid JSON: \\u must be followed by four hex digits"
            ),
            ("[{\"value\": 1, \"x\": \"abc", "d.json:1:20: JSON ends early: a string is not closed"),
        ]
        for (text, message) in cases {
            #expect(pricesError(text, name: "d.json", format: .json) == message, "input: \(text)")
        }
    }

    @Test func refusesInvalidUTF8InStrings() {
        for bad: [UInt8] in [
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
        ] {
            let bytes = Array("[{\"value\": 1, \"x\": \"".utf8) + bad + Array("\"}, 2]".utf8)
            #expect(throws: DataError(source: "d.json", line: 1, column: 21, problem: .invalidUTF8)) {
                try PriceSeries(reading: DataInput(name: "d.json", bytes: bytes))
            }
        }
        let fine =
            Array("[{\"value\": 1, \"x\": \"".utf8) + [0xF0, 0x9F, 0x98, 0x80] + Array("\"}, {\"value\": 2}]".utf8)
        #expect(throws: Never.self) { try PriceSeries(reading: DataInput(name: "d.json", bytes: fine)) }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(
            pricesError("[{\"value\": 1, \"x\": \(deep)}]", name: "d.json")
                == "d.json:1:82: JSON is nested deeper than 64 levels")
        let fine = String(repeating: "[", count: 62) + String(repeating: "]", count: 62)
        #expect(pricesError("[{\"value\": 1, \"x\": \(fine)}, {\"value\": 2}]", name: "d.json") == nil)
        let huge = String(repeating: "[", count: 1_000_000)
        #expect(
            pricesError("[{\"value\": 1, \"x\": \(huge)", name: "d.json")
                == "d.json:1:82: JSON is nested deeper than 64 levels")
        #expect(pricesError(huge, name: "d.json") == "d.json:1:65: JSON is nested deeper than 64 levels")
        #expect(
            barsError("[{\"label\": \(huge)", name: "d.json")
                == "d.json:1:12: expected a string for \"label\", found an array")
        #expect(barsError("[{\"x\": \(huge)", name: "d.json") == "d.json:1:70: JSON is nested deeper than 64 levels")
    }

    @Test func reportsBarProblems() {
        #expect(
            barsError("[{\"label\": \"a\", \"value\": -2.5}]", name: "b.json")
                == "b.json:1:2: bar \"a\" has the value -2.5: bar values must be ≥ 0")
        #expect(barsError("[{\"value\": 1}]", name: "b.json") == "b.json:1:2: object has no \"label\"")
        #expect(
            barsError("[{\"label\": true, \"value\": 1}]", name: "b.json")
                == "b.json:1:12: expected a string for \"label\", found true or false")
        #expect(barsError("[[1]]", name: "b.json") == "b.json:1:2: expected a [label, value] pair, found 1 item")
        #expect(
            barsError("{\"prices\": [[1, 2]]}", name: "b.json")
                == "b.json:1:1: CoinGecko data is a price series; draw it with the line chart")
        #expect(
            barsError("{\"prices\": [[1, 2]]}", name: "b.json", format: .coingecko)
                == "b.json: CoinGecko data is a price series; draw it with the line chart")
        // Other objects, such as an API's wrapper, were called CoinGecko data too.
        #expect(
            barsError("{\"data\": [{\"label\": \"a\", \"value\": 1}]}", name: "b.json")
                == "b.json:1:1: expected an array of numbers or {\"label\", \"value\"} objects, found an object")
        #expect(
            pricesError("{\"data\": [[1704067200, 42283.5], [1704070800, 42290]]}", name: "api.json")
                == "api.json:1:1: expected an array of numbers or {\"value\"} objects, CoinGecko's {\"prices\": …}, Kraken's {\"result\": …}, Yahoo's {\"chart\": …} or Alpha Vantage's {\"Time Series (Daily)\": …}, found an object without \"prices\"")
        let many = "[" + (1...51).map(String.init).joined(separator: ", ") + "]"
        #expect(
            barsError(many, name: "b.json")
                == "b.json:1:193: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first")
    }
}

import Testing

@testable import ChartData

/// An object without a value key names the keys it has and, when exactly one
/// other key holds a number, the `--column` that reads it (before: 'object has
/// no "value"', no hint).
@Suite struct MissingValueKeyTests {
    @Test func namesTheKeysAndTheOneNumberKey() {
        #expect(
            barsError(#"[{"day":"Mon","v":5},{"day":"Tue","v":7}]"#, name: "tot.json")
                == #"tot.json:1:2: object has no "value", "price" or "close"; its keys: day, v; to draw "v", add --column v"#)
        // A number in a string counts, as it is read; the time is no value.
        #expect(
            pricesError(#"[{"time": 1700000000, "usd": "37000.5"}]"#, name: "p.json")
                == #"p.json:1:2: object has no "value", "price" or "close"; its keys: time, usd; to draw "usd", add --column usd"#)
    }

    @Test func namesNoKeyWhereNoneOrSeveralHoldNumbers() {
        #expect(
            barsError(#"[{"day": "Mon", "low": 1, "high": 2}]"#, name: "b.json")
                == #"b.json:1:2: object has no "value", "price" or "close"; its keys: day, low, high"#)
        // The key whose number labels the bar is not the value.
        #expect(
            barsError(#"[{"id": 1, "note": "x"}]"#, name: "b.json")
                == #"b.json:1:2: object has no "value", "price" or "close"; its keys: id, note"#)
        #expect(pricesError(#"[{}]"#, name: "p.json") == #"p.json:1:2: object has no "value", "price" or "close"; it is empty"#)
    }
}

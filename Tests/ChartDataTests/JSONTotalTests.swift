import Testing

@testable import ChartData

/// A last JSON object (or pair) that totals the bars above it is left out with
/// the CSV's warning (`TotalRow`), and so is a line's last labelled object
/// without a time; before, it was drawn as one more bar or point, without a word.
@Suite struct JSONTotalTests {
    static func bars(_ text: String) throws -> (BarData, [String]) {
        try readBarsAndWarnings(text, name: "t.json")
    }

    static func prices(_ text: String) throws -> (PriceSeries, [String]) {
        try readPricesAndWarnings(text, name: "t.json")
    }

    @Test func barsLeaveOutATrailingTotal() throws {
        let (bars, warnings) = try Self.bars(
            "[{\"label\":\"Mon\",\"value\":5},\n {\"label\":\"Tue\",\"value\":7},\n {\"label\":\"Total\",\"value\":12}]")
        #expect(bars == BarData(bars: [Bar(label: "Mon", value: 5), Bar(label: "Tue", value: 7)]))
        #expect(warnings == ["t.json: line 3 (\"Total\") is the sum of the rows above; left out as a total"])
        // Pairs, a string value, and the rounding the CSV allows.
        #expect(try Self.bars(#"[["a", "0.333"], ["b", 0.333], ["c", 0.333], ["Grand Total", "1.00"]]"#).0.values == [0.333, 0.333, 0.333])
    }

    /// As in CSV, a full chart's total is left out before the limit counts: 50
    /// objects and their total were refused as "more than 50 bars".
    @Test func aTotalAfterTheLastBarAllowedIsLeftOut() throws {
        let objects = (1...50).map { "{\"label\":\"b\($0)\",\"value\":\($0)}" }.joined(separator: ",\n")
        let (bars, warnings) = try Self.bars("[\(objects),\n{\"label\":\"Total\",\"value\":1275}]")
        #expect(bars.values == (1...50).map(Double.init))
        #expect(warnings == ["t.json: line 51 (\"Total\") is the sum of the rows above; left out as a total"])
        // A 51st bar stays refused, called Total but no sum, or with a bar after it.
        let tooMany = "t.json:51:1: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first"
        #expect(barsError("[\(objects),\n{\"label\":\"b51\",\"value\":51}]", name: "t.json") == tooMany)
        #expect(barsError("[\(objects),\n{\"label\":\"Total\",\"value\":1276}]", name: "t.json") == tooMany)
        #expect(
            barsError("[\(objects),\n{\"label\":\"Total\",\"value\":1275},\n[\"b52\",1]]", name: "t.json")
                == "t.json:52:1: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first")
    }

    @Test func otherTotalsAreBars() throws {
        #expect(try Self.bars(#"[{"label":"Mon","value":5},{"label":"Tue","value":7},{"label":"Total","value":13}]"#).0.values == [5, 7, 13])
        #expect(try Self.bars(#"[{"label":"Total","value":12},{"label":"Mon","value":5},{"label":"Tue","value":7}]"#).0.values == [12, 5, 7])
        #expect(try Self.bars(#"[{"label":"Mon","value":5},{"label":"Total","value":5}]"#).0.values == [5, 5])
    }

    @Test func aLineOfLabelObjectsLeavesItOutToo() throws {
        let (line, warnings) = try Self.prices(#"[{"label":"Mon","value":5},{"label":"Tue","value":7},{"label":"Total","value":12}]"#)
        #expect(line.values == [5, 7])
        #expect(warnings == ["t.json: line 1 (\"Total\") is the sum of the rows above; left out as a total"])
        // Not the sum, a gap, or a time: a point.
        #expect(try Self.prices(#"[{"label":"Mon","value":5},{"label":"Tue","value":7},{"label":"Total","value":13}]"#).0.values == [5, 7, 13])
        #expect(try Self.prices(#"[{"label":"Mon","value":5},{"label":"Tue","value":7},{"label":"Total","value":null}]"#).0.values == [5, 7])
        let timed = #"[{"time":1700000000,"value":5},{"time":1700003600,"value":7},{"time":1700007200,"label":"Total","value":12}]"#
        #expect(try Self.prices(timed).0.values == [5, 7, 12])
    }
}

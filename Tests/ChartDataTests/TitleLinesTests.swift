import Testing

@testable import ChartData

/// Lines of one text field before a table (a report's title, an analytics
/// export's "# …" lines) are skipped with a warning; anything else is read as
/// before.
@Suite struct TitleLinesTests {
    @Test func titlesBeforeATableAreSkippedAndNamed() throws {
        var warnings: [DataWarning] = []
        let input = DataInput(name: "r.csv", bytes: Array("Sales report 2024\n\nmonth,sales\nJan,5\nFeb,7\n".utf8))
        let bars = try BarData(reading: input, warnings: &warnings)
        #expect(bars.values == [5, 7] && bars.labels == ["Jan", "Feb"])
        #expect(warnings.map(\.description) == ["r.csv: line 1 before the table (\"Sales report 2024\") skipped as a title"])
    }

    @Test func analyticsCommentLinesAreSkipped() throws {
        let text = """
            # ----------------------------------------
            # All Web Site Data
            # 20240101-20240131
            # ----------------------------------------

            Day Index,Sessions
            1/1/24,"1,234"
            1/2/24,"1,310"
            1/13/24,998

            """
        var warnings: [DataWarning] = []
        let prices = try PriceSeries(reading: DataInput(name: "ga.csv", bytes: Array(text.utf8)), warnings: &warnings)
        #expect(prices.values == [1234, 1310, 998])
        #expect(warnings.map(\.description) == ["ga.csv: lines 1–5 before the table (\"# --------------------------------------…\", …) skipped as a title"])
    }

    /// A one-column series under its name, a one-field first row of data, or
    /// one-field lines with no table after them are not titles.
    @Test func otherOneFieldLinesAreNotTitles() throws {
        var warnings: [DataWarning] = []
        let prices = try PriceSeries(reading: DataInput(name: "p.csv", bytes: Array("price\n1\n2\n".utf8)), warnings: &warnings)
        #expect(prices.values == [1, 2] && warnings.isEmpty)
        #expect(barsError("Sales\nMore text\n") == "data.csv:1: expected 2 fields (label,value), found 1 field")
        #expect(barsError("5\na,1\n") == "data.csv:1: expected 2 fields (label,value), found 1 field")
    }
}

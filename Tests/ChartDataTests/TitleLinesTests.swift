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

    /// Excel pads every row to its used range, a title's and a blank row's too:
    /// "Umsatz 2024;;" was the table's first row ("value \"\" is not a number").
    @Test func titlesPaddedWithSeparatorsAreSkipped() throws {
        var warnings: [DataWarning] = []
        let text = "sep=;\r\nUmsatz 2024;;\r\nFiliale Bern;;\r\n;;\r\nMonat;Umsatz;Kosten\r\nJan;5;1\r\nFeb;7;2\r\n"
        let bars = try BarData(reading: DataInput(name: "u.csv", bytes: Array(text.utf8)), column: "Umsatz", warnings: &warnings)
        #expect(bars.values == [5, 7] && bars.labels == ["Jan", "Feb"])
        #expect(warnings.map(\.description) == ["u.csv: lines 2–4 before the table (\"Umsatz 2024\", …) skipped as a title"])
        #expect(try readPrices("Kurs 2024,\nDate,Close\n2026-11-22,1\n2026-11-23,2\n").values == [1, 2])
        // A first row of data with its value missing is still read as data.
        #expect(pricesError("2026-11-22,\n2026-11-23,2\n") == "data.csv: the line chart needs at least 2 values, found 1")
        #expect(barsError("Mon;\nTue;5\n") == "data.csv:1: value \"\" is not a number; the field is empty")
        // Blank padded lines count towards the 20 lines looked ahead, as titles do.
        let blanks = String(repeating: ";;\n", count: 18)
        #expect(try readBars("Umsatz;;\n" + blanks + "Monat;Umsatz\nJan;5\n").values == [5])
        #expect(barsError("Umsatz;;\n" + blanks + ";;\n;;\nMonat;Umsatz\nJan;5\n") != nil)
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

import Testing

@testable import ChartData

/// A last row that totals the rows above it (Google Analytics, a Sheets pivot,
/// bank exports) is left out with a warning; it was drawn as one more bar.
@Suite struct TotalRowTests {
    static func bars(_ text: String, name: String = "t.csv") throws -> (BarData, [String]) {
        try readBarsAndWarnings(text, name: name)
    }

    @Test func aTrailingTotalIsLeftOutWithAWarning() throws {
        let (bars, warnings) = try Self.bars("Source,Sessions\ngoogle,1200\ndirect,800\nbing,34\nTotal,2034\n")
        #expect(bars.labels == ["google", "direct", "bing"] && bars.values == [1200, 800, 34])
        #expect(warnings == ["t.csv: line 5 (\"Total\") is the sum of the rows above; left out as a total"])
    }

    /// A full chart's total is left out before the limit counts: 50 bars and
    /// their total were refused as "more than 50 bars".
    @Test func aTotalAfterTheLastBarAllowedIsLeftOut() throws {
        let rows = (1...50).map { "b\($0),\($0)" }.joined(separator: "\n")
        let (bars, warnings) = try Self.bars("label,value\n\(rows)\nTotal,1275\n")
        #expect(bars.values == (1...50).map(Double.init))
        #expect(warnings == ["t.csv: line 52 (\"Total\") is the sum of the rows above; left out as a total"])
        // A 51st bar stays refused, called Total but no sum, or with a row after it.
        let tooMany = "t.csv:52: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first"
        #expect(barsError("label,value\n\(rows)\nb51,51\n", name: "t.csv") == tooMany)
        #expect(barsError("label,value\n\(rows)\nTotal,1276\n", name: "t.csv") == tooMany)
        #expect(
            barsError("label,value\n\(rows)\nTotal,1275\nb52,1\n", name: "t.csv")
                == "t.csv:53: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first")
    }

    @Test(arguments: ["Grand Total", "TOTALS", "sum", "Gesamt", "Summe", "total"])
    func everyTotalNameCounts(label: String) throws {
        let (bars, warnings) = try Self.bars("a;1,25\nb;2,25\n\(label);3,50\n")
        #expect(bars.values == [1.25, 2.25] && warnings.count == 1)
    }

    /// Within the file's rounding: three thirds written to three places total
    /// 1.00, within half a cent for each of the four; whole numbers add up exactly.
    @Test func theTotalMayBeRounded() throws {
        #expect(try Self.bars("a,0.333\nb,0.333\nc,0.333\nTotal,1.00\n").0.values == [0.333, 0.333, 0.333])
        #expect(try Self.bars("a,0.333\nb,0.333\nc,0.333\nTotal,1.01\n").0.values.count == 3)
        #expect(try Self.bars("a,0.333\nb,0.333\nc,0.333\nTotal,1.03\n").0.values.count == 4)
        #expect(try Self.bars("a,10\nb,20\nTotal,31\n").0.values.count == 3)
    }

    /// A row called Total that is not the sum, not last, or the only row above it
    /// is a bar like any other.
    @Test func otherTotalsAreBars() throws {
        #expect(try Self.bars("a,1\nb,2\nTotal,5\n") == (BarData(bars: [Bar(label: "a", value: 1), Bar(label: "b", value: 2), Bar(label: "Total", value: 5)]), []))
        #expect(try Self.bars("Total,3\na,1\nb,2\n").0.values == [3, 1, 2])
        #expect(try Self.bars("a,5\nTotal,5\n").0.values == [5, 5])
        #expect(try Self.bars("a,1\nb,2\nSubtotal,3\n").0.values == [1, 2, 3])
    }

    static func prices(_ text: String, name: String = "t.csv") throws -> (PriceSeries, [String]) {
        try readPricesAndWarnings(text, name: name)
    }

    /// A line chart whose first column holds labels it ignores drew the total as
    /// one more point, as tall as all the others together.
    @Test func aLineLeavesOutATrailingTotalToo() throws {
        let (line, warnings) = try Self.prices("x,v\nMon,5\nTue,7\nTotal,12\n")
        #expect(line.values == [5, 7])
        #expect(warnings == ["t.csv: line 4 (\"Total\") is the sum of the rows above; left out as a total"])
        #expect(try Self.prices("Mon,5\nTue,7\nWed,n/a\nGrand Total,12\n").0.values == [5, 7])
        #expect(try Self.prices("day,open,close\nMon,1,5\nTue,2,7\nSumme,3,12\n").0.values == [5, 7])
        // Not the sum, not last, a gap, or times in the first column: a point.
        #expect(try Self.prices("Mon,5\nTue,7\nTotal,13\n").0.values == [5, 7, 13])
        #expect(try Self.prices("Mon,5\nTue,7\nTotal,n/a\n").0.values == [5, 7])
        #expect(try Self.prices("Mon,5\nTotal,5\n").0.values == [5, 5])
        #expect(try Self.prices("5\n7\n12\n").0.values == [5, 7, 12])
    }
}

import Testing

@testable import ChartData

/// Gaps in a price series (an empty cell, NA, null, FRED's "."): the line
/// leaves them out and a warning names them; a bar without a value is an error.
@Suite struct MissingValuesTests {
    func prices(_ text: String) throws -> (PriceSeries, [String]) {
        var warnings: [DataWarning] = []
        let series = try PriceSeries(reading: DataInput(name: "p.csv", bytes: Array(text.utf8)), warnings: &warnings)
        return (series, warnings.map(\.description))
    }

    @Test func csvGapsAreLeftOutAndNamed() throws {
        let (series, warnings) = try prices("date,price\n2024-01-01,1\n2024-01-02,\n2024-01-03,NA\n2024-01-04,3\n2024-01-05,.\n")
        #expect(series.values == [1, 3])
        #expect(warnings == ["p.csv: 3 values are missing (lines 3, 4, 6); the line leaves them out"])
        for marker in ["", "na", "N/A", "#N/A", "null", "None", "NaN", ".", "-"] {
            let (gap, _) = try prices("1\n\(marker)\n2\n")
            #expect(gap.values == [1, 2], "\(marker)")
        }
    }

    @Test func manyGapsListTheFirstFive() throws {
        let rows = (1...14).map { "\($0)," + ($0 % 2 == 0 ? "" : "\($0)") }.joined(separator: "\n")
        let (series, warnings) = try prices("time,value\n" + rows + "\n")
        #expect(series.values == [1, 3, 5, 7, 9, 11, 13])
        #expect(warnings == ["p.csv: 7 values are missing (lines 3, 5, 7, 9, 11, …); the line leaves them out"])
        let (_, one) = try prices("value\n1\nn/a\n2\n")
        #expect(one == ["p.csv: 1 value is missing (line 3); the line leaves it out"])
        // A first row with a time beside a gap is data, not a header.
        let (first, firstWarnings) = try prices("2026-11-22,n/a\n2026-11-23,5\n2026-11-24,6\n")
        #expect(first.values == [5, 6] && firstWarnings == ["p.csv: 1 value is missing (line 1); the line leaves it out"])
    }

    /// A gap leaves out a value, not its row's other fields: a time that is no
    /// time is an error there too, as in JSON, and a gap's date may settle the
    /// order of day and month.
    @Test func aGapsTimeIsStillRead() throws {
        let message = #"time "banana" is neither an ISO-8601 date nor Unix seconds or milliseconds"#
        #expect(pricesError("date,price\n2024-01-01,1\nbanana,NA\n2024-01-03,3\n") == "data.csv:3: " + message)
        #expect(pricesError("date,price\n2024-01-01,1\n2024-01-02,2\nbanana,\n") == "data.csv:4: " + message)
        #expect(pricesError(#"[{"time": "2024-01-01", "value": 1}, {"time": "banana", "value": null}]"#)?.hasSuffix(message) == true)
        let (settled, _) = try prices("date,price\n1/13/2024,NA\n1/2/2024,1\n1/3/2024,2\n")
        #expect(settled.values == [1, 2])
        #expect(settled.lastValueTime == 1_704_240_000)
    }

    @Test func jsonNullsAreLeftOut() throws {
        let (objects, warnings) = try prices(#"[{"time": "2024-01-01", "value": 1}, {"time": "2024-01-02", "value": null}, {"time": "2024-01-03", "value": 3}]"#)
        #expect(objects.values == [1, 3])
        #expect(warnings == ["p.csv: 1 value is missing; the line leaves it out"])
        #expect(try prices("[1, null, null, 4]").0.values == [1, 4])
    }

    @Test func otherWordsAndBarsStayErrors() {
        #expect(pricesError("value\n1\nmissing\n2\n") == "data.csv:3: value \"missing\" is not a number")
        #expect(pricesError("value\n1\ninf\n2\n") == "data.csv:3: value \"inf\" is not a finite number")
        #expect(barsError("a,1\nb,NA\n") == "data.csv:2: value \"NA\" is not a number")
        #expect(barsError(#"[{"label": "a", "value": null}]"#) != nil)
        #expect(pricesError("value\nNA\n1\n") == "data.csv: the line chart needs at least 2 values, found 1")
    }
}

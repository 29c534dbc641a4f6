import Testing

@testable import ChartData

/// A CSV header with two columns for one thing (`date,price,close`) is refused as
/// a JSON object with two keys for it is: which one was meant is unknowable.
@Suite struct OneColumnPerThingTests {
    @Test func twoColumnsForOneThingAreNamedTogether() {
        let valueHint = "; keep one, or pick one with --column"
        #expect(
            pricesError("date,price,close\n2026-11-22,1,2\n2026-11-23,3,4\n")
                == #"data.csv:1: both "price" and "close" hold the value"# + valueHint)
        #expect(
            barsError("label,value,price\na,1,2\n") == #"data.csv:1: both "value" and "price" hold the value"# + valueHint)
        #expect(
            pricesError("time,date,value\n2026-11-22,2026-11-22,1\n2026-11-23,2026-11-23,2\n")
                == #"data.csv:1: both "time" and "date" hold the time; keep one"#)
        #expect(
            barsError("label,name,value\na,b,1\n") == #"data.csv:1: both "label" and "name" hold the label; keep one"#)
        // The header's line and its names as written.
        #expect(
            pricesError("sep=;\nDate;Price;Close\n2026-11-22;1;2\n2026-11-23;3;4\n")
                == #"data.csv:2: both "Price" and "Close" hold the value"# + valueHint)
        // One name twice, as a JSON key twice is a duplicate.
        #expect(
            pricesError("date,value,value\n2026-11-22,1,2\n2026-11-23,3,4\n")
                == #"data.csv:1: the header has more than one column named "value""#)
        #expect(
            pricesError("Time,time,value\n2026-11-22,2026-11-22,1\n2026-11-23,2026-11-23,2\n")
                == #"data.csv:1: the header has more than one column named "Time""#)
    }

    @Test func theColumnAskedForIsTheOneAndTheOtherAnExtraColumn() throws {
        let days = "date,price,close\n2026-11-22,1,2\n2026-11-23,3,4\n"
        #expect(try readPrices(days, column: "close").values == [2, 4])
        #expect(try readPrices(days, column: "Price").values == [1, 3])
        #expect(try readPrices(days, column: "close").lastValueTime == 1_795_392_000)
        #expect(
            try readBars("label,value,price\na,1,2\nb,3,4\n", column: "price").bars
                == [Bar(label: "a", value: 2), Bar(label: "b", value: 4)])
        // The label is then the first other column, as in JSON the first other key.
        #expect(try readBars("value,price\n1,2\n3,4\n", column: "price").labels == ["1", "3"])
        // Two names for the time or the label are refused with --column too.
        #expect(
            pricesError("time,date,price,close\n1,1,2,3\n2,2,4,5\n", column: "close")
                == #"data.csv:1: both "time" and "date" hold the time; keep one"#)
    }

    @Test func aHeaderWithOneNamePerThingReadsAsBefore() throws {
        let ohlc = "date,open,high,low,close,volume\n2026-11-22,1,3,0.5,2,100\n2026-11-23,2,4,1,3.5,90\n"
        #expect(
            try readPrices(ohlc)
                == PriceSeries(values: [2, 3.5], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600))
        #expect(try readBars(ohlc).bars == [Bar(label: "2026-11-22", value: 2), Bar(label: "2026-11-23", value: 3.5)])
        // Names the reader does not use may repeat.
        #expect(try readPrices("date,note,note,value\n2026-11-22,a,b,1\n2026-11-23,c,d,2\n").values == [1, 2])
        // A time name in a bar file, a label name in a price file, is an extra column.
        #expect(try readBars("time,date,label,value\n1,2,a,3\n").bars == [Bar(label: "a", value: 3)])
        #expect(try readPrices("label,name,value\na,b,1\nc,d,2\n") == PriceSeries(values: [1, 2]))
    }

    /// The same header and row as a CSV file and as a JSON object (values written
    /// as JSON: strings quoted) read alike, or fail with the same problem.
    @Test(arguments: [
        (["date", "price", "close"], [#""2026-11-22""#, "1", "2"], nil),
        (["date", "price", "close"], [#""2026-11-22""#, "1", "2"], "close"),
        (["time", "datetime", "value"], ["1", "2", "3"], nil),
        (["time", "datetime", "value", "price"], ["1", "2", "3", "4"], "price"),
        (["snapped_at", "price", "market_cap"], ["1795305600", "5", "6"], nil),
        (["label", "name", "value"], [#""a""#, #""b""#, "1"], nil),
        (["name", "label", "close", "value"], [#""a""#, #""b""#, "1", "2"], "value"),
        (["label", "value", "price"], [#""a""#, "1", "2"], "price"),
    ] as [([String], [String], String?)])
    func csvReadsAsJSONDoes(names: [String], row: [String], column: String?) {
        let line = row.map { $0.replacing("\"", with: "") }.joined(separator: ",") + "\n"
        let csv = names.joined(separator: ",") + "\n" + line + line
        let pairs = zip(names, row).map { "\"\($0)\": \($1)" }.joined(separator: ", ")
        let json = "[{\(pairs)}, {\(pairs)}]"
        let bars = { (text: String) throws(DataError) in try readBars(text, column: column) }
        let prices = { (text: String) throws(DataError) in try readPrices(text, column: column) }
        #expect(outcome(bars, csv) == outcome(bars, json))
        #expect(outcome(prices, csv) == outcome(prices, json))
    }
}

/// What `read` made of `text`, or the problem it failed with (wherever it was).
private func outcome<Read: Equatable>(
    _ read: (String) throws(DataError) -> Read, _ text: String
) -> Result<Read, DataProblemOnly> {
    do {
        return .success(try read(text))
    } catch {
        return .failure(DataProblemOnly(problem: error.problem))
    }
}

/// A `DataError`'s problem alone: the two formats place it differently.
private struct DataProblemOnly: Error, Equatable {
    var problem: DataProblem
}

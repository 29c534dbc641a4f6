import Testing

@testable import ChartData

/// Times that repeat the row before's: several series in rows (`date,ticker,close`)
/// zigzag as one line, so they are drawn with a warning that says so.
@Suite struct RepeatedTimesTests {
    static let zigzag = "; several series in one file are drawn as one zigzag line: give one series a file"

    @Test func severalTickersInRowsWarnWithTheirLines() throws {
        let text = """
            Date,Symbol,Close
            2024-01-02,AAPL,185.6
            2024-01-02,MSFT,370.9
            2024-01-03,AAPL,184.2
            2024-01-03,MSFT,370.6
            2024-01-04,AAPL,181.9
            2024-01-04,MSFT,367.9

            """
        let (series, warnings) = try readPricesAndWarnings(text, name: "long.csv")
        #expect(series.values == [185.6, 370.9, 184.2, 370.6, 181.9, 367.9])
        #expect(warnings == ["long.csv: 3 rows have the time of the row before (lines 3, 5, 7)" + Self.zigzag])
    }

    @Test func aRepeatedTimeWarnsInEitherOrderAndInJSON() throws {
        let (_, newestFirst) = try readPricesAndWarnings("2024-01-03,3\n2024-01-02,2\n2024-01-02,1\n")
        #expect(newestFirst == ["data.csv: 1 row has the time of the row before (line 3)" + Self.zigzag])
        var reader = JSONDataReader(
            DataInput(name: "p.json", bytes: Array(#"[{"time": 1, "price": 5}, {"time": 1, "price": 6}]"#.utf8)),
            limits: .standard)
        _ = try reader.readPrices(coin: nil, requiresCoinGecko: false)
        #expect(reader.warnings.map(\.description) == ["p.json: 1 row has the time of the row before" + Self.zigzag])
    }

    @Test func distinctTimesAndUntimedValuesDoNotWarn() throws {
        #expect(try readPricesAndWarnings("2024-01-02,1\n2024-01-03,2\n2024-01-04,2\n").1 == [])
        #expect(try readPricesAndWarnings("price\n1\n1\n1\n").1 == [])
    }
}

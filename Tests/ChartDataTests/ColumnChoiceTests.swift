import Testing

@testable import ChartData

/// The value column picked by name (`--column`), and the columns of wider exports.
@Suite struct ColumnChoiceTests {
    static let revenue = "month,revenue,cost\nJan,120,80\nFeb,150,90\n"

    @Test func barsReadWiderCSVByHeaderName() throws {
        let ohlc = "Date,Open,High,Low,Close,Volume\n2026-11-20,1,3,0.5,2,100\n2026-11-23,2,4,1,3.5,90\n"
        #expect(try readBars(ohlc).bars == [Bar(label: "2026-11-20", value: 2), Bar(label: "2026-11-23", value: 3.5)])
        #expect(try readBars(Self.revenue, column: "Revenue").bars == [Bar(label: "Jan", value: 120), Bar(label: "Feb", value: 150)])
        #expect(try readBars(Self.revenue, column: "COST").values == [80, 90])
        // Labels come from a column named label or name, else the first other column.
        #expect(try readBars("id,Name,amount\n7,Ann,3\n8,Bo,5\n", column: "amount").labels == ["Ann", "Bo"])
        #expect(try readBars("revenue,month\n5,Jan\n6,Feb\n", column: "revenue").labels == ["Jan", "Feb"])
        // A header may name its columns with numbers when one is asked for by name.
        #expect(try readBars("region;2024;2025\nNorth;5;6\nSouth;7;8\n", column: "2025").values == [6, 8])
        // One column: the bars are numbered, as JSON numbers are.
        #expect(try readBars("sales\n4\n2\n", column: "sales").bars == [Bar(label: "1", value: 4), Bar(label: "2", value: 2)])
    }

    /// Excel pads every row to its used range: a column once used and emptied
    /// leaves "Month;Value;;" and "Jan;5;;". Such a header was taken for data
    /// ("expected 2 fields (label,value), found 4 fields" on line 1).
    @Test func emptyNamesAfterTheHeaderAreColumnsWithoutNames() throws {
        #expect(try readBars("Month;Value;;\r\nJan;5;;\r\nFeb;6;;\r\n").bars == [Bar(label: "Jan", value: 5), Bar(label: "Feb", value: 6)])
        #expect(try readBars("Month,Sales,\nJan,5,\nFeb,6,\n").values == [5, 6])
        let prices = try readPrices("Datum;Kurs;\n2026-11-22;1,5;\n2026-11-23;2,5;\n")
        #expect(prices == PriceSeries(values: [1.5, 2.5], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600))
        #expect(try readPrices("Month,Sales,,\nJan,5,,\nFeb,6,,\n").values == [5, 6])
        #expect(barsError("Month,Sales,\nJan,5\n") == "data.csv:2: expected 3 fields, as the header has, found 2 fields")
        #expect(barsError("Month;Sales;;\nJan;5;;\n", column: "Cost") == "data.csv:1: no column \"Cost\" in the header; its columns: Month, Sales")
        // A first row of data whose value is missing stays data.
        #expect(barsError("Jan,,\nFeb,6,\n") == "data.csv:1: expected 2 fields (label,value), found 3 fields")
        #expect(pricesError("2026-11-22,,\n") == "data.csv:1: expected 1 field (value) or 2 (time,value), found 3 fields")
    }

    @Test func filesThatReadBeforeReadTheSame() throws {
        #expect(try readBars("label,value\n55,3456\n56,5200\n57,4250\n58,3688\n59,4823\n") == .tutorial)
        #expect(try readBars("label,value\n55,3456\n56,5200\n57,4250\n58,3688\n59,4823\n", column: "value") == .tutorial)
        #expect(try readPrices("label,value\n55,1\n56,2\n") == PriceSeries(values: [1, 2]))
        #expect(try readPrices("Mon,1\nTue,2\n") == PriceSeries(values: [1, 2]))
    }

    @Test func pricesReadTheNamedColumn() throws {
        let days = "date,open,close\n2026-11-22,1,2\n2026-11-23,3,4\n"
        let opens = PriceSeries(values: [1, 3], lastValueTime: 1_795_392_000, firstValueTime: 1_795_305_600)
        #expect(try readPrices(days, column: "OPEN") == opens)
        #expect(try readPrices(days).values == [2, 4])
        // The other of two columns is a time only when it reads as one.
        #expect(try readPrices(Self.revenue.replacing(",cost", with: "").replacing(",80", with: "").replacing(",90", with: ""))
            == PriceSeries(values: [120, 150]))
        #expect(try readPrices("month,revenue\nJan,1\nFeb,2\n") == PriceSeries(values: [1, 2]))
    }

    /// Bars read from a text with a column asked for, and the message they fail with.
    static let barErrors: [(text: String, column: String?, message: String)] = [
        (
            revenue, nil,
            "data.csv:1: the header \"month,revenue,cost\" names no value column (value, price or close); pick one with --column NAME"
        ),
        (revenue, "revenu", "data.csv:1: no column \"revenu\" in the header; its columns: month, revenue, cost"),
        (
            "Jan,120,80\nFeb,150,90\n", "cost",
            "data.csv:1: no header to find the column \"cost\" in: the first row \"Jan,120,80\" is data"
        ),
        ("a,A,b\n1,2,3\n", "a", "data.csv:1: the header has more than one column named \"a\""),
        (
            (1...20).map { "c\($0)" }.joined(separator: ",") + "\n", "x",
            "data.csv:1: no column \"x\" in the header; its columns: c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, … (20 in all)"
        ),
        // In a file of more than two columns, errors in a row name the column.
        (revenue + "Mar,x,1\n", "revenue", "data.csv:4: column \"revenue\": value \"x\" is not a number"),
        (revenue + "Mar,1,-2\n", "cost", "data.csv:4: column \"cost\": bar \"Mar\" has the value -2: bar values must be ≥ 0"),
        (revenue + "Mar,1\n", "cost", "data.csv:4: expected 3 fields, as the header has, found 2 fields"),
        // Two columns: the line number says where, as before.
        ("label,value\na,1\nb,x\n", nil, "data.csv:3: value \"x\" is not a number"),
    ]

    @Test func barErrorsNameTheColumnAndTheHeader() {
        for (text, column, message) in Self.barErrors {
            #expect(barsError(text, column: column) == message, "input: \(text.debugDescription)")
        }
    }

    @Test func priceErrorsNameTheColumnAndTheHeader() {
        #expect(
            pricesError("\n\ntime;price\n1;2\n", column: "close")
                == "data.csv:3: no column \"close\" in the header; its columns: time, price")
        #expect(
            pricesError("Date,Open,Close\n2026-11-22,1,2\nsoon,3,4\n")
                == "data.csv:3: column \"Date\": time \"soon\" is neither an ISO-8601 date nor Unix seconds or milliseconds")
    }

    @Test func jsonObjectsByKey() throws {
        let objects = #"[{"Month": "Jan", "Revenue": 5, "value": 1}, {"Month": "Feb", "Revenue": 7, "value": 2}]"#
        #expect(try readBars(objects, column: "revenue").bars == [Bar(label: "Jan", value: 5), Bar(label: "Feb", value: 7)])
        #expect(try readBars(objects).values == [1, 2])
        #expect(try readPrices(objects, column: "REVENUE").values == [5, 7])
        // Labels: "label" or "name", else the first other key holding text or a number.
        #expect(try readBars(#"[{"x": [1], "id": 7, "v": 1}]"#, column: "v").labels == ["7"])
        // A record with an id and the value key asked for is data, not a CoinGecko coin.
        #expect(try readPrices(#"[{"id": 1, "usd": 4}, {"id": 2, "usd": 6}]"#, column: "USD").values == [4, 6])
        #expect(
            barsError(#"[{"Month": "Jan", "cost": 2}]"#, name: "d.json", column: "revenue")
                == #"d.json:1:2: object has no "revenue"; its keys: Month, cost"#)
        #expect(pricesError(#"[{}]"#, name: "d.json", column: "usd") == #"d.json:1:2: object has no "usd"; it is empty"#)
        #expect(
            barsError(#"[{"label": "a", "Usd": 1, "usd": 2}]"#, name: "d.json", column: "usd")
                == #"d.json:1:27: duplicate key "usd""#)
        #expect(
            pricesError("[1, 2]", name: "d.json", column: "usd")
                == #"d.json:1:2: expected an object with the key "usd", found number"#)
        #expect(barsError("[1, 2]", name: "d.json", column: "usd") == #"d.json:1:2: expected an object with the key "usd", found number"#)
    }

    @Test func coinGeckoHasNoColumns() {
        let chart = #"{"prices": [[1795348800000, 1], [1795435200000, 2]]}"#
        let markets = #"[{"id": "bitcoin", "sparkline_in_7d": {"price": [1, 2]}}]"#
        let message = "m.json: CoinGecko data has no columns to pick; --column applies to CSV and to JSON objects"
        #expect(pricesError(chart, name: "m.json", column: "price") == message)
        #expect(pricesError(markets, name: "m.json", column: "price") == message)
        #expect(pricesError(chart, name: "m.json", format: .coingecko, column: "price") == message)
    }
}

import Testing

@testable import ChartData

/// Headers that exports spread over more than one line.
@Suite struct ExportHeaderTests {
    /// `yf.download(…).to_csv()` (yfinance ≥ 0.2.51): the columns' two levels
    /// and the index's name on three lines. It was refused: "Price" and "Close"
    /// both named the value.
    static let yfinance = """
        Price,Close,High,Low,Open,Volume
        Ticker,AAPL,AAPL,AAPL,AAPL,AAPL
        Date,,,,,
        2024-01-02,185.6,188.4,183.9,187.2,82488700
        2024-01-03,184.2,185.9,183.4,184.2,58414500

        """
    static let oneLine = """
        Date,Close,High,Low,Open,Volume
        2024-01-02,185.6,188.4,183.9,187.2,82488700
        2024-01-03,184.2,185.9,183.4,184.2,58414500

        """

    @Test func yfinanceReadsAsOneHeader() throws {
        #expect(try readPrices(Self.yfinance) == readPrices(Self.oneLine))
        #expect(try readPrices(Self.yfinance).values == [185.6, 184.2])
        #expect(try readBars(Self.yfinance).bars == [Bar(label: "2024-01-02", value: 185.6), Bar(label: "2024-01-03", value: 184.2)])
        #expect(try readPrices(Self.yfinance, column: "volume").values == [82_488_700, 58_414_500])
        // Rows keep their line numbers.
        #expect(
            pricesError(Self.yfinance + "2024-01-04,x,1,1,1,1\n")
                == "data.csv:6: column \"Close\": value \"x\" is not a number")
        #expect(pricesError("Price,Close\nTicker,AAPL\nDate,\n") == "data.csv: no data after the header \"Date,Close\"")
    }

    /// `yf.download(…, group_by="ticker")` writes the tickers' level first. It
    /// was refused: the header "Ticker,AAPL,…" named no value column.
    @Test func tickersFirstReadAsOneHeaderToo() throws {
        let byTicker = """
            Ticker,AAPL,AAPL,AAPL,AAPL,AAPL
            Price,Close,High,Low,Open,Volume
            Datetime,,,,,
            2024-01-02,185.6,188.4,183.9,187.2,82488700
            2024-01-03,184.2,185.9,183.4,184.2,58414500

            """
        #expect(try readPrices(byTicker) == readPrices(Self.oneLine))
        #expect(try readBars(byTicker, column: "Volume").values == [82_488_700, 58_414_500])
    }

    /// A download of several tickers names each column once for each ticker:
    /// it was refused as "the header has more than one column named "Close"",
    /// which `--column Close` could not help.
    @Test func severalTickersAreRefusedSayingWhatToDo() throws {
        let twoTickers = """
            Price,Close,Close,High,High,Volume,Volume
            Ticker,AAPL,MSFT,AAPL,MSFT,AAPL,MSFT
            Date,,,,,,
            2024-01-02,185.6,370.8,188.4,375.9,82488700,25258600

            """
        let message =
            #"data.csv:2: the columns are those of several tickers (AAPL, MSFT), each name such as "Close" once for each, so --column cannot pick one either; download one ticker"#
        #expect(pricesError(twoTickers) == message)
        #expect(pricesError(twoTickers, column: "Close") == message)
        #expect(barsError(twoTickers) == message)
        let byTicker = "Ticker,AAPL,AAPL,MSFT,MSFT\nPrice,Open,Close,Open,Close\nDate,,,,\n2024-01-02,1,2,3,4\n"
        #expect(
            pricesError("Price,Close,Close,Close\nTicker,A,B,C\nDate,,,\n2024-01-02,1,2,3\n")?.hasSuffix(
                "several tickers (A, B, C), each name such as \"Close\" once for each, so --column cannot pick one either; download one ticker")
                == true)
        // A table whose first row is labelled "Ticker" is no download.
        #expect(try readBars("Symbol,Close,Open\nTicker,1,2\nAAPL,3,4\n").values == [1, 3])
        #expect(pricesError(byTicker) == #"data.csv:1: the columns are those of several tickers (AAPL, MSFT), each name such as "Close" once for each, so --column cannot pick one either; download one ticker"#)
    }
}

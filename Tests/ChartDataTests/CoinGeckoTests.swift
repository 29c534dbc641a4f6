import Testing

@testable import ChartData

@Suite struct CoinGeckoTests {
    static let marketChart = """
        {"prices": [[1795348800000, 91000.5], [1795352400000, 91100], [1795435200000, 91892.42]],
         "market_caps": [[1795348800000, 1.8e12]], "total_volumes": []}
        """

    static func coin(_ id: String, _ symbol: String, _ name: String, prices: String, updated: String) -> String {
        """
        {"id": "\(id)", "symbol": "\(symbol)", "name": "\(name)", "image": "https://x/y.png", "current_price": 1,
         "market_cap": 1, "roi": null, "last_updated": \(updated), "sparkline_in_7d": \(prices)}
        """
    }

    static let markets =
        "["
        + [
            coin(
                "bitcoin", "btc", "Bitcoin", prices: #"{"price": [1, 2, 3]}"#, updated: #""2026-11-23T12:00:23.456Z""#),
            coin("ethereum", "eth", "Ethereum", prices: #"{"price": [4, null, 5]}"#, updated: "null"),
            coin("tether", "usdt", "Tether", prices: "null", updated: #""2026-11-23T12:00:00Z""#),
            coin("wrapped-eth", "weth", "eth", prices: #"{"price": [7, 8]}"#, updated: "null"),
            coin("x5", "x5", "X5", prices: #"{"price": [1, 2]}"#, updated: "null"),
            coin("x6", "x6", "X6", prices: #"{"price": [1, 2]}"#, updated: "null"),
        ].joined(separator: ",\n") + "]"

    @Test func readsTheMarketChart() throws {
        let expected = PriceSeries(
            values: [91000.5, 91100, 91892.42], lastValueTime: 1_795_435_200, firstValueTime: 1_795_348_800,
            lastTimeOffset: 0, firstTimeOffset: 0)
        #expect(try readPrices(Self.marketChart, name: "c.json") == expected)
        #expect(try readPrices(Self.marketChart, name: "c.json", format: .coingecko) == expected)
        #expect(try readPrices(Self.marketChart, name: "c.json", format: .json) == expected)
    }

    @Test func picksACoinByIdSymbolOrName() throws {
        #expect(try readPrices(Self.markets) == PriceSeries(values: [1, 2, 3], lastValueTime: 1_795_435_223, lastTimeOffset: 0))
        #expect(try readPrices(Self.markets, coin: "BTC").values == [1, 2, 3])
        #expect(try readPrices(Self.markets, coin: "ethereum") == PriceSeries(values: [4, 5]))
        // "eth" is Ethereum's symbol and wrapped-eth's name: the symbol wins.
        #expect(try readPrices(Self.markets, coin: "eth").values == [4, 5])
        #expect(try readPrices(Self.markets, coin: "weth").values == [7, 8])
    }

    /// A sparkline's null hours are left out with the warning every other
    /// missing value gets; they were left out in silence.
    @Test func sparklineGapsAreCounted() throws {
        var warnings: [DataWarning] = []
        let input = DataInput(name: "m.json", bytes: Array(Self.markets.utf8))
        let prices = try PriceSeries(reading: input, coin: "ethereum", warnings: &warnings)
        #expect(prices.values == [4, 5])
        #expect(warnings.map(\.description) == ["m.json: 1 value is missing; the line leaves it out"])
        warnings = []
        _ = try PriceSeries(reading: input, coin: "bitcoin", warnings: &warnings)
        #expect(warnings.isEmpty)
    }

    /// A market chart's `[ms, null]` is a gap like any JSON null (it was refused:
    /// "expected a number, found null"); its time is still read.
    @Test func marketChartNullPricesAreGaps() throws {
        var warnings: [DataWarning] = []
        let text = #"{"prices": [[1700000000000, 1], [1700003600000, null], [1700007200000, 3]]}"#
        let prices = try PriceSeries(reading: DataInput(name: "c.json", bytes: Array(text.utf8)), warnings: &warnings)
        #expect(prices.values == [1, 3])
        #expect(prices.lastValueTime == 1_700_007_200)
        #expect(warnings.map(\.description) == ["c.json: 1 value is missing; the line leaves it out"])
        #expect(pricesError(#"{"prices": [[1, 1], [1e300, null], [3, 3]]}"#, name: "c.json") == #"c.json:1:21: time "1e+300" is outside the years 0000…9999"#)
        #expect(pricesError(#"{"prices": [[1, 1], [null, 2]]}"#, name: "c.json") != nil)
    }

    /// Regression: `--coin btc` with two coins of that symbol took the first in
    /// silence. It still does, with a warning that names it and the others' ids.
    @Test func warnsWhenACoinIsAmbiguous() throws {
        let coins = [
            Self.coin("bitcoin", "btc", "Bitcoin", prices: #"{"price": [1, 2]}"#, updated: "null"),
            Self.coin("batcoin", "btc", "Batcoin", prices: #"{"price": [3, 4]}"#, updated: "null"),
            Self.coin("btc", "xbt", "Other", prices: #"{"price": [5, 6]}"#, updated: "null"),
            Self.coin("bitcoin-bep2", "btc", "Bitcoin", prices: #"{"price": [7, 8]}"#, updated: "null"),
        ]
        func read(_ list: [String], coin: String?) throws -> (PriceSeries, [String]) {
            var warnings: [DataWarning] = []
            let input = DataInput(name: "m.json", bytes: Array(("[" + list.joined(separator: ",") + "]").utf8))
            let series = try PriceSeries(reading: input, coin: coin, warnings: &warnings)
            return (series, warnings.map(\.description))
        }
        let (bySymbol, warnings) = try read([coins[0], coins[1]], coin: "BTC")
        #expect(bySymbol.values == [1, 2])
        #expect(
            warnings == [
                "m.json: 2 coins have the symbol \"BTC\"; drew \"bitcoin\", the first; pick another by id: --coin batcoin"
            ])
        let (byName, nameWarnings) = try read([coins[0], coins[3]], coin: "bitcoin")
        #expect(byName.values == [1, 2] && nameWarnings.isEmpty)
        #expect(try read([coins[0], coins[3]], coin: "Bitcoin").1.isEmpty)
        // An id beats symbols, so "btc" is not ambiguous when a coin has it as id.
        #expect(try read(coins, coin: "btc") == (PriceSeries(values: [5, 6]), []))
        #expect(try read([coins[0], coins[1]], coin: nil).1.isEmpty)
        let (_, three) = try read([coins[0], coins[1], coins[3]], coin: "btc")
        #expect(three.first?.hasSuffix("pick another by id: --coin batcoin, --coin bitcoin-bep2") == true)
    }

    @Test func reportsCoinProblems() {
        #expect(
            pricesError(Self.markets, name: "m.json", coin: "dogecoin")
                == "m.json: no coin \"dogecoin\" in the data; available: bitcoin, ethereum, tether, wrapped-eth, x5, … (6 coins)"
        )
        // Found by fuzz/run.sh coingecko: an id with an escaped line break
        // listed among the available coins split the error over two lines.
        #expect(
            pricesError(#"[{"id": "a\rb\nc", "sparkline_in_7d": {"price": [1, 2]}}]"#, name: "m.json", coin: "btc")
                == "m.json: no coin \"btc\" in the data; available: a?b?c")
        // A coin without an id goes by its symbol, else its name (the list was
        // empty: "available: " and nothing; the coin was called "").
        #expect(
            pricesError(#"[{"symbol": "btc", "sparkline_in_7d": {"price": [1, 2]}}]"#, name: "m.json", coin: "eth")
                == "m.json: no coin \"eth\" in the data; available: btc")
        #expect(
            pricesError(#"[{"sparkline_in_7d": {"price": [1, 2]}}]"#, name: "m.json", coin: "eth")
                == "m.json: no coin \"eth\" in the data, and no coin there has an id, symbol or name")
        #expect(
            pricesError(#"[{"symbol": "btc", "sparkline_in_7d": null}]"#, name: "m.json")
                == "m.json:1:2: coin \"btc\" has no sparkline_in_7d.price (request /coins/markets with sparkline=true)")
        #expect(
            pricesError(Self.markets, name: "m.json", coin: "tether")
                == "m.json:5:1: coin \"tether\" has no sparkline_in_7d.price (request /coins/markets with sparkline=true)"
        )
        #expect(
            pricesError("[1, 2]", name: "m.json", format: .coingecko)
                == "m.json:1:2: not CoinGecko data: expected {\"prices\": [[ms, price], …]} or a /coins/markets array")
        #expect(
            pricesError(Self.marketChart, name: "m.json", coin: "bitcoin")
                == "m.json:1:1: a coin can only be picked from CoinGecko /coins/markets data")
        let malformed: [(String, String)] = [
            (
                #"{"stats": []}"#,
                #"m.json:1:1: expected an array of numbers or {"value"} objects, CoinGecko's {"prices": …}, Kraken's {"result": …}, Yahoo's {"chart": …} or Alpha Vantage's {"Time Series (Daily)": …}, found an object without "prices""#
            ),
            // Well-formed JSON of the wrong shape is not "invalid JSON" (it said so before).
            (#"{"prices": [[1, 2, 3]]}"#, "m.json:1:20: expected a [time, price] pair, found more than 2 items"),
            (#"{"prices": [[1]]}"#, "m.json:1:13: expected a [time, price] pair, found 1 item"),
            (#"{"prices": [1, 2]}"#, "m.json:1:13: expected a [time, price] pair, found a number"),
            (
                #"[{"id": "a", "last_updated": "soon"}]"#,
                #"m.json:1:30: time "soon" is neither an ISO-8601 date nor Unix seconds or milliseconds"#
            ),
            (#"[{"id": "a", "sparkline_in_7d": {"price": [1]}}]"#, "m.json:1:2: the line chart needs at least 2 values, found 1"),
            (#"[{"id": "a", "id": "b"}]"#, #"m.json:1:14: duplicate key "id""#),
            (#"[{"id": "a"}, 3]"#, "m.json:1:15: expected a coin object, found a number"),
        ]
        for (text, message) in malformed {
            #expect(pricesError(text, name: "m.json") == message, "input: \(text)")
        }
    }

    @Test func reportsItsErrorAnswer() {
        let limit = #"{"status": {"error_code": 429, "error_message": "You've exceeded the Rate Limit."}}"#
        #expect(pricesError(limit, name: "m.json") == #"m.json:1:12: the data holds the error "429: You've exceeded the Rate Limit.""#)
        #expect(
            pricesError(#"{"status": {"error_message": "x"}}"#, name: "m.json", format: .coingecko)
                == #"m.json:1:12: the data holds the error "x""#)
        // A status that holds no error_message, beside the prices, is no error.
        let fine = #"{"status": {"code": "ok", "error_code": 0}, "prices": [[1, 2], [2, 3]]}"#
        #expect(pricesError(fine, name: "m.json") == nil)
    }

    @Test func detectsTheFormatFromContent() {
        let cases: [(String, DataFormat)] = [
            ("55,3456\n", .csv), ("1\n2\n", .csv), ("", .csv), ("\u{FEFF}[1, 2]", .json), (" \n [1]", .json),
            ("[{\"label\": \"a\", \"value\": 1}]", .json), (Self.marketChart, .coingecko), (Self.markets, .coingecko),
            ("[{\"symbol\": \"btc\", \"sparkline_in_7d\": null}]", .coingecko), ("[", .json), ("{", .coingecko),
            // A record with a value has an "id" as database rows do; a coin has neither value nor price.
            ("[{\"id\": 1, \"label\": \"a\", \"value\": 1}]", .json), ("[{\"price\": 1, \"id\": 7}]", .json),
            ("[{\"id\": \"bitcoin\", \"current_price\": 3}]", .coingecko),
            ("[{\"id\": 1, \"value\": 1, \"sparkline_in_7d\": null}]", .coingecko),
        ]
        for (text, format) in cases {
            #expect(DataFormat(detecting: Array(text.utf8)) == format, "input: \(text)")
        }
    }
}

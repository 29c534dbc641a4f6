import Testing

@testable import ChartData

/// Several coins of one /coins/markets answer, read in one pass: `--coin a,b`
/// and `--coin all`.
@Suite struct SeveralCoinsTests {
    func coins(_ text: String, wanted: [String]?, format: DataFormat? = nil) throws(DataError) -> ([CoinSeries], [String]) {
        var warnings: [DataWarning] = []
        let coins = try CoinSeries.coins(
            reading: DataInput(name: "m.json", bytes: Array(text.utf8)), wanted: wanted, format: format, warnings: &warnings)
        return (coins, warnings.map(\.description))
    }

    @Test func listedCoinsComeInTheOrderAskedUnderTheirNames() throws {
        let (coins, warnings) = try coins(CoinGeckoTests.markets, wanted: ["X6", "btc", "ethereum"])
        #expect(coins.map(\.id) == ["X6", "btc", "ethereum"])
        #expect(coins.map(\.series.values) == [[1, 2], [1, 2, 3], [4, 5]])
        #expect(coins[1].series.lastValueTime == 1_795_435_223)
        #expect(warnings == ["m.json: 1 value is missing in ethereum; the line leaves it out"])
    }

    @Test func eachListedCoinIsPickedAsOneCoinIs() throws {
        for name in ["bitcoin", "BTC", "eth", "weth", "x5"] {
            let one = try PriceSeries(reading: DataInput(name: "m.json", bytes: Array(CoinGeckoTests.markets.utf8)), coin: name)
            #expect(try coins(CoinGeckoTests.markets, wanted: [name]).0.first?.series == one, "\(name)")
        }
    }

    @Test func anAmbiguousNameWarnsAsForOneCoin() throws {
        // "eth" is Ethereum's symbol and Wrapped ETH's name: the symbol wins, no tie.
        #expect(try coins(CoinGeckoTests.markets, wanted: ["eth"]).0.first?.series.values == [4, 5])
        let twins = "[" + [
            CoinGeckoTests.coin("a", "same", "A", prices: #"{"price": [1, 2]}"#, updated: "null"),
            CoinGeckoTests.coin("b", "same", "B", prices: #"{"price": [3, 4]}"#, updated: "null"),
        ].joined(separator: ",") + "]"
        let (picked, warnings) = try coins(twins, wanted: ["same", "b"])
        #expect(picked.map(\.series.values) == [[1, 2], [3, 4]])
        #expect(warnings.count == 1 && warnings[0].contains("2 coins have the symbol \"same\"; drew \"a\""))
    }

    @Test func aListedCoinThatIsMissingOrHasNoSparklineIsAnError() {
        #expect(throws: DataError.self) { try coins(CoinGeckoTests.markets, wanted: ["btc", "dogecoin"]) }
        do throws(DataError) {
            _ = try coins(CoinGeckoTests.markets, wanted: ["btc", "tether"])
            Issue.record("tether has no sparkline")
        } catch {
            #expect(error.problem == .noSparkline("tether"))
        }
    }

    @Test func allIsEveryCoinWithASparklineInTheDatasOrder() throws {
        let (coins, warnings) = try coins(CoinGeckoTests.markets, wanted: nil)
        #expect(coins.map(\.id) == ["bitcoin", "ethereum", "wrapped-eth", "x5", "x6"])
        #expect(
            warnings == [
                "m.json: left out 1 coin without a sparkline of 2 prices or more: \"tether\"",
                "m.json: 1 value is missing in ethereum; the line leaves it out",
            ])
    }

    @Test func allNamesACoinWithoutAnIdBySymbolThenName() throws {
        let text = "[" + [
            CoinGeckoTests.coin("", "sym", "Name", prices: #"{"price": [1, 2]}"#, updated: "null"),
            CoinGeckoTests.coin("", "", "Name", prices: #"{"price": [1, 2]}"#, updated: "null"),
        ].joined(separator: ",") + "]"
        #expect(try coins(text, wanted: nil).0.map(\.id) == ["sym", "Name"])
    }

    @Test func allWithoutAnyUsableCoinIsAnError() {
        let text = "[" + CoinGeckoTests.coin("one", "o", "One", prices: #"{"price": [1]}"#, updated: "null") + "]"
        do throws(DataError) {
            _ = try coins(text, wanted: nil)
            Issue.record("no coin can be drawn")
        } catch {
            #expect(error.problem == .noSparkline("one"))
        }
        #expect(throws: DataError(source: "m.json", problem: .emptyArray)) { try coins("[]", wanted: nil) }
    }

    @Test func otherDataIsRefused() {
        for text in [CoinGeckoTests.marketChart, "[1, 2, 3]", #"[{"time": 1, "value": 2}]"#, "price\n1\n2\n"] {
            #expect(throws: DataError.self, "\(text)") { try coins(text, wanted: nil) }
        }
        #expect(throws: DataError(source: "m.json", problem: .coinNeedsMarkets)) {
            try coins(CoinGeckoTests.markets, wanted: nil, format: .csv)
        }
    }
}

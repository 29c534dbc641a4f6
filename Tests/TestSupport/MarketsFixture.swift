#if canImport(Glibc)
import Glibc
#endif

/// A CoinGecko `/coins/markets?vs_currency=usd&sparkline=true` answer, made up
/// but shaped and sized like a real one (no network here): every field the API
/// sends, the top coins' real ids, prices from a hundred-thousandth of a dollar
/// to tens of thousands, stablecoins near 1, and a week of hourly sparkline
/// prices from a seeded random walk, with now and then an hour missing (null),
/// as CoinGecko's sparklines have. The same seed gives the same bytes.
public enum MarketsFixture {
    /// The first ids, as the top of a real answer; more coins are `token-N`.
    static let knownCoins: [(id: String, symbol: String, name: String, price: Double)] = [
        ("bitcoin", "btc", "Bitcoin", 91_423.17), ("ethereum", "eth", "Ethereum", 3_122.48),
        ("tether", "usdt", "Tether", 1.0), ("ripple", "xrp", "XRP", 2.1843), ("binancecoin", "bnb", "BNB", 903.44),
        ("solana", "sol", "Solana", 137.96), ("usd-coin", "usdc", "USDC", 0.99987), ("tron", "trx", "TRON", 0.2801),
        ("dogecoin", "doge", "Dogecoin", 0.15234), ("cardano", "ada", "Cardano", 0.4212),
        ("hyperliquid", "hype", "Hyperliquid", 33.52), ("chainlink", "link", "Chainlink", 13.87),
        ("stellar", "xlm", "Stellar", 0.2467), ("bitcoin-cash", "bch", "Bitcoin Cash", 541.3),
        ("sui", "sui", "Sui", 1.6121), ("avalanche-2", "avax", "Avalanche", 14.18), ("litecoin", "ltc", "Litecoin", 84.27),
        ("shiba-inu", "shib", "Shiba Inu", 0.000008912), ("pepe", "pepe", "Pepe", 0.000004513),
        ("dai", "dai", "Dai", 0.99991),
    ]

    /// When every coin was last updated: the sparkline's last hour.
    public static let lastUpdated = "2026-11-23T12:00:23.456Z"

    /// The answer for `coins` coins with `points` hourly prices each, the last at
    /// `lastUpdated`.
    public static func json(coins: Int, points: Int = 168, seed: UInt64 = 1) -> String {
        var random = SeededRandom(seed: seed)
        var objects: [String] = []
        for rank in 1...max(coins, 1) {
            let known = rank <= knownCoins.count ? knownCoins[rank - 1] : nil
            let id = known?.id ?? "token-\(rank)"
            let symbol = known?.symbol ?? "tk\(rank)"
            let name = known?.name ?? "Token \(rank)"
            let isStable = ["tether", "usd-coin", "dai"].contains(id)
            let price = known?.price ?? pow(10, random.next(in: -5...3.5))
            let sparkline = walk(from: price, points: points, stable: isStable, random: &random)
            objects.append(coin(id, symbol, name, rank: rank, price: price, sparkline: sparkline, random: &random))
        }
        return "[" + objects.joined(separator: ",") + "]"
    }

    /// `points` hourly prices ending near `price`: a walk of about 1 % an hour
    /// (0.01 % for a stablecoin); about one coin in eight misses an hour.
    static func walk(from price: Double, points: Int, stable: Bool, random: inout SeededRandom) -> [Double?] {
        let step = stable ? 0.0001 : 0.01
        var value = price * (1 + random.next(in: -0.1...0.1) * (stable ? 0.01 : 1))
        var prices: [Double?] = []
        let gap = random.next(in: 0...1) < 0.125 ? Int(random.next(in: 1...Double(max(points - 2, 1)))) : -1
        for k in 0..<points {
            value *= 1 + random.next(in: -step...step) * 1.7
            prices.append(k == gap ? nil : significant(value))
        }
        return prices
    }

    static func coin(
        _ id: String, _ symbol: String, _ name: String, rank: Int, price: Double, sparkline: [Double?],
        random: inout SeededRandom
    ) -> String {
        let supply = (pow(10, random.next(in: 7...11))).rounded()
        let cap = (price * supply).rounded()
        let change = random.next(in: -8...8)
        let roi = random.next(in: 0...1) < 0.2 ? #"{"times": \#(significant(random.next(in: 1...90))), "currency": "usd", "percentage": \#(significant(random.next(in: 100...9000)))}"# : "null"
        let prices = sparkline.map { $0.map { "\($0)" } ?? "null" }.joined(separator: ",")
        return """
            {"id":"\(id)","symbol":"\(symbol)","name":"\(name)",\
            "image":"https://coin-images.coingecko.com/coins/images/\(rank)/large/\(id).png?1696501400",\
            "current_price":\(price),"market_cap":\(Int64(cap)),"market_cap_rank":\(rank),\
            "fully_diluted_valuation":\(Int64(cap * 1.05)),"total_volume":\(Int64(cap * 0.04)),\
            "high_24h":\(significant(price * 1.03)),"low_24h":\(significant(price * 0.97)),\
            "price_change_24h":\(significant(price * change / 100)),"price_change_percentage_24h":\(significant(change)),\
            "market_cap_change_24h":\(Int64(cap * change / 100)),"market_cap_change_percentage_24h":\(significant(change)),\
            "circulating_supply":\(supply),"total_supply":\(supply),"max_supply":\(rank % 3 == 0 ? "null" : "\(supply * 1.2)"),\
            "ath":\(significant(price * 1.8)),"ath_change_percentage":-44.4213,"ath_date":"2025-10-06T18:57:42.558Z",\
            "atl":\(significant(price * 0.01)),"atl_change_percentage":9912.3,"atl_date":"2015-10-20T00:00:00.000Z",\
            "roi":\(roi),"last_updated":"\(lastUpdated)",\
            "sparkline_in_7d":{"price":[\(prices)]}}
            """
    }

    /// `value` to 10 significant digits, as an API that rounds its floats sends it.
    static func significant(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        var scale = 1.0
        var magnitude = abs(value)
        while magnitude >= 1e10 { magnitude /= 10; scale /= 10 }
        while magnitude < 1e9 { magnitude *= 10; scale *= 10 }
        return (value * scale).rounded() / scale
    }
}

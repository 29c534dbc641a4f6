/// How the rows of a JSON array of arrays are read, told by the first row's
/// length: two items are a `[time, value]` pair; 5 to 12 are an exchange's
/// candle, `[time, open, high, low, close, …]`, whose close is drawn (ccxt's
/// and most exchanges' 5 or 6, Bybit's 7, Kraken's 8, OKX's 9, Binance's 12;
/// Coinbase's `[time, low, high, open, close, volume]` has its close there too).
/// Three or four items have no one reading (`[time, value, volume]`? `[time,
/// open, close]`?), so they are refused, as are rows longer than any candle.
struct JSONRowShape {
    /// The items in every row.
    let count: Int
    let isCandle: Bool
    /// The item holding the value: the pair's second, the candle's close.
    /// Stored, as `isCandle` is: read at every item.
    let valueIndex: Int

    static let pair = JSONRowShape(items: 2)

    private init(items: Int) {
        count = items
        isCandle = items > 2
        valueIndex = isCandle ? 4 : 1
    }

    /// The shape of rows of `count` items; nil for a length with no reading.
    init?(count: Int) {
        guard count == 2 || (5...12).contains(count) else { return nil }
        self.init(items: count)
    }

    /// The problem of a row of `items` (nil: more) where this shape was expected.
    func mismatch(items: Int?) -> DataProblem {
        guard isCandle else { return Self.notPair("[time, price]", items: items) }
        return .wrongType(expected: "a row of \(count) items, as the first", found: items.map(Self.items) ?? "more")
    }

    /// The problem of a first row of `items` that has no reading.
    static func unknown(items: Int) -> DataProblem {
        .wrongType(
            expected: "[time, value] pairs or [time, open, high, low, close, …] rows of 5 to 12 items",
            found: "a row of \(Self.items(items))")
    }

    /// The problem of a candle whose close (item 5) is outside the low and high
    /// of its items 2 to 4: Bitfinex's `[time, open, close, high, low, …]` has
    /// its low there, which would be drawn as the close.
    static func closeOutside(_ close: Double, low: Double, high: Double) -> DataProblem {
        let plain = NumberFormatting.plain
        return .wrongType(
            expected: "a close (item 5) within the row's low and high",
            found: "\(plain(close)) outside \(plain(low))…\(plain(high)): rows of 5 or more items are read as"
                + " [time, open, high, low, close, …]")
    }

    /// The problem of a row that is no pair, `shape` (`[label, value]`): of
    /// `items` (nil: more than two).
    static func notPair(_ shape: String, items: Int?) -> DataProblem {
        .wrongType(expected: "a \(shape) pair", found: items.map(Self.items) ?? "more than 2 items")
    }

    private static func items(_ count: Int) -> String {
        "\(count) item\(count == 1 ? "" : "s")"
    }
}

/// Arrays of rows for the line: `[time, value]` pairs (Highcharts, Chart.js,
/// CoinGecko's prices) and exchanges' candles (Binance's klines, Kraken's OHLC,
/// ccxt's and CoinGecko's /ohlc), read by one loop, as `JSONRowShape` tells them
/// apart by the first row's length.
extension JSONDataReader {
    /// `[[time, price], …]` and exchanges' candles: CoinGecko's `prices`, pairs
    /// whose times are milliseconds (`inMilliseconds`), or a plain array whose
    /// rows take the shape of its first (`JSONRowShape`), their times read as
    /// other JSON times are. A null price is a gap; its time is still read.
    mutating func rows(
        into collector: inout PriceCollector, missing: inout MissingValues, inMilliseconds: Bool
    ) throws(LocatedProblem) {
        try scanner.beginArray()
        var known: JSONRowShape? = inMilliseconds ? .pair : nil
        var isFirstRow = true
        while try scanner.nextElement(isFirst: &isFirstRow) {
            let rowStart = scanner.position
            guard try scanner.peekKind() == .array else {
                throw scanner.fail(.wrongType(expected: "a [time, price] pair", found: try scanner.peekKind().rawValue))
            }
            if known == nil { known = try firstRowShape() }
            guard let shape = known else { continue }
            try scanner.beginArray()
            var isFirstItem = true
            var time: Int64 = 0, price: Double?
            /// The lowest and highest of a candle's items 2 to 4.
            var range = (low: Double.infinity, high: -Double.infinity)
            var count = 0
            while try scanner.nextElement(isFirst: &isFirstItem) {
                guard count < shape.count else { throw scanner.fail(shape.mismatch(items: nil)) }
                switch count {
                case 0 where inMilliseconds:
                    let milliseconds = try scanner.readNumber()
                    guard case .seconds(let seconds) = unixTime(fromMilliseconds: milliseconds) else {
                        throw scanner.fail(.timeOutOfRange(NumberFormatting.plain(milliseconds)), at: rowStart)
                    }
                    time = seconds
                case 0: time = try timeValue()
                case shape.valueIndex:
                    if try !scanner.skipNull() { price = try number(for: "price") }
                case 1...3 where shape.isCandle:
                    if try !scanner.skipNull() {
                        let item = try number(for: "price")
                        range = (min(range.low, item), max(range.high, item))
                    }
                default: try scanner.skipValue()
                }
                count += 1
            }
            guard count == shape.count else { throw scanner.fail(shape.mismatch(items: count), at: rowStart) }
            guard let price else {
                missing.add(line: nil)
                continue
            }
            if shape.isCandle, range.low <= range.high, !(range.low...range.high).contains(price) {
                throw scanner.fail(JSONRowShape.closeOutside(price, low: range.low, high: range.high), at: rowStart)
            }
            if let problem = collector.append(price, time: time, offset: inMilliseconds ? 0 : times.offset) {
                throw scanner.fail(problem, at: rowStart)
            }
        }
    }

    /// The shape of the row here, the first, by its length; the scanner stays.
    private func firstRowShape() throws(LocatedProblem) -> JSONRowShape {
        var ahead = scanner
        try ahead.beginArray()
        var isFirst = true
        var count = 0
        while try ahead.nextElement(isFirst: &isFirst) {
            try ahead.skipValue()
            count += 1
        }
        guard let shape = JSONRowShape(count: count) else { throw scanner.fail(JSONRowShape.unknown(items: count)) }
        return shape
    }
}

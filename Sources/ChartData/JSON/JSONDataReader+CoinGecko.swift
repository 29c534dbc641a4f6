/// CoinGecko's two shapes: the market chart, `{"prices": [[ms, price], …], …}`,
/// and the `/coins/markets?sparkline=true` array, of which one coin is read.
extension JSONDataReader {
    /// CoinGecko's market chart, under `"prices"`: `[[ms, price], …]`, pairs
    /// whose times are milliseconds.
    mutating func marketChart(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        try rows(into: &collector, missing: &missing, inMilliseconds: true)
    }

    /// Whether the object here is a CoinGecko coin (`objectLooksLikeCoin`); leaves
    /// the scanner where it was.
    mutating func looksLikeCoin() throws(LocatedProblem) -> Bool {
        let saved = scanner
        defer { scanner = saved }
        return try scanner.objectLooksLikeCoin(valueKey: valueKey?.folded)
    }

    private struct Coin {
        var id = ""
        var symbol = ""
        var name = ""
        var prices: [Double]?
        /// The sparkline's null hours, left out of `prices`.
        var missing = MissingValues()
        var lastUpdated: Int64?
        /// The UTC offset `lastUpdated` was written with (CoinGecko's: `Z`, 0).
        var lastUpdatedOffset: Int?

        /// What messages call the coin: its id, else its symbol, else its name.
        var label: String { [id, symbol, name].first { !$0.isEmpty } ?? "" }
    }

    /// Reads the array of coins, keeping the prices of the wanted coin only.
    /// A coin matches by id first, then symbol, then name (ASCII case ignored).
    mutating func markets(coin wanted: String?) throws(LocatedProblem) -> PriceSeries {
        let wantedKey = wanted.map(asciiLowercased)
        var best: (coin: Coin, rank: Int, offset: Int)?
        /// The other coins that match as well as `best`.
        var equals: [String] = []
        var labels: [String] = []
        var count = 0
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let start = scanner.position
            let coin = try coinObject()
            count += 1
            if labels.count < 5, !coin.label.isEmpty { labels.append(coin.label) }
            let rank: Int
            if let wantedKey {
                if asciiLowercased(coin.id) == wantedKey {
                    rank = 3
                } else if asciiLowercased(coin.symbol) == wantedKey {
                    rank = 2
                } else if asciiLowercased(coin.name) == wantedKey {
                    rank = 1
                } else {
                    continue
                }
            } else {
                rank = best == nil ? 3 : 0
            }
            if rank > (best?.rank ?? 0) {
                best = (coin, rank, start)
                equals = []
            } else if wanted != nil, rank == best?.rank {
                equals.append(coin.label)
            }
        }
        try scanner.expectEnd()
        guard let best else {
            if count == 0 { throw scanner.fail(.emptyArray) }
            throw scanner.fail(.unknownCoin(wanted ?? "", available: labels, count: count), at: 0)
        }
        if let wanted, !equals.isEmpty {
            warnings.append(ambiguousCoin(wanted, taken: best.coin.label, rank: best.rank, others: equals))
        }
        guard let prices = best.coin.prices else { throw scanner.fail(.noSparkline(best.coin.label), at: best.offset) }
        guard prices.count >= 2 else { throw scanner.fail(.tooFewPoints(prices.count), at: best.offset) }
        if let warning = best.coin.missing.warning(source: source) { warnings.append(warning) }
        return PriceSeries(
            values: prices, lastValueTime: best.coin.lastUpdated, lastTimeOffset: best.coin.lastUpdatedOffset)
    }

    /// `--coin wanted` matched `others` as well as the coin taken, by id (3),
    /// symbol (2) or name (1); the warning says which was taken and how to pick
    /// another.
    private func ambiguousCoin(_ wanted: String, taken: String, rank: Int, others: [String]) -> DataWarning {
        let by = rank == 3 ? "id" : rank == 2 ? "symbol" : "name"
        let listed = others.prefix(3).map { "--coin \(printable($0))" }.joined(separator: ", ")
        let more = others.count > 3 ? ", …" : ""
        return DataWarning(
            source: source,
            message: "\(others.count + 1) coins have the \(by) \(quoted(wanted)); drew \(quoted(taken)), the first;"
                + " pick another by id: \(listed)\(more)")
    }

    private mutating func coinObject() throws(LocatedProblem) -> Coin {
        guard try scanner.peekKind() == .object else {
            throw scanner.fail(.wrongType(expected: "a coin object", found: try scanner.peekKind().rawValue))
        }
        var coin = Coin()
        var seen: Set<String> = []
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            let isUsed = ["id", "symbol", "name", "last_updated", "sparkline_in_7d"].contains(key)
            guard !isUsed || seen.insert(key).inserted else {
                throw scanner.fail(.duplicateKey(key), at: scanner.keyOffset)
            }
            switch key {
            case "id": coin.id = try string(for: key)
            case "symbol": coin.symbol = try string(for: key)
            case "name": coin.name = try string(for: key)
            case "last_updated":
                if try scanner.skipNull() { continue }
                let start = scanner.position
                let text = try string(for: key)
                let bytes = Array(text.utf8)
                let parsed = parseISO8601(bytes, 0..<bytes.count, offset: &coin.lastUpdatedOffset)
                guard case .seconds(let seconds) = parsed else { throw scanner.fail(parsed.problem(text), at: start) }
                coin.lastUpdated = seconds
            case "sparkline_in_7d":
                if try scanner.skipNull() { continue }
                coin.prices = try sparkline(missing: &coin.missing)
            default:
                try scanner.skipValue()
            }
        }
        return coin
    }

    /// `{"price": [p, …]}`; null prices (hours CoinGecko lacks) are left out
    /// and counted in `missing`.
    private mutating func sparkline(missing: inout MissingValues) throws(LocatedProblem) -> [Double]? {
        var prices: [Double]?
        try scanner.expectKind(.object)
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            guard key == "price" else {
                try scanner.skipValue()
                continue
            }
            guard prices == nil else { throw scanner.fail(.duplicateKey(key), at: scanner.keyOffset) }
            var values: [Double] = []
            try scanner.beginArray()
            var isFirstPrice = true
            while try scanner.nextElement(isFirst: &isFirstPrice) {
                if try scanner.skipNull() {
                    missing.add(line: nil)
                    continue
                }
                guard values.count < limits.points else { throw scanner.fail(.tooManyPoints(limit: limits.points)) }
                values.append(try scanner.readNumber())
            }
            prices = values
        }
        return prices
    }
}

private func asciiLowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
}

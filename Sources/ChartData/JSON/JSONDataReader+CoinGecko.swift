/// CoinGecko's two shapes: the market chart, `{"prices": [[ms, price], …], …}`,
/// and the `/coins/markets?sparkline=true` array, of which one coin is read, or several.
extension JSONDataReader {
    /// CoinGecko's market chart, under `"prices"`: `[[ms, price], …]`, pairs
    /// whose times are milliseconds.
    mutating func marketChart(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        try rows(into: &collector, missing: &missing, inMilliseconds: true)
    }

    /// Reads several coins of a /coins/markets array (`markets(coins:)`); any other
    /// JSON is refused.
    mutating func readCoins(wanted: [String]?) throws(DataError) -> [CoinSeries] {
        do {
            return try coins(wanted: wanted)
        } catch {
            throw located(error)
        }
    }

    private mutating func coins(wanted: [String]?) throws(LocatedProblem) -> [CoinSeries] {
        guard try scanner.peekKind() == .array else { throw scanner.fail(.coinNeedsMarkets) }
        let arrayStart = scanner
        try scanner.beginArray()
        var isFirst = true
        guard try scanner.nextElement(isFirst: &isFirst) else { throw scanner.fail(.emptyArray, at: arrayStart.position) }
        guard try scanner.peekKind() == .object, try looksLikeCoin() else { throw scanner.fail(.coinNeedsMarkets) }
        scanner = arrayStart
        return try markets(coins: wanted)
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
        var match = CoinMatch(wanted: wanted)
        let found = try eachCoin { coin, offset in
            if wanted == nil, match.best != nil { return }
            match.consider(coin, at: offset)
        }
        var missing = MissingValues()
        let series = try chosen(match, labels: found.labels, count: found.count, missing: &missing)
        if let warning = missing.warning(source: source) { warnings.append(warning) }
        return series
    }

    /// Reads several coins of the array: those `wanted` names, each as `markets(coin:)`
    /// picks one, in that order and under the names given; or, when `wanted` is nil,
    /// every coin in the data's order under its id (else symbol, else name), leaving
    /// out with one warning the coins without a sparkline of two prices or more.
    mutating func markets(coins wanted: [String]?) throws(LocatedProblem) -> [CoinSeries] {
        var matches = (wanted ?? []).map { CoinMatch(wanted: $0) }
        var every: [(coin: Coin, offset: Int)] = []
        let found = try eachCoin { coin, offset in
            if wanted == nil { every.append((coin, offset)) }
            for i in matches.indices { matches[i].consider(coin, at: offset) }
        }
        let (labels, count) = found
        var missing = MissingValues()
        defer { if let warning = missing.warning(source: source) { warnings.append(warning) } }
        if let wanted {
            var chosen: [CoinSeries] = []
            for (name, match) in zip(wanted, matches) {
                chosen.append(CoinSeries(id: name, series: try self.chosen(match, labels: labels, count: count, missing: &missing)))
            }
            return chosen
        }
        var drawn: [CoinSeries] = [], leftOut: [String] = []
        for (coin, _) in every {
            guard let prices = coin.prices, prices.count >= 2 else {
                leftOut.append(coin.label)
                continue
            }
            missing.add(coin.missing, of: coin.label)
            let series = PriceSeries(values: prices, lastValueTime: coin.lastUpdated, lastTimeOffset: coin.lastUpdatedOffset)
            drawn.append(CoinSeries(id: coin.label, series: series))
        }
        guard !drawn.isEmpty else {
            // Every coin left out: the first one's reason is the error.
            throw scanner.fail(.noSparkline(every.first?.coin.label ?? ""), at: every.first?.offset ?? 0)
        }
        if !leftOut.isEmpty {
            let listed = leftOut.prefix(5).map { quoted($0) }.joined(separator: ", ") + (leftOut.count > 5 ? ", …" : "")
            let coins = leftOut.count == 1 ? "1 coin" : "\(leftOut.count) coins"
            warnings.append(
                DataWarning(source: source, message: "left out \(coins) without a sparkline of 2 prices or more: \(listed)"))
        }
        return drawn
    }

    /// Reads every coin of the array, handing each to `body` with its offset; the
    /// first five coins' labels (for an error naming what is there) and the count.
    private mutating func eachCoin(
        _ body: (Coin, Int) -> Void
    ) throws(LocatedProblem) -> (labels: [String], count: Int) {
        var labels: [String] = []
        var count = 0
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let start = scanner.position
            let coin = try coinObject()
            count += 1
            if labels.count < 5, !coin.label.isEmpty { labels.append(coin.label) }
            body(coin, start)
        }
        try scanner.expectEnd()
        if count == 0 { throw scanner.fail(.emptyArray) }
        return (labels, count)
    }

    /// The coin `match` found, as a series: an error when there is none, when it
    /// has no sparkline or too few prices; its missing hours go to `missing`, a
    /// warning to `warnings` when other coins matched as well.
    private mutating func chosen(
        _ match: CoinMatch, labels: [String], count: Int, missing: inout MissingValues
    ) throws(LocatedProblem) -> PriceSeries {
        guard let best = match.best else {
            throw scanner.fail(.unknownCoin(match.wanted ?? "", available: labels, count: count), at: 0)
        }
        if let wanted = match.wanted, !match.equals.isEmpty {
            warnings.append(ambiguousCoin(wanted, taken: best.coin.label, rank: best.rank, others: match.equals))
        }
        guard let prices = best.coin.prices else { throw scanner.fail(.noSparkline(best.coin.label), at: best.offset) }
        guard prices.count >= 2 else { throw scanner.fail(.tooFewPoints(prices.count), at: best.offset) }
        missing.add(best.coin.missing, of: best.coin.label)
        return PriceSeries(
            values: prices, lastValueTime: best.coin.lastUpdated, lastTimeOffset: best.coin.lastUpdatedOffset)
    }

    /// The coin that best matches one `--coin` name so far: by id (rank 3), symbol
    /// (2) or name (1), ASCII case ignored, the first of equals; the first coin
    /// when no name is wanted.
    private struct CoinMatch {
        let wanted: String?
        private let key: String?
        private(set) var best: (coin: Coin, rank: Int, offset: Int)?
        /// The other coins that match as well as `best`.
        private(set) var equals: [String] = []

        init(wanted: String?) {
            self.wanted = wanted
            key = wanted.map(asciiLowercased)
        }

        mutating func consider(_ coin: Coin, at offset: Int) {
            let rank: Int
            if let key {
                if asciiLowercased(coin.id) == key {
                    rank = 3
                } else if asciiLowercased(coin.symbol) == key {
                    rank = 2
                } else if asciiLowercased(coin.name) == key {
                    rank = 1
                } else {
                    return
                }
            } else {
                rank = best == nil ? 3 : 0
            }
            if rank > (best?.rank ?? 0) {
                best = (coin, rank, offset)
                equals = []
            } else if key != nil, rank == best?.rank {
                equals.append(coin.label)
            }
        }
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

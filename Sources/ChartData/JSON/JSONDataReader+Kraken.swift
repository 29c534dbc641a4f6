extension JSONDataReader {
    /// Kraken's OHLC, `{"error": [], "result": {"XXBTZUSD": [[s, open, high,
    /// low, close, …], …], "last": s}}`, under `"result"`: the one array, the
    /// pair's candles under its name, read as a plain array of rows; `"last"`
    /// and other values are skipped.
    mutating func krakenResult(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        let start = scanner.position
        try scanner.beginObject()
        var pair: String?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            guard try scanner.peekKind() == .array else {
                try scanner.skipValue()
                continue
            }
            try checkFirst(key, after: pair, meaning: "prices")
            pair = key
            try rows(into: &collector, missing: &missing, inMilliseconds: false)
        }
        guard pair != nil else {
            throw scanner.fail(.wrongType(expected: "a pair's rows in \"result\"", found: "no array"), at: start)
        }
    }
}

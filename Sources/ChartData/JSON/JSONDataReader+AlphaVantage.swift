extension JSONDataReader {
    /// Alpha Vantage's time series (`TIME_SERIES_DAILY`, `…_INTRADAY`, weekly,
    /// monthly, adjusted), `{"2024-01-03": {"1. open": "…", …, "4. close":
    /// "184.25", …}, …}`, newest first: each date's "4. close" at the date read
    /// from its key (ISO text, with a time of day when intraday).
    mutating func alphaVantageSeries(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        let closeKey = "4. close"
        /// A date twice is a duplicate key; only the one before need be kept, as
        /// dates out of order are refused (`PriceCollector`).
        var previous: String?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            let keyStart = scanner.keyOffset
            guard key != previous else { throw scanner.fail(.duplicateKey(key), at: keyStart) }
            previous = key
            let bytes = Array(key.utf8)
            let parsed = times.read(bytes, 0..<bytes.count)
            guard case .seconds(let time) = parsed else { throw scanner.fail(parsed.problem(key), at: keyStart) }
            scanner.skipWhitespace()
            let bar = scanner
            guard let close = try scanner.member(closeKey) else { throw bar.fail(.missingKey(closeKey)) }
            let afterBar = scanner
            scanner = close
            let value: Double? = try scanner.skipNull() ? nil : number(for: closeKey)
            scanner = afterBar
            guard let value else {
                missing.add(line: nil)
                continue
            }
            if let problem = collector.append(value, time: time, offset: times.offset) {
                throw scanner.fail(problem, at: keyStart)
            }
        }
    }
}

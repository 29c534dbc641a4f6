extension JSONDataReader {
    /// Yahoo Finance's chart API (`/v8/finance/chart/AAPL`), `{"result": [{"timestamp":
    /// [s, …], "indicators": {"quote": [{"close": [c, …], …}]}, …}], "error": …}`
    /// under `"chart"`: the closes drawn at their times (seconds), a null close a
    /// gap. Keys may come in any order, so both arrays are kept and paired after.
    mutating func yahooChart(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        try scanner.beginObject()
        var resultFrom: String?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "result" where try scanner.peekKind() == .array:
                try checkFirst(key, after: resultFrom, meaning: nil)
                resultFrom = key
                guard try enterSole() else { continue }
                let start = scanner.position
                let (times, closes) = try yahooResult()
                try leaveSole(key)
                guard times.count == closes.count else {
                    throw scanner.fail(
                        .unpaired(timesKey: "timestamp", times: times.count, valuesKey: "close", values: closes.count), at: start)
                }
                for (time, close) in zip(times, closes) {
                    guard let close else {
                        missing.add(line: nil)
                        continue
                    }
                    if let problem = collector.append(close, time: time, offset: 0) { throw scanner.fail(problem, at: start) }
                }
            case "error": try reportedError()
            default: try scanner.skipValue()
            }
        }
    }

    /// One result of Yahoo's chart: its `"timestamp"` and the quote's `"close"`.
    private mutating func yahooResult() throws(LocatedProblem) -> (times: [Int64], closes: [Double?]) {
        var times: [Int64] = [], timesFrom: String?
        var closes: [Double?] = [], closesFrom: String?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case "timestamp":
                try checkFirst(key, after: timesFrom, meaning: nil)
                timesFrom = key
                try scanner.beginArray()
                var isFirstTime = true
                while try scanner.nextElement(isFirst: &isFirstTime) { times.append(try timeValue()) }
            case "indicators":
                try checkFirst(key, after: closesFrom, meaning: nil)
                closesFrom = key
                closes = try yahooCloses()
            default: try scanner.skipValue()
            }
        }
        return (times, closes)
    }

    /// `{"quote": [{"close": [c, …], …}], …}`: the closes, null where Yahoo has none.
    private mutating func yahooCloses() throws(LocatedProblem) -> [Double?] {
        guard let quotes = try scanner.member("quote") else { return [] }
        let afterIndicators = scanner
        scanner = quotes
        defer { scanner = afterIndicators }
        guard try enterSole() else { return [] }
        var closes: [Double?] = []
        if let close = try scanner.member("close") {
            let afterQuote = scanner
            scanner = close
            try scanner.beginArray()
            var isFirst = true
            while try scanner.nextElement(isFirst: &isFirst) {
                closes.append(try scanner.skipNull() ? nil : number(for: "close"))
            }
            scanner = afterQuote
        }
        try leaveSole("quote")
        return closes
    }

    /// Enters an array of one, `[x]`, as Yahoo wraps a result and a quote:
    /// true with the scanner at `x`, false (the array read) when it is empty.
    private mutating func enterSole() throws(LocatedProblem) -> Bool {
        try scanner.beginArray()
        var isFirst = true
        return try scanner.nextElement(isFirst: &isFirst)
    }

    /// Leaves the array `enterSole` entered, under `key`; a second element is an
    /// error, since which one to draw is unknowable.
    private mutating func leaveSole(_ key: String) throws(LocatedProblem) {
        var isFirst = false
        guard try !scanner.nextElement(isFirst: &isFirst) else {
            throw scanner.fail(.wrongType(expected: "one object in \(quoted(key))", found: "more"))
        }
    }
}

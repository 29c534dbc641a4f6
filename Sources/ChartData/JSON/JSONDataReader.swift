/// Reads bars and price series from JSON, shape by shape, over `JSONScanner`.
///
/// This file tells the shapes apart; each is read in the extension named
/// after it. A top-level array is told by its first element: numbers; objects
/// with a value key and a label key, else the first other key holding a string
/// or number (bars, `+Bars`), or an optional time key (prices,
/// `+PriceObjects`), keys named as CSV headers are (`ColumnNames`, `+Keys`);
/// rows, `[time, value]` or `[label, value]` pairs and exchanges' candles
/// (`JSONRowShape`, `+Rows`); CoinGecko's `/coins/markets?sparkline=true`
/// coins, of which one is read (`+CoinGecko`). A top-level object is read only
/// through the keys of `JSONTopLevelKey.all`, where the recognised formats end:
/// CoinGecko's market chart, Kraken's OHLC, Yahoo Finance's chart, Alpha
/// Vantage's time series, and the errors APIs send in place of data.
/// Keys the shape does not use are skipped (but still validated); two keys for
/// one thing in one object (a key twice, or "value" and "price") are an error,
/// since which one was meant is unknowable.
/// A value key asked for by name (`valueKey`, case ignored) takes the place of
/// the value names; CoinGecko's and Kraken's shapes, rows and plain numbers have
/// no key to pick. A last object or pair that totals the others is left out
/// (`TotalRow`).
struct JSONDataReader {
    var scanner: JSONScanner
    /// The form of the series' times, set by the first.
    var times = TimeColumn()
    let source: String
    let limits: DataLimits
    /// The value key the user asked for, as given and case folded.
    let valueKey: (name: String, folded: String)?
    /// What reading found worth a warning (an ambiguous coin).
    var warnings: [DataWarning] = []
    /// Whether keys are also compared lowercased, as CSV headers are: decided by
    /// the first object, whose keys have a capital letter in exports such as
    /// pandas' `[{"Date": …, "Close": …}]`. Files of lowercase keys, nearly all,
    /// so pay nothing a key (lowercasing every key cost their reader 6 %).
    var foldsKeys: Bool?
    /// The zone a series' times are written in without an offset (Alpha
    /// Vantage's "Meta Data" names it); nil: read as UTC.
    var seriesZone: ZoneRules?

    init(_ input: DataInput, valueKey: String? = nil, limits: DataLimits) {
        scanner = JSONScanner(bytes: input.bytes, depthLimit: limits.jsonDepth)
        source = input.name
        self.limits = limits
        self.valueKey = valueKey.map { ($0, $0.lowercased()) }
    }

    /// Reads bars: numbers, `{"label", "value"}` objects or `[label, value]` pairs.
    mutating func readBars() throws(DataError) -> BarData {
        do {
            return try bars()
        } catch {
            throw located(error)
        }
    }

    /// Reads prices; `coin` picks one of a /coins/markets array (default the
    /// first); `requiresCoinGecko` refuses the non-CoinGecko shapes.
    mutating func readPrices(coin: String?, requiresCoinGecko: Bool) throws(DataError) -> PriceSeries {
        do {
            return try prices(coin: coin, requiresCoinGecko: requiresCoinGecko)
        } catch {
            throw located(error)
        }
    }

    private mutating func prices(coin: String?, requiresCoinGecko: Bool) throws(LocatedProblem) -> PriceSeries {
        var collector = PriceCollector(limit: limits.points, inputBytes: scanner.bytes.count)
        switch try scanner.peekKind() {
        case .object:
            if coin != nil { throw scanner.fail(.coinNeedsMarkets) }
            if valueKey != nil { throw scanner.fail(.columnInCoinGecko) }
            var missing = MissingValues()
            try object(into: &collector, missing: &missing)
            if let warning = missing.warning(source: source) { warnings.append(warning) }
        case .array:
            let arrayStart = scanner
            try scanner.beginArray()
            var isFirst = true
            var hasElement = try scanner.nextElement(isFirst: &isFirst)
            guard hasElement else {
                throw scanner.fail(requiresCoinGecko ? .notCoinGecko : .emptyArray, at: arrayStart.position)
            }
            let kind = try scanner.peekKind()
            if kind == .object, try looksLikeCoin() {
                if valueKey != nil { throw scanner.fail(.columnInCoinGecko) }
                scanner = arrayStart
                return try markets(coin: coin)
            }
            if requiresCoinGecko { throw scanner.fail(.notCoinGecko) }
            if coin != nil { throw scanner.fail(.coinNeedsMarkets) }
            if let valueKey, kind == .number || kind == .array {
                throw valuesHaveNoKey(valueKey.name, found: kind == .number ? "number" : "an array")
            }
            var missing = MissingValues()
            switch kind {
            case .array:
                scanner = arrayStart
                try rows(into: &collector, missing: &missing, inMilliseconds: false)
            case .number, .object:
                var lastStart = 0
                while hasElement {
                    let elementStart = scanner.position
                    lastStart = elementStart
                    let found = try scanner.peekKind()
                    let price: (value: Double, time: Int64?)?
                    switch found {
                    case kind: price = try kind == .object ? priceObject() : (try scanner.readNumber(), nil)
                    case .null where kind == .number:
                        _ = try scanner.skipNull()
                        price = nil
                    default: throw scanner.fail(.wrongType(expected: kind.rawValue, found: found.rawValue))
                    }
                    if let price {
                        if let problem = collector.append(price.value, time: price.time, offset: times.offset) {
                            throw scanner.fail(problem, at: elementStart)
                        }
                    } else {
                        missing.add(line: nil)
                    }
                    hasElement = try scanner.nextElement(isFirst: &isFirst)
                }
                if kind == .object { leaveOutTotal(at: lastStart, from: &collector) }
            default:
                throw scanner.fail(
                    .wrongType(expected: "a number, a {\"value\"} object or a [time, value] pair", found: kind.rawValue))
            }
            if let warning = missing.warning(source: source) { warnings.append(warning) }
            if let warning = collector.repeatedTimes.warning(source: source) { warnings.append(warning) }
        case let other:
            throw scanner.fail(.wrongType(expected: "an array or an object", found: other.rawValue))
        }
        try scanner.expectEnd()
        let count = collector.values.count
        guard let series = collector.finish() else {
            throw LocatedProblem(offset: scanner.position, problem: count == 0 ? .emptyArray : .tooFewPoints(count))
        }
        return series
    }

    /// A top-level object, read through the key that selects its reader
    /// (`JSONTopLevelKey`). An API's error, such as Kraken's `"error":
    /// ["EQuery:Unknown asset pair"]` or a string, is reported as such, as is
    /// Alpha Vantage's sentence in place of data.
    private mutating func object(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        let start = scanner.position
        try scanner.beginObject()
        var seriesFrom: String?
        /// Alpha Vantage's sentence in place of data (a bad call, its rate limit).
        var message: (offset: Int, text: String)?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            let reader = try topLevelReader(for: key)
            if let reader, reader.readsSeries {
                try checkFirst(key, after: seriesFrom, meaning: "prices")
                seriesFrom = key
            }
            switch reader {
            case .marketChart: try marketChart(into: &collector, missing: &missing)
            case .krakenOHLC: try krakenResult(into: &collector, missing: &missing)
            case .yahooChart: try yahooChart(into: &collector, missing: &missing)
            case .alphaVantageSeries: try alphaVantageSeries(into: &collector, missing: &missing)
            case .reportedError: try reportedError()
            case .statusError: try statusError()
            case .alphaVantageMeta: try alphaVantageMeta()
            case .message:
                if message == nil, try scanner.peekKind() == .string {
                    message = (scanner.position, try scanner.readString())
                } else {
                    try scanner.skipValue()
                }
            case nil: try scanner.skipValue()
            }
        }
        if seriesFrom == nil, let message { throw scanner.fail(.reportedError(message.text), at: message.offset) }
        guard seriesFrom != nil else {
            let expected = "an array of numbers or {\"value\"} objects, " + JSONTopLevelKey.seriesExpected
            let found = "an object without \"\(JSONTopLevelKey.marketChart.key)\""
            throw scanner.fail(.wrongType(expected: expected, found: found), at: start)
        }
    }

    /// The reader the top-level `key`, whose value is here, selects; nil for a
    /// key `JSONTopLevelKey.all` does not list. The value's kind is looked at
    /// only for a key that needs an object, so that a bad value elsewhere is
    /// reported where it is skipped.
    private mutating func topLevelReader(for key: String) throws(LocatedProblem) -> JSONTopLevelKey.Reader? {
        for entry in JSONTopLevelKey.all where entry.names(key) {
            if entry.requiresObject, try scanner.peekKind() != .object { continue }
            return entry.reader
        }
        return nil
    }
}

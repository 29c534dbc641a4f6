/// Reads bars and price series from JSON, shape by shape, over `JSONScanner`.
///
/// Shapes: an array of numbers; an array of objects with a value key and a
/// label key, else the first other key holding a string or number (bars), or an
/// optional time key (prices), keys named as CSV headers are (`ColumnNames`);
/// arrays of `[time, value]` pairs (`[label, value]` for bars), as Highcharts and
/// Chart.js take data, or of exchanges' candles (`JSONRowShape`); CoinGecko's
/// market chart `{"prices": [[ms, price], …]}`; Kraken's OHLC `{"result":
/// {pair: [[s, o, h, l, c, …], …]}}`; Yahoo Finance's chart `{"chart":
/// {"result": [{"timestamp": […], "indicators": {"quote": [{"close": […]}]}}]}}`;
/// Alpha Vantage's `{"Time Series (Daily)": {"2024-01-03": {"4. close": "…"}, …}}`;
/// CoinGecko's `/coins/markets?sparkline=true` array, of which one coin is read.
/// Keys the shape does not use are skipped (but still validated); two keys for
/// one thing in one object (a key twice, or "value" and "price") are an error,
/// since which one was meant is unknowable.
/// A value key asked for by name (`valueKey`, case ignored) takes the place of
/// the value names; CoinGecko's and Kraken's shapes, rows and plain numbers have
/// no key to pick. A last object or pair that totals the others is left out
/// (`TotalRow`).
struct JSONDataReader {
    private var scanner: JSONScanner
    /// The form of the series' times, set by the first.
    private var times = TimeColumn()
    private let source: String
    private let limits: DataLimits
    /// The value key the user asked for, as given and case folded.
    private let valueKey: (name: String, folded: String)?
    /// What reading found worth a warning (an ambiguous coin).
    private(set) var warnings: [DataWarning] = []
    /// Whether keys are also compared lowercased, as CSV headers are: decided by
    /// the first object, whose keys have a capital letter in exports such as
    /// pandas' `[{"Date": …, "Close": …}]`. Files of lowercase keys, nearly all,
    /// so pay nothing a key (lowercasing every key cost their reader 6 %).
    private var foldsKeys: Bool?

    init(_ input: DataInput, valueKey: String? = nil, limits: DataLimits) {
        scanner = JSONScanner(bytes: input.bytes, depthLimit: limits.jsonDepth)
        source = input.name
        self.limits = limits
        self.valueKey = valueKey.map { ($0, $0.lowercased()) }
    }

    /// Whether an object's `key` holds its value. Inlined: called out of line,
    /// it copied the reader at every key.
    @inline(__always)
    private func isValueKey(_ key: String) -> Bool {
        guard let valueKey else { return Self.isKey(key, in: ColumnNames.value, folding: foldsKeys == true) }
        return key.lowercased() == valueKey.folded
    }

    /// Whether `key` is one of `names`, or lowercased is, when `folding`. Static
    /// and inlined: as a method it copied the reader at every key.
    @inline(__always)
    private static func isKey(_ key: String, in names: [String], folding: Bool) -> Bool {
        names.contains(key) || (folding && names.contains(key.lowercased()))
    }

    /// Sets `foldsKeys` at the file's first object.
    private mutating func decideFolding() {
        // A key that is no string, or a syntax error, is left for the real read to report.
        foldsKeys = (try? scanner.objectHasKey { $0 != $0.lowercased() }) ?? false
    }

    /// Throws at `key` when `found`, the key that gave the object's `meaning`
    /// before, is set: the same key twice is a duplicate, and two names for one
    /// thing ("value" and "price") are named together, since which was meant is
    /// unknowable. A nil `meaning` makes any second key a duplicate (the value
    /// key asked for by name, whose matches differ only in case).
    private func checkFirst(_ key: String, after found: String?, meaning: String?) throws(LocatedProblem) {
        guard let found else { return }
        guard let meaning, found != key else { throw scanner.fail(.duplicateKey(key), at: scanner.keyOffset) }
        throw scanner.fail(.twoKeys(found, key, meaning: meaning), at: scanner.keyOffset)
    }

    /// The problem of an object (read from `object`, a scanner at its start)
    /// that has no value key: the key asked for, else the value names, with the
    /// object's keys; and, when exactly one key holds a number (or a string of
    /// one) other than the label's (`labelKey`, or a label or time name), the
    /// `--column` that would read it.
    private func missingValue(in object: JSONScanner, labelKey: String? = nil) -> LocatedProblem {
        var keys: [String] = []
        var numberKeys: [String] = []
        var ahead = object
        // The object was read once already, so reading it again cannot fail.
        try? ahead.beginObject()
        var isFirst = true
        while let key = try? ahead.nextKey(isFirst: &isFirst) {
            keys.append(key)
            let isNumber: Bool
            if (try? ahead.peekKind()) == .string {
                let bytes = Array(((try? ahead.readString()) ?? "").utf8)
                isNumber = parseDecimal(bytes, spacesTrimmed(bytes), grammar: .csv) != nil
            } else {
                isNumber = (try? ahead.peekKind()) == .number
                try? ahead.skipValue()
            }
            let isLabelOrTime = key == labelKey
                || Self.isKey(key, in: ColumnNames.label + ColumnNames.time, folding: foldsKeys == true)
            if isNumber, !isLabelOrTime { numberKeys.append(key) }
        }
        guard let valueKey else {
            return object.fail(.noValueKey(keys: keys, numberKey: numberKeys.count == 1 ? numberKeys.first : nil))
        }
        return object.fail(.noSuchKey(valueKey.name, keys: keys))
    }

    /// The problem of plain numbers or pairs, `found`, where a value key was asked for.
    private func valuesHaveNoKey(_ name: String, found: String) -> LocatedProblem {
        scanner.fail(.wrongType(expected: "an object with the key \(quoted(name))", found: found))
    }

    // MARK: Bars

    mutating func readBars() throws(DataError) -> BarData {
        do {
            return try bars()
        } catch {
            throw located(error)
        }
    }

    private mutating func bars() throws(LocatedProblem) -> BarData {
        if try scanner.peekKind() == .object {
            guard try scanner.objectHasKey(where: { $0 == "prices" }) else {
                throw scanner.fail(
                    .wrongType(expected: "an array of numbers or {\"label\", \"value\"} objects", found: "an object"))
            }
            throw scanner.fail(.coinGeckoHasNoBars)
        }
        var bars: [Bar] = []
        /// The last bar labelled as a total (`TotalRow`): its index, offset and value's text.
        var total: (index: Int, offset: Int, written: Range<Int>)?
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            let start = scanner.position
            let bar: Bar
            /// The bytes of the value as written, for a total's rounding.
            var written: Range<Int>?
            switch try scanner.peekKind() {
            case .number:
                if let valueKey { throw valuesHaveNoKey(valueKey.name, found: "number") }
                bar = Bar(label: "\(bars.count + 1)", value: try scanner.readNumber())
            case .object: (bar, written) = try barObject()
            case .array: (bar, written) = try barPair()
            case let other:
                throw scanner.fail(
                    .wrongType(expected: "a number, a {\"label\", \"value\"} object or a [label, value] pair", found: other.rawValue))
            }
            guard bar.value >= 0 else {
                throw scanner.fail(.negativeBar(label: bar.label, value: NumberFormatting.plain(bar.value)), at: start)
            }
            let isTotal = written != nil && TotalRow.isLabelled(bar.label)
            // One more bar is taken if it may be a total, left out below.
            guard bars.count < limits.bars || bars.count == limits.bars && isTotal else {
                throw scanner.fail(.tooManyBars(limit: limits.bars), at: start)
            }
            if isTotal, let written { total = (bars.count, start, written) }
            bars.append(Bar(label: bar.label, value: bar.value == 0 ? 0 : bar.value))
        }
        try scanner.expectEnd()
        guard !bars.isEmpty else { throw LocatedProblem(offset: scanner.position, problem: .emptyArray) }
        if let total, total.index == bars.count - 1,
            TotalRow.isSum(bars[total.index].value, written: text(total.written), of: bars.dropLast().map(\.value))
        {
            warnings.append(TotalRow.warning(source: source, line: line(at: total.offset), label: bars.removeLast().label))
        }
        if bars.count > limits.bars, let total { throw scanner.fail(.tooManyBars(limit: limits.bars), at: total.offset) }
        return BarData(bars: bars)
    }

    /// A bar and the bytes of its value.
    private mutating func barObject() throws(LocatedProblem) -> (Bar, Range<Int>) {
        if foldsKeys == nil { decideFolding() }
        let object = scanner
        var label: String?, labelFrom: String?
        /// The first other key's text or number, the label when neither "label" nor "name" is there.
        var firstOther: String?, firstOtherKey: String?
        var value: Double?, valueFrom: String?, written = 0..<0
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                try checkFirst(key, after: valueFrom, meaning: valueKey == nil ? "value" : nil)
                valueFrom = key
                let valueStart = scanner.position
                value = try number(for: key)
                written = valueStart..<scanner.position
                continue
            }
            switch key {
            case _ where Self.isKey(key, in: ColumnNames.label, folding: foldsKeys == true):
                try checkFirst(key, after: labelFrom, meaning: "label")
                labelFrom = key
                label = try labelText(for: key)
            case "sparkline_in_7d":
                throw scanner.fail(.coinGeckoHasNoBars)
            default:
                switch try scanner.peekKind() {
                case .string where firstOther == nil:
                    firstOther = try scanner.readString()
                    firstOtherKey = key
                case .number where firstOther == nil:
                    firstOther = try scanner.readNumberText()
                    firstOtherKey = key
                default: try scanner.skipValue()
                }
            }
        }
        guard let label = label ?? firstOther else { throw object.fail(.missingKey("label")) }
        guard let value else { throw missingValue(in: object, labelKey: labelFrom ?? firstOtherKey) }
        return (Bar(label: sanitizedLabel(label, limit: limits.labelCharacters), value: value), written)
    }

    /// `["Mon", 5]`: a label, text or a number, and a value; with the value's bytes.
    private mutating func barPair() throws(LocatedProblem) -> (Bar, Range<Int>) {
        let start = scanner.position
        try scanner.beginArray()
        var isFirst = true
        var label = "", value = 0.0, written = 0..<0
        var count = 0
        while try scanner.nextElement(isFirst: &isFirst) {
            guard count < 2 else { throw scanner.fail(JSONRowShape.notPair("[label, value]", items: nil)) }
            if count == 0 {
                label = try labelText(for: "label")
            } else {
                let valueStart = scanner.position
                value = try number(for: "value")
                written = valueStart..<scanner.position
            }
            count += 1
        }
        guard count == 2 else { throw scanner.fail(JSONRowShape.notPair("[label, value]", items: count), at: start) }
        return (Bar(label: sanitizedLabel(label, limit: limits.labelCharacters), value: value), written)
    }

    /// A label: text, or a number's text as written.
    private mutating func labelText(for key: String) throws(LocatedProblem) -> String {
        switch try scanner.peekKind() {
        case .string: return try scanner.readString()
        case .number: return try scanner.readNumberText()
        case let other: throw scanner.fail(.wrongType(expected: "a string for \(quoted(key))", found: other.rawValue))
        }
    }

    // MARK: Prices

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
            try marketChart(into: &collector, missing: &missing)
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
                        if let problem = collector.append(price.value, time: price.time) {
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

    /// Whether the object here is a CoinGecko coin (`objectLooksLikeCoin`); leaves
    /// the scanner where it was.
    private mutating func looksLikeCoin() throws(LocatedProblem) -> Bool {
        let saved = scanner
        defer { scanner = saved }
        return try scanner.objectLooksLikeCoin(valueKey: valueKey?.folded)
    }

    /// Leaves out the last value when its object, at `offset`, is a total
    /// (`TotalRow`): a label so named, no time, and the sum of the values above,
    /// as a line of label objects may end. Out of line, after the values: only
    /// the last object is read again, so the loop pays a store an object.
    private mutating func leaveOutTotal(at offset: Int, from collector: inout PriceCollector) {
        let saved = scanner
        defer { scanner = saved }
        scanner = saved.rewound(to: offset)
        var label: String?, value: Double?, written = 0..<0, hasTime = false
        // The object was read once already, so reading it again cannot fail.
        try? scanner.beginObject()
        var isFirst = true
        while let key = try? scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                let valueStart = scanner.position
                value = try? number(for: key)
                written = valueStart..<scanner.position
            } else if Self.isKey(key, in: ColumnNames.label, folding: foldsKeys == true), (try? scanner.peekKind()) == .string {
                label = try? scanner.readString()
            } else {
                hasTime = hasTime || Self.isKey(key, in: ColumnNames.time, folding: foldsKeys == true)
                try? scanner.skipValue()
            }
        }
        guard !hasTime, let label, TotalRow.isLabelled(label), let value,
            TotalRow.isSum(value, written: text(written), of: collector.values.dropLast())
        else { return }
        collector.removeLast()
        warnings.append(TotalRow.warning(source: source, line: line(at: offset), label: label))
    }

    /// `{"prices": [[ms, price], …], …}`, or Kraken's OHLC, `{"error": [],
    /// "result": {"XXBTZUSD": [[s, open, high, low, close, …], …], "last": s}}`,
    /// whose one array is read as a plain array of rows. An API's error, Kraken's
    /// `"error": ["EQuery:Unknown asset pair"]` or a string, is reported as such.
    private mutating func marketChart(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
        let start = scanner.position
        try scanner.beginObject()
        var rowsFrom: String?
        /// Alpha Vantage's sentence in place of data (a bad call, its rate limit).
        var message: (offset: Int, text: String)?
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            switch key {
            case _ where try holdsSeries(key):
                try checkFirst(key, after: rowsFrom, meaning: "prices")
                rowsFrom = key
                switch key {
                case "prices": try rows(into: &collector, missing: &missing, inMilliseconds: true)
                case "result": try krakenResult(into: &collector, missing: &missing)
                case "chart": try yahooChart(into: &collector, missing: &missing)
                default: try alphaVantageSeries(into: &collector, missing: &missing)
                }
            case "error": try reportedError()
            case "Error Message", "Information", "Note":
                if message == nil, try scanner.peekKind() == .string {
                    message = (scanner.position, try scanner.readString())
                } else {
                    try scanner.skipValue()
                }
            default: try scanner.skipValue()
            }
        }
        if rowsFrom == nil, let message { throw scanner.fail(.reportedError(message.text), at: message.offset) }
        guard rowsFrom != nil else {
            let expected =
                "an array of numbers or {\"value\"} objects, CoinGecko's {\"prices\": …}, Kraken's {\"result\": …}, Yahoo's {\"chart\": …} or Alpha Vantage's {\"Time Series (Daily)\": …}"
            throw scanner.fail(.wrongType(expected: expected, found: "an object without \"prices\""), at: start)
        }
    }

    /// Whether `key`, whose value is here, holds a price series: CoinGecko's
    /// "prices", Kraken's "result" and Yahoo's "chart" objects, or one of Alpha
    /// Vantage's "Time Series (…)".
    private mutating func holdsSeries(_ key: String) throws(LocatedProblem) -> Bool {
        switch key {
        case "prices": true
        case "result", "chart": try scanner.peekKind() == .object
        default: key.contains("Time Series")
        }
    }

    /// Kraken's `"result"`: the pair's rows under its name, and `"last"`.
    private mutating func krakenResult(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
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

    /// Throws the API's error held under `"error"`: a string, the first of an
    /// array of them (Kraken's), or an object's `"description"`, else its
    /// `"code"` (Yahoo's); an empty one, or null, is no error.
    private mutating func reportedError() throws(LocatedProblem) {
        let start = scanner.position
        var message: String?
        switch try scanner.peekKind() {
        case .string: message = try scanner.readString()
        case .array:
            var ahead = scanner
            try ahead.beginArray()
            var isFirst = true
            if try ahead.nextElement(isFirst: &isFirst), try ahead.peekKind() == .string { message = try ahead.readString() }
            try scanner.skipValue()
        case .object:
            var parts: [String: String] = [:]
            try scanner.beginObject()
            var isFirst = true
            while let key = try scanner.nextKey(isFirst: &isFirst) {
                if key == "code" || key == "description", try scanner.peekKind() == .string {
                    parts[key] = try scanner.readString()
                } else {
                    try scanner.skipValue()
                }
            }
            message = parts["description"].flatMap { $0.isEmpty ? nil : $0 } ?? parts["code"]
        default: try scanner.skipValue()
        }
        if let message, !message.isEmpty { throw scanner.fail(.reportedError(message), at: start) }
    }

    /// Alpha Vantage's time series (`TIME_SERIES_DAILY`, `…_INTRADAY`, weekly,
    /// monthly, adjusted), `{"2024-01-03": {"1. open": "…", …, "4. close":
    /// "184.25", …}, …}`, newest first: each date's "4. close" at the date read
    /// from its key (ISO text, with a time of day when intraday).
    private mutating func alphaVantageSeries(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
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
            if let problem = collector.append(value, time: time) { throw scanner.fail(problem, at: keyStart) }
        }
    }

    /// Yahoo Finance's chart API (`/v8/finance/chart/AAPL`), `{"result": [{"timestamp":
    /// [s, …], "indicators": {"quote": [{"close": [c, …], …}]}, …}], "error": …}`
    /// under `"chart"`: the closes drawn at their times (seconds), a null close a
    /// gap. Keys may come in any order, so both arrays are kept and paired after.
    private mutating func yahooChart(into collector: inout PriceCollector, missing: inout MissingValues) throws(LocatedProblem) {
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
                    if let problem = collector.append(close, time: time) { throw scanner.fail(problem, at: start) }
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

    /// `[[time, price], …]` and exchanges' candles: CoinGecko's `prices`, pairs
    /// whose times are milliseconds (`inMilliseconds`), or a plain array whose
    /// rows take the shape of its first (`JSONRowShape`), their times read as
    /// other JSON times are. A null price is a gap; its time is still read.
    private mutating func rows(
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
            if let problem = collector.append(price, time: time) {
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

    /// One `{"time": …, "value": …}` object of a price array; nil when its value
    /// is null (missing: `MissingValues`).
    private mutating func priceObject() throws(LocatedProblem) -> (Double, Int64?)? {
        if foldsKeys == nil { decideFolding() }
        let object = scanner
        var value: Double?, valueFrom: String?, isNull = false
        var time: Int64?, timeFrom: String?
        try scanner.beginObject()
        var isFirst = true
        while let key = try scanner.nextKey(isFirst: &isFirst) {
            if isValueKey(key) {
                try checkFirst(key, after: valueFrom, meaning: valueKey == nil ? "value" : nil)
                valueFrom = key
                isNull = try scanner.skipNull()
                if !isNull { value = try number(for: key) }
                continue
            }
            switch key {
            case _ where Self.isKey(key, in: ColumnNames.time, folding: foldsKeys == true):
                try checkFirst(key, after: timeFrom, meaning: "time")
                timeFrom = key
                time = try timeValue()
            default:
                try scanner.skipValue()
            }
        }
        if isNull { return nil }
        guard let value else { throw missingValue(in: object) }
        return (value, time)
    }

    // MARK: CoinGecko /coins/markets

    private struct Coin {
        var id = ""
        var symbol = ""
        var name = ""
        var prices: [Double]?
        /// The sparkline's null hours, left out of `prices`.
        var missing = MissingValues()
        var lastUpdated: Int64?

        /// What messages call the coin: its id, else its symbol, else its name.
        var label: String { [id, symbol, name].first { !$0.isEmpty } ?? "" }
    }

    /// Reads the array of coins, keeping the prices of the wanted coin only.
    /// A coin matches by id first, then symbol, then name (ASCII case ignored).
    private mutating func markets(coin wanted: String?) throws(LocatedProblem) -> PriceSeries {
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
        return PriceSeries(values: prices, lastValueTime: best.coin.lastUpdated)
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
                let parsed = parseISO8601(bytes, 0..<bytes.count)
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

    // MARK: Scalars with context

    /// The number under `key` (or a row's item that `key` names), also when
    /// written as a string of one: APIs that keep a price's every digit send
    /// `"price": "91000.50"` (Binance, Kraken). The key is a plain string: an
    /// enum of keys and items, built at every value, retained and released the
    /// key (200,000 objects: +8 M instructions).
    private mutating func number(for key: String) throws(LocatedProblem) -> Double {
        let kind = try scanner.peekKind()
        guard kind == .number else {
            if kind == .string {
                let start = scanner.position
                let text = try scanner.readString()
                let bytes = Array(text.utf8)
                if let value = parseDecimal(bytes, spacesTrimmed(bytes), grammar: .csv) {
                    guard value.isFinite else { throw scanner.fail(.notFinite(text), at: start) }
                    return value
                }
                throw scanner.fail(
                    .wrongType(expected: "a number for \(quoted(key))", found: "the string \(quoted(text))"), at: start)
            }
            throw scanner.fail(.wrongType(expected: "a number for \(quoted(key))", found: kind.rawValue))
        }
        return try scanner.readNumber()
    }

    private mutating func string(for key: String) throws(LocatedProblem) -> String {
        let kind = try scanner.peekKind()
        guard kind == .string else {
            throw scanner.fail(.wrongType(expected: "a string for \"\(key)\"", found: kind.rawValue))
        }
        return try scanner.readString()
    }

    /// An ISO-8601 string or a Unix time in seconds or milliseconds, or a year
    /// where the first time was one (`times`).
    private mutating func timeValue() throws(LocatedProblem) -> Int64 {
        let kind = try scanner.peekKind()
        let start = scanner.position
        switch kind {
        case .string:
            let text = try scanner.readString()
            let bytes = Array(text.utf8)
            var parsed = times.read(bytes, 0..<bytes.count)
            if case .ambiguousOrder = parsed, let order = Self.dateOrder(in: scanner.bytes, from: scanner.position) {
                times.settle(order)
                parsed = times.read(bytes, 0..<bytes.count)
            }
            guard case .seconds(let seconds) = parsed else { throw scanner.fail(parsed.problem(text), at: start) }
            return seconds
        case .number:
            let value = try scanner.readNumber()
            let parsed = times.read(scanner.bytes, start..<scanner.position, number: value)
            guard case .seconds(let seconds) = parsed else {
                // The number's text only for the message.
                let text = String(decoding: scanner.bytes[start..<scanner.position], as: UTF8.self)
                throw scanner.fail(parsed.problem(text), at: start)
            }
            return seconds
        case let other:
            throw scanner.fail(.wrongType(expected: "a time (ISO-8601 text or Unix seconds)", found: other.rawValue))
        }
    }

    /// The order of day and month the first string after `start` that is a
    /// telling numeric date shows ("31/1/2024": day first), for a date that
    /// reads both ways; nil when none tells. Looks at every string, whatever its
    /// key, and only when a file's dates start ambiguous.
    private static func dateOrder(in bytes: [UInt8], from start: Int) -> NumericDate.Order? {
        var i = start
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "\"") else {
                i += 1
                continue
            }
            let open = i + 1
            i = open
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            if let order = NumericDate(bytes, open..<min(i, bytes.count))?.order { return order }
            i += 1
        }
        return nil
    }

    // MARK: Locations

    /// The error with its offset turned into line:column (columns in Unicode
    /// scalars, 1-based); problems with no place in the text get neither.
    private func located(_ error: LocatedProblem) -> DataError {
        switch error.problem {
        case .empty, .emptyArray, .unknownCoin, .columnInCoinGecko:
            return DataError(source: source, problem: error.problem)
        default:
            break
        }
        let (line, column) = place(of: error.offset)
        return DataError(source: source, line: line, column: column, problem: error.problem)
    }

    /// The line and column (in Unicode scalars, 1-based) of `offset`.
    private func place(of offset: Int) -> (line: Int, column: Int) {
        let bytes = scanner.bytes
        var line = 1
        var column = 1
        var i = hasByteOrderMark(bytes) ? 3 : 0
        let end = min(offset, bytes.count)
        while i < end {
            if bytes[i] == 0x0A {
                line += 1
                column = 1
            } else if bytes[i] & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }

    private func line(at offset: Int) -> Int {
        place(of: offset).line
    }

    /// The input's bytes in `range`, as text.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: scanner.bytes[range], as: UTF8.self)
    }
}

private func asciiLowercased(_ text: String) -> String {
    String(decoding: text.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
}

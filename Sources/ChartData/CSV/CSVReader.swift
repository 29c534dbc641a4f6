/// Reads bars and price series from CSV; see `CSVScanner` for the syntax.
///
/// A first row whose value field is not a number, and none of whose fields is
/// a number or a time, is a header. Bars are
/// `label,value` rows. Prices are `value` rows or `time,value` rows (or
/// `label,value` rows, whose labels are ignored, when the first row's first
/// field starts with neither a digit nor a sign); with a
/// header, the columns are found by name (value, price or close; time, date,
/// timestamp, datetime or snapped_at), so exports with more columns, such as
/// CoinGecko's `snapped_at,price,market_cap,total_volume`, read as they are.
struct CSVReader {
    private var scanner: CSVScanner
    private let limits: DataLimits
    private var fields: [CSVField] = []

    init(_ input: DataInput, limits: DataLimits) {
        scanner = CSVScanner(bytes: input.bytes, source: input.name, lineLimit: limits.lineBytes)
        self.limits = limits
    }

    private var bytes: [UInt8] { scanner.bytes }

    private func error(_ line: Int?, _ problem: DataProblem) -> DataError {
        DataError(source: scanner.source, line: line, problem: problem)
    }

    mutating func readBars() throws(DataError) -> BarData {
        var bars: [Bar] = []
        var header: String?
        while let line = try scanner.nextRecord(into: &fields) {
            guard fields.count == 2 else {
                throw error(line, .fieldCount(found: fields.count, expected: "2 fields (label,value)"))
            }
            if bars.isEmpty, header == nil, isHeaderRow(value: fields[1]) {
                header = recordText()
                continue
            }
            let value = try number(fields[1], line: line)
            let label = sanitizedLabel(fields[0].text(in: bytes), limit: limits.labelCharacters)
            guard value >= 0 else {
                throw error(line, .negativeBar(label: label, value: fields[1].text(in: bytes)))
            }
            guard bars.count < limits.bars else { throw error(line, .tooManyBars(limit: limits.bars)) }
            bars.append(Bar(label: label, value: value == 0 ? 0 : value))
        }
        guard !bars.isEmpty else { throw error(nil, header.map { .headerOnly($0) } ?? .empty) }
        return BarData(bars: bars)
    }

    mutating func readPrices() throws(DataError) -> PriceSeries {
        var collector = PriceCollector(limit: limits.points, inputBytes: bytes.count)
        var columns: (time: Int?, value: Int, count: Int)?
        var header: String?
        while let line = try scanner.nextRecord(into: &fields) {
            if columns == nil {
                if isHeaderRow(value: fields[fields.count - 1]) {
                    header = recordText()
                    columns = try columnsNamed(line: line)
                    continue
                }
                switch fields.count {
                case 1: columns = (nil, 0, 1)
                case 2:
                    // A first column that is not even trying to be a time holds labels,
                    // which the line chart does not draw.
                    columns = (isLabel(fields[0]) ? nil : 0, 1, 2)
                default:
                    throw error(line, .fieldCount(found: fields.count, expected: "1 field (value) or 2 (time,value)"))
                }
            }
            guard let (timeColumn, valueColumn, count) = columns else { continue }
            guard fields.count == count else {
                throw error(
                    line, .fieldCount(found: fields.count, expected: count == 1 ? "1 field" : "\(count) fields"))
            }
            let value = try number(fields[valueColumn], line: line)
            var time: Int64?
            if let timeColumn {
                switch parseTime(bytes, fields[timeColumn].range) {
                case .seconds(let seconds): time = seconds
                case .invalid: throw error(line, .invalidTime(fields[timeColumn].text(in: bytes)))
                case .outOfRange: throw error(line, .timeOutOfRange(fields[timeColumn].text(in: bytes)))
                }
            }
            if let problem = collector.append(value, time: time) { throw error(line, problem) }
        }
        let count = collector.values.count
        guard let series = collector.finish() else {
            if count == 0 { throw error(nil, header.map { .headerOnly($0) } ?? .empty) }
            throw error(nil, .tooFewPoints(count))
        }
        return series
    }

    /// The time and value columns a header names.
    private func columnsNamed(line: Int) throws(DataError) -> (time: Int?, value: Int, count: Int) {
        let names = fields.map { $0.text(in: bytes).lowercased() }
        let valueNames = ["value", "price", "close"]
        let timeNames = ["time", "date", "timestamp", "datetime", "snapped_at"]
        let value = names.firstIndex(where: valueNames.contains) ?? (names.count <= 2 ? names.count - 1 : nil)
        guard let value else { throw error(line, .noValueColumn(recordText())) }
        let other = 1 - value
        let time =
            names.firstIndex(where: timeNames.contains) ?? (names.count == 2 && names[other] != "label" ? other : nil)
        return (time, value, names.count)
    }

    /// Whether the first row (in `fields`) is a header: its value field is a
    /// column name, and no field holds a number or a time, as no column name
    /// does. So a first row whose value is missing ("55,N/A", "2026-11-22,n/a")
    /// is reported as a bad value instead of being dropped as a header.
    private func isHeaderRow(value: CSVField) -> Bool {
        isHeader(value) && !fields.contains { parseTime(bytes, $0.range) != .invalid }
    }

    /// Whether a first-row field reads as a column name rather than a value: it
    /// is not a number, not NaN or infinity, and is a label (so "0x10" or "-"
    /// in the first row is reported as a bad value).
    private func isHeader(_ field: CSVField) -> Bool {
        parseDecimal(bytes, field.range, grammar: .csv) == nil && !spellsNonFinite(bytes, field.range)
            && isLabel(field)
    }

    /// Whether a field is text rather than a (possibly malformed) number, time
    /// or date: it is not empty and starts with neither a digit nor a sign or point.
    private func isLabel(_ field: CSVField) -> Bool {
        guard let first = field.range.first.map({ bytes[$0] }) else { return false }
        return decimalDigit(first) == nil && first != UInt8(ascii: "-") && first != UInt8(ascii: "+")
            && first != UInt8(ascii: ".")
    }

    private func number(_ field: CSVField, line: Int) throws(DataError) -> Double {
        guard let value = parseDecimal(bytes, field.range, grammar: .csv) else {
            let text = field.text(in: bytes)
            throw error(line, spellsNonFinite(bytes, field.range) ? .notFinite(text) : .notANumber(text))
        }
        guard value.isFinite else { throw error(line, .notFinite(field.text(in: bytes))) }
        return value
    }

    /// The current record's fields joined back with commas, for messages.
    private func recordText() -> String {
        fields.map { $0.text(in: bytes) }.joined(separator: String(UnicodeScalar(scanner.delimiter)))
    }
}

/// A label fit for drawing: control characters become spaces, outer spaces go,
/// and more than `limit` characters are cut to `limit − 3` followed by "...".
func sanitizedLabel(_ text: String, limit: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        scalars.append(scalar.properties.generalCategory == .control ? " " : scalar)
    }
    var label = Substring(String(scalars))
    while label.first == " " { label.removeFirst() }
    while label.last == " " { label.removeLast() }
    guard label.count > limit else { return String(label) }
    var cut = label.prefix(limit - 3)
    while cut.last == " " { cut.removeLast() }
    return cut + "..."
}

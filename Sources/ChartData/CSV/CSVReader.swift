/// Reads bars and price series from CSV; see `CSVScanner` for the syntax.
///
/// A first row whose last field is not a number, and none of whose fields is
/// a number or a time, is a header. Without a header, bars are `label,value`
/// rows and prices `value` rows or `time,value` rows (or `label,value` rows, whose
/// labels are ignored, when the first row's first field starts with neither a
/// digit nor a sign). With a header, the columns are found by name, so exports
/// with more columns, such as CoinGecko's `snapped_at,price,market_cap,total_volume`
/// or a spreadsheet's `month,revenue,cost`, read as they are: the value is the
/// column `column` names (case ignored), else the one named value, price or
/// close, else the second of two; a bar's label is the column named label or
/// name, else the first other column; a price's time the column named time,
/// date, timestamp, datetime or snapped_at, else the other of two unless its
/// first value is a label. Two columns named for one thing (`date,price,close`)
/// are an error, as two such keys of a JSON object are (`column` picks the value).
struct CSVReader {
    var scanner: CSVScanner
    let limits: DataLimits
    /// The value column's header name the user asked for, if any.
    let column: String?
    var fields: [CSVField] = []
    /// What the caller should tell the user: values left out as missing.
    var warnings: [DataWarning] = []

    /// Where each record's fields are, as the first row decided.
    struct Layout {
        /// How many fields every record has.
        var count: Int
        var value: Int
        /// Bars: the label column (nil: bars are numbered); prices: the time column.
        var key: Int?
        /// Prices: a column of labels the line does not draw, read for a total row.
        var labels: Int?
        /// Prices: the column of the times of day of the dates in `key`.
        var timeOfDay: Int?
        /// The header's names when it has more than two, for messages.
        var names: [String]?

        /// No record read yet.
        static let undecided = Layout(count: 0, value: 0)

        var isDecided: Bool { count > 0 }

        func name(of index: Int) -> String? { names?[index] }
    }

    init(_ input: DataInput, column: String? = nil, limits: DataLimits) {
        scanner = CSVScanner(bytes: input.bytes, source: input.name, lineLimit: limits.lineBytes)
        self.limits = limits
        self.column = column
    }

    var bytes: [UInt8] { scanner.bytes }

    func error(_ line: Int?, _ problem: DataProblem, field: String? = nil) -> DataError {
        DataError(source: scanner.source, line: line, field: field, problem: problem)
    }

    mutating func readBars() throws(DataError) -> BarData {
        skipTitles()
        var bars: [Bar] = []
        var marks = DecimalMarks()
        var columns = Layout.undecided
        var header: String?
        /// The bar, line and value as written of the last row labelled as a total.
        var total: (index: Int, line: Int, value: String)?
        while let line = try scanner.nextRecord(into: &fields) {
            if !columns.isDecided {
                if fields.count >= 2 || column != nil, try startsWithHeader(line: line) {
                    try mergeHeaderLevels(line: line)
                    header = recordText()
                    let value = try valueColumn(line: line)
                    let names = lowercasedNames()
                    let label =
                        try namedColumn(ColumnNames.label, meaning: "label", in: names, excluding: value, line: line)
                        ?? names.indices.first { $0 != value }
                    columns = Layout(count: fields.count, value: value, key: label, names: headerNames())
                    continue
                }
                guard fields.count == 2 else {
                    throw error(line, .fieldCount(found: fields.count, expected: "2 fields (label,value)"))
                }
                columns = Layout(count: 2, value: 1, key: 0)
            }
            guard fields.count == columns.count else {
                let expected = columns.count == 2 ? "2 fields (label,value)" : expectedFields(columns.count)
                throw error(line, .fieldCount(found: fields.count, expected: expected))
            }
            let valueField = fields[columns.value]
            guard let (value, mark) = Self.number(valueField, in: bytes, delimiter: scanner.delimiter) else {
                throw notANumber(valueField, line: line, column: columns.name(of: columns.value))
            }
            if let mark, !marks.accept(mark, line: line, range: valueField.range) {
                throw mixedMarks(valueField, mark, marks, line: line, column: columns.name(of: columns.value))
            }
            let label = columns.key.map { sanitizedLabel(fields[$0].text(in: bytes), limit: limits.labelCharacters) }
                ?? "\(bars.count + 1)"
            guard value >= 0 else {
                throw error(
                    line, .negativeBar(label: label, value: valueField.text(in: bytes)), field: columns.name(of: columns.value))
            }
            let isTotal = TotalRow.isLabelled(label)
            // One more row is taken if it may be a total, left out below.
            guard bars.count < limits.bars || bars.count == limits.bars && isTotal else {
                throw error(line, .tooManyBars(limit: limits.bars))
            }
            if isTotal { total = (bars.count, line, valueField.text(in: bytes)) }
            bars.append(Bar(label: label, value: value == 0 ? 0 : value))
        }
        if let total, total.index == bars.count - 1,
            TotalRow.isSum(bars[total.index].value, written: total.value, of: bars.dropLast().map(\.value))
        {
            warnings.append(TotalRow.warning(source: scanner.source, line: total.line, label: bars.removeLast().label))
        }
        if bars.count > limits.bars, let total { throw error(total.line, .tooManyBars(limit: limits.bars)) }
        guard !bars.isEmpty else { throw nothingRead(header: header) }
        return BarData(bars: bars)
    }

    mutating func readPrices() throws(DataError) -> PriceSeries {
        skipTitles()
        var collector = PriceCollector(limit: limits.points, inputBytes: bytes.count)
        var marks = DecimalMarks()
        var times = TimeColumn()
        var missing = MissingValues()
        var columns = Layout.undecided
        /// Whether the time column is a guess the first data row may overturn.
        var isTimeGuessed = false
        var header: String?
        while let line = try scanner.nextRecord(into: &fields) {
            if !columns.isDecided {
                if try startsWithHeader(line: line) {
                    try mergeHeaderLevels(line: line)
                    header = recordText()
                    (columns, isTimeGuessed) = try priceColumns(line: line)
                    if columns.timeOfDay != nil {
                        times.holdDatesAlone()
                    } else if let key = columns.key, Self.dateNames.contains(fields[key].text(in: bytes).lowercased()) {
                        times.allowSerialDays()
                    }
                    continue
                }
                switch fields.count {
                case 1: columns = Layout(count: 1, value: 0)
                case 2: (columns, isTimeGuessed) = (Layout(count: 2, value: 1, key: 0), true)
                default:
                    throw error(line, .fieldCount(found: fields.count, expected: "1 field (value) or 2 (time,value)"))
                }
            }
            guard fields.count == columns.count else {
                throw error(line, .fieldCount(found: fields.count, expected: expectedFields(columns.count)))
            }
            if isTimeGuessed {
                // A column that is not even trying to be a time holds labels,
                // which the line chart does not draw, or counts (`isCount`).
                if let time = columns.key, isLabel(fields[time]) || isCount(fields[time]) {
                    (columns.key, columns.labels) = (nil, time)
                }
                isTimeGuessed = false
            }
            // Read before the value, so that a gap's time is checked too.
            var time: Int64?
            if let timeColumn = columns.key {
                let field = fields[timeColumn]
                var parsed = times.read(bytes, field.range)
                if parsed == .ambiguousOrder,
                    let order = Self.dateOrder(after: scanner, column: timeColumn, fieldCount: columns.count)
                {
                    times.settle(order)
                    parsed = times.read(bytes, field.range)
                }
                if case .seconds(let seconds) = parsed {
                    time = seconds
                } else {
                    time = try otherTime(parsed, times: &times, columns: columns, line: line)
                }
            }
            let valueField = fields[columns.value]
            guard let (value, mark) = Self.number(valueField, in: bytes, delimiter: scanner.delimiter) else {
                if MissingValues.marksGap(bytes, valueField.range) {
                    missing.add(line: line)
                    continue
                }
                throw notANumber(valueField, line: line, column: columns.name(of: columns.value))
            }
            if let mark, !marks.accept(mark, line: line, range: valueField.range) {
                throw mixedMarks(valueField, mark, marks, line: line, column: columns.name(of: columns.value))
            }
            if let problem = collector.append(value, time: time, offset: times.offset, line: line) {
                throw error(line, problem)
            }
        }
        if let warning = missing.warning(source: scanner.source) { warnings.append(warning) }
        if let warning = collector.repeatedTimes.warning(source: scanner.source) { warnings.append(warning) }
        leaveOutTotal(columns, from: &collector)
        let count = collector.values.count
        guard let series = collector.finish() else {
            if count == 0 { throw nothingRead(header: header) }
            throw error(nil, .tooFewPoints(count))
        }
        return series
    }

    /// Why no row was read: the file holds only a header, only a "sep=" line, or nothing.
    private func nothingRead(header: String?) -> DataError {
        error(nil, header.map { .headerOnly($0) } ?? scanner.separatorLine.map { .separatorLineOnly($0) } ?? .empty)
    }

    /// The current record's fields joined back with commas, for messages.
    func recordText() -> String {
        fields.map { $0.text(in: bytes) }.joined(separator: String(UnicodeScalar(scanner.delimiter)))
    }
}

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
    private var scanner: CSVScanner
    private let limits: DataLimits
    /// The value column's header name the user asked for, if any.
    private let column: String?
    private var fields: [CSVField] = []
    /// What the caller should tell the user: values left out as missing.
    private(set) var warnings: [DataWarning] = []

    /// Where each record's fields are, as the first row decided.
    private struct Layout {
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

    private var bytes: [UInt8] { scanner.bytes }

    private func error(_ line: Int?, _ problem: DataProblem, field: String? = nil) -> DataError {
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
            if let problem = collector.append(value, time: time) { throw error(line, problem) }
        }
        if let warning = missing.warning(source: scanner.source) { warnings.append(warning) }
        leaveOutTotal(columns, from: &collector)
        let count = collector.values.count
        guard let series = collector.finish() else {
            if count == 0 { throw nothingRead(header: header) }
            throw error(nil, .tooFewPoints(count))
        }
        return series
    }

    /// The time column names that say a column holds dates, so that its numbers
    /// may be spreadsheet serial days (`TimeColumn.allowSerialDays`): a date
    /// column formatted as "General" exports them, and a date-time one the same
    /// with a fraction. `time` and `timestamp` keep reading numbers as seconds,
    /// as elapsed-second logs and Unix times are written there.
    private static let dateNames = ["date", "datetime"]

    /// Skips the lines of one text field each that stand before a table of
    /// more (a report's title, an analytics export's "# …" lines), with a
    /// warning naming them. Before, the first such line was the table's first
    /// row: "expected 2 fields (label,value), found 1 field". Empty fields after
    /// the text, and lines of only empty fields, are Excel's padding of every row
    /// to its used range ("Umsatz 2024;;", ";;"); such titles are skipped only
    /// before a header, as a bar whose value is missing ("Mon;") looks the same.
    /// Looks at most `titleLimit` lines ahead; anything else leaves the scanner
    /// where it was.
    private mutating func skipTitles() {
        let titleLimit = 20
        var ahead = scanner
        var lines: [Int] = []
        var first = ""
        var isPadded = false
        // Records looked at, blank padded lines too: a file of nothing but ";;"
        // would otherwise be read to its end here before the real read.
        var looked = 0
        while looked <= titleLimit {
            looked += 1
            let beforeRecord = ahead
            guard let line = try? ahead.nextRecord(into: &fields) else { return }
            if fields.count >= 2, fields.dropFirst().allSatisfy({ $0.range.isEmpty }) {
                if fields[0].range.isEmpty { continue }
                fields.removeLast(fields.count - 1)
                isPadded = true
            }
            if fields.count >= 2 {
                guard !lines.isEmpty, !isPadded || isHeaderRow(value: fields[namedCount - 1]) else { return }
                scanner = beforeRecord
                let span = lines.count == 1 ? "line \(lines[0])" : "lines \(lines[0])–\(line - 1)"
                warnings.append(
                    DataWarning(
                        source: scanner.source,
                        message: "\(span) before the table (\(quoted(first))\(lines.count > 1 ? ", …" : "")) skipped as a title"))
                return
            }
            guard fields.count == 1, isLabel(fields[0]) else { return }
            if lines.isEmpty { first = fields[0].text(in: bytes) }
            lines.append(line)
        }
    }

    /// Reads the header of `yf.download(…).to_csv()` (yfinance ≥ 0.2.51) as one:
    /// pandas writes its two column levels and the index's name on three lines
    /// (`Price,Close,…`, `Ticker,AAPL,…`, `Date,,…`; with `group_by="ticker"`
    /// the tickers' line first), which read as a header whose "Price" and
    /// "Close" both named the value. The header in `fields`, at `line`, takes
    /// the names' line and the index's name for its first; the lines after it
    /// are skipped. Several tickers are an error: each name stands once for each,
    /// so no column can be picked by name. Anything else leaves the scanner
    /// where it was.
    private mutating func mergeHeaderLevels(line: Int) throws(DataError) {
        var ahead = scanner
        var next: [CSVField] = []
        var index: [CSVField] = []
        guard let nextLine = try? ahead.nextRecord(into: &next), next.count == fields.count else { return }
        let (firstName, nextName) = (fields[0].text(in: bytes).lowercased(), next[0].text(in: bytes).lowercased())
        let tickersFirst = firstName == "ticker" && nextName == "price"
        guard nextName == "ticker" || tickersFirst else { return }
        let (names, tickers, tickersLine) = tickersFirst ? (next, fields, line) : (fields, next, nextLine)
        // Only under yfinance's level names: a table's first row may be labelled "Ticker".
        if tickersFirst || firstName == "price" {
            var distinct: [String] = []
            for ticker in tickers.dropFirst().map({ $0.text(in: bytes) }) where !ticker.isEmpty && !distinct.contains(ticker) {
                distinct.append(ticker)
            }
            if distinct.count > 1 { throw severalTickers(distinct, names: names, line: tickersLine) }
        }
        guard (try? ahead.nextRecord(into: &index)) != nil, index.count == fields.count, !index[0].range.isEmpty,
            index.dropFirst().allSatisfy({ $0.range.isEmpty })
        else { return }
        fields = names
        fields[0] = index[0]
        scanner = ahead
    }

    /// The error for a download of the `tickers` whose columns' names are `names`.
    private func severalTickers(_ tickers: [String], names: [CSVField], line: Int) -> DataError {
        let texts = names.dropFirst().map { $0.text(in: bytes) }
        let repeated =
            texts.first { ColumnNames.value.contains($0.lowercased()) } ?? texts.first { name in
                texts.filter { $0 == name }.count > 1
            }
        return error(line, .severalTickers(tickers, repeatedName: repeated))
    }

    /// The order of day and month the first telling numeric date after the
    /// scanner's position shows ("31/1/2024": day first), for a date that reads
    /// both ways; nil when none tells. Reads ahead on a copy of the scanner, so
    /// only a file whose dates start ambiguous is read twice, up to that date.
    private static func dateOrder(after scanner: CSVScanner, column: Int, fieldCount: Int) -> NumericDate.Order? {
        var ahead = scanner
        var fields: [CSVField] = []
        while let _ = try? ahead.nextRecord(into: &fields) {
            guard fields.count == fieldCount else { return nil }
            if let order = NumericDate(ahead.bytes, fields[column].range)?.order { return order }
        }
        return nil
    }

    /// Why no row was read: the file holds only a header, only a "sep=" line, or nothing.
    private func nothingRead(header: String?) -> DataError {
        error(nil, header.map { .headerOnly($0) } ?? scanner.separatorLine.map { .separatorLineOnly($0) } ?? .empty)
    }

    /// The input's last record and its line, found by reading the input again
    /// after the rows, as only files of labels ask: kept in the row loop, it cost
    /// every row of a file with times 29 instructions (200,000 rows: 302.4 → 308.2 M),
    /// and reading on from a copy of the scanner taken before the loop 1.
    private func lastRecord() -> (line: Int, fields: [CSVField])? {
        var ahead = CSVScanner(bytes: bytes, source: scanner.source, lineLimit: limits.lineBytes)
        var (record, last): ([CSVField], [CSVField]) = ([], [])
        var lastLine: Int?
        while let line = try? ahead.nextRecord(into: &record) {
            swap(&record, &last)
            lastLine = line
        }
        return lastLine.map { ($0, last) }
    }

    /// Leaves out of `collector` the last row, laid out as `columns` says, with
    /// a warning, if the line ignores its labels and it totals the rows above it
    /// (`TotalRow`); a row whose value is missing added none and is no total.
    /// Checked after the rows and out of line, so that the row loop pays nothing
    /// for it: inlined, it cost readPrices 3 instructions a row; out of line, 1.
    @inline(never)
    private mutating func leaveOutTotal(_ columns: Layout, from collector: inout PriceCollector) {
        guard let labels = columns.labels, collector.values.count > 2, let (line, last) = lastRecord(),
            TotalRow.isLabelled(last[labels].text(in: bytes)),
            let (number, _) = Self.number(last[columns.value], in: bytes, delimiter: scanner.delimiter),
            TotalRow.isSum(number, written: last[columns.value].text(in: bytes), of: collector.values.dropLast())
        else { return }
        collector.removeLast()
        warnings.append(TotalRow.warning(source: scanner.source, line: line, label: last[labels].text(in: bytes)))
    }

    /// The time and value columns of the header in `fields`; a time column that is
    /// only the other of two, not named as a time, or a first column without a
    /// name (pandas' index, unnamed, before any number of columns), is a guess.
    /// Without one, the first other column holds labels.
    private func priceColumns(line: Int) throws(DataError) -> (Layout, isTimeGuessed: Bool) {
        let value = try valueColumn(line: line)
        let names = lowercasedNames()
        var layout = Layout(count: fields.count, value: value, names: headerNames())
        if let (date, time) = dateAndTimeColumns(in: names, excluding: value) {
            (layout.key, layout.timeOfDay) = (date, time)
            return (layout, false)
        }
        if let time = try namedColumn(ColumnNames.time, meaning: "time", in: names, excluding: value, line: line) {
            layout.key = time
            return (layout, false)
        }
        let other = names.indices.first { $0 != value }
        guard let other, names.count == 2 && !ColumnNames.label.contains(names[other]) || other == 0 && names[0].isEmpty
        else {
            layout.labels = other
            return (layout, false)
        }
        layout.key = other
        return (layout, true)
    }

    /// The columns of a date and of its time of day (`Date,Time,Close`, as brokers'
    /// and loggers' exports split them), when the header in `fields` names two
    /// times side by side and the first row holds a date alone in the first and
    /// a time of day alone in the second, or nothing there (an empty time of day
    /// is the row loop's error, which says so); otherwise the two are an error.
    private func dateAndTimeColumns(in names: [String], excluding value: Int) -> (date: Int, time: Int)? {
        let named = names.indices.filter { $0 != value && ColumnNames.time.contains(names[$0]) }
        guard named.count == 2, named[1] == named[0] + 1 else { return nil }
        var ahead = scanner
        var row: [CSVField] = []
        guard (try? ahead.nextRecord(into: &row)) != nil, row.count == fields.count,
            Self.isDateAlone(row[named[0]], in: bytes),
            row[named[1]].range.isEmpty || Self.clockTime(row[named[1]], in: bytes) != nil
        else { return nil }
        return (named[0], named[1])
    }

    /// Whether `field` is an ISO or local numeric date with no time of day.
    private static func isDateAlone(_ field: CSVField, in bytes: [UInt8]) -> Bool {
        guard !bytes[field.range].contains(UInt8(ascii: ":")) else { return false }
        return NumericDate(bytes, field.range) != nil || field.range.count >= 10 && parseISO8601(bytes, field.range) != .invalid
    }

    /// The seconds since midnight `field` gives as a time of day ("9:30", "09:30:15", "1:30 PM").
    private static func clockTime(_ field: CSVField, in bytes: [UInt8]) -> Int? {
        var text = DateCursor(bytes: bytes, position: field.range.lowerBound, end: field.range.upperBound)
        return text.clockTime()
    }

    /// The time of the date `date`, read from `dateField`, at the time of day
    /// in `timeField`; nil when the date has a time or the time of day is none.
    private static func dateAndTime(_ date: Int64, _ dateField: CSVField, _ timeField: CSVField, in bytes: [UInt8])
        -> Int64?
    {
        guard isDateAlone(dateField, in: bytes), let secondsOfDay = clockTime(timeField, in: bytes) else { return nil }
        let seconds = date + Int64(secondsOfDay)
        return representableSeconds.contains(seconds) ? seconds : nil
    }

    /// The time of the current record, whose time column `times` read as
    /// `parsed`, not as seconds: a date whose time of day is in the next column
    /// (`Date,Time`) at that time, or the error. Out of line, where a time that
    /// is read whole does not come: checking for the column of times of day in
    /// the row loop cost every file with times 15 to 23 instructions a row.
    @inline(never)
    private func otherTime(_ parsed: ParsedTime, times: inout TimeColumn, columns: Layout, line: Int) throws(DataError)
        -> Int64
    {
        let date = columns.key ?? 0
        let field = fields[date]
        var read = parsed
        if read == .dateAlone {
            read = times.readDate(bytes, field.range)
            if read == .ambiguousOrder, let order = Self.dateOrder(after: scanner, column: date, fieldCount: columns.count) {
                times.settle(order)
                read = times.readDate(bytes, field.range)
            }
        }
        guard case .seconds(let midnight) = read, let clock = columns.timeOfDay else {
            throw error(line, read.problem(field.text(in: bytes)), field: columns.name(of: date))
        }
        guard let combined = Self.dateAndTime(midnight, fields[date], fields[clock], in: bytes) else {
            throw dateAndTimeError(date: date, time: clock, columns: columns, line: line)
        }
        return combined
    }

    /// Why the fields of the columns `date` and `time`, which `dateAndTime`
    /// refused, are no date and time of day.
    private func dateAndTimeError(date: Int, time: Int, columns: Layout, line: Int) -> DataError {
        let (dateField, timeField) = (fields[date], fields[time])
        let (dateName, timeName) = (columns.name(of: date), columns.name(of: time))
        if !Self.isDateAlone(dateField, in: bytes) {
            return error(line, .moreThanADate(dateField.text(in: bytes), timeColumn: timeName ?? "time"), field: dateName)
        }
        if timeField.range.isEmpty {
            return error(line, .emptyTimeOfDay(date: dateField.text(in: bytes)), field: timeName)
        }
        if Self.clockTime(timeField, in: bytes) == nil {
            return error(line, .notATimeOfDay(timeField.text(in: bytes)), field: timeName)
        }
        return error(line, .timeOutOfRange(dateField.text(in: bytes) + " " + timeField.text(in: bytes)), field: dateName)
    }

    /// The value column of the header in `fields`: the one `column` names, else
    /// the one named value, price or close, else the last of one or two.
    private func valueColumn(line: Int) throws(DataError) -> Int {
        let names = lowercasedNames()
        if let column {
            let wanted = column.lowercased()
            let matches = names.indices.filter { names[$0] == wanted }
            guard let first = matches.first else {
                throw error(line, .noSuchColumn(column, columns: fields[..<namedCount].map { $0.text(in: bytes) }))
            }
            guard matches.count == 1 else { throw error(line, .ambiguousColumn(fields[first].text(in: bytes))) }
            return first
        }
        if let named = try namedColumn(ColumnNames.value, meaning: "value", in: names, line: line) { return named }
        guard names.count <= 2 else { throw error(line, .noValueColumn(recordText())) }
        return names.count - 1
    }

    /// The column of the header in `fields` (`names`, case folded) that one of
    /// `choices` names, other than `taken` (the value column). Two such are an
    /// error that names both, as two keys of a JSON object are: which one was
    /// meant is unknowable (one name twice is one ambiguous name).
    private func namedColumn(
        _ choices: [String], meaning: String, in names: [String], excluding taken: Int? = nil, line: Int
    ) throws(DataError) -> Int? {
        let found = names.indices.filter { $0 != taken && choices.contains(names[$0]) }
        guard let first = found.first else { return nil }
        guard found.count == 1 else {
            let (name, other) = (fields[first].text(in: bytes), fields[found[1]].text(in: bytes))
            let isOneName = names[first] == names[found[1]]
            throw error(line, isOneName ? .ambiguousColumn(name) : .twoKeys(name, other, meaning: meaning))
        }
        return first
    }

    /// Whether the first row (in `fields`) is a header. Asked for a column by
    /// name, a row holding that name is one (so a header may name years,
    /// `region,2024,2025`), and a row of data is an error: there is no name to
    /// find the column by.
    private func startsWithHeader(line: Int) throws(DataError) -> Bool {
        if isHeaderRow(value: fields[namedCount - 1]) { return true }
        guard let column else { return false }
        let wanted = column.lowercased()
        guard fields.contains(where: { $0.text(in: bytes).lowercased() == wanted }) else {
            throw error(line, .noHeader(column: column, firstRow: recordText()))
        }
        return true
    }

    /// How many of the first row's fields (in `fields`) count as its names:
    /// Excel pads every row with empty fields up to its used range
    /// ("Month;Value;;"), which name nothing. At least two stay, so that a first
    /// row of data whose value is missing ("Jan,,") is not taken for a header.
    private var namedCount: Int {
        var count = fields.count
        while count > 2, fields[count - 1].range.isEmpty { count -= 1 }
        return count
    }

    /// The header's names in `fields`, case folded, to match names against.
    private func lowercasedNames() -> [String] {
        fields[..<namedCount].map { $0.text(in: bytes).lowercased() }
    }

    /// The header's names in `fields` as written, when there are more than two.
    private func headerNames() -> [String]? {
        namedCount > 2 ? fields.map { $0.text(in: bytes) } : nil
    }

    /// What a record of a file with `count` columns must have, for messages.
    private func expectedFields(_ count: Int) -> String {
        count == 1 ? "1 field" : count == 2 ? "2 fields" : "\(count) fields, as the header has"
    }

    /// Whether the first row (in `fields`) is a header: its value field is a
    /// column name, and no field holds a number or a time, as no column name
    /// does. So a first row whose value is missing ("55,N/A", "2026-11-22,n/a")
    /// is reported as a bad value instead of being dropped as a header.
    private func isHeaderRow(value: CSVField) -> Bool {
        isHeader(value) && !fields.contains { parseTime(bytes, $0.range) != .invalid || NumericDate(bytes, $0.range) != nil }
    }

    /// Whether a first-row field reads as a column name rather than a value: it
    /// is not a number, not NaN or infinity, is a label, and is no number with a
    /// unit (so "0x10", "-" or "$2.50" in the first row is reported as a bad value).
    private func isHeader(_ field: CSVField) -> Bool {
        parseDecimal(bytes, field.range, grammar: .csv) == nil && !spellsNonFinite(bytes, field.range)
            && isLabel(field) && FormattedNumber.hint(for: field.text(in: bytes)) == nil
    }

    /// Whether a field is a whole number below 10⁸ that is no bare year: as a
    /// time, Unix seconds of 1970–1973, but in a column only guessed to hold
    /// times it counts rows (pandas' index: ",Close" then "0,185.6") or days
    /// (spreadsheet serial dates, "45293"), and the chart was labelled 1/1/70.
    private func isCount(_ field: CSVField) -> Bool {
        let digits = bytes[field.range]
        guard (1...8).contains(digits.count), digits.allSatisfy({ decimalDigit($0) != nil }) else { return false }
        return digits.count != 4 || digits.first == UInt8(ascii: "0")
    }

    /// Whether a field is text rather than a (possibly malformed) number, time
    /// or date: it is not empty and starts with neither a digit nor a sign
    /// (a Unicode minus too: "−2" is a number) or point, nor is an accountant's
    /// negative number ("(5)").
    private func isLabel(_ field: CSVField) -> Bool {
        guard let first = field.range.first.map({ bytes[$0] }) else { return false }
        return decimalDigit(first) == nil && first != UInt8(ascii: "-") && first != UInt8(ascii: "+")
            && first != UInt8(ascii: ".") && !bytes[field.range].starts(with: FormattedNumber.unicodeMinus)
            && FormattedNumber.negatedMagnitude(bytes, field.range) == nil
    }

    /// The finite number in `field` and its decimal mark if it shows one, or
    /// nil. Static because the readers' loops are mutating: calling a method from
    /// them copied the whole reader every row (400,000 rows: 72 M of 808 M
    /// instructions).
    private static func number(_ field: CSVField, in bytes: [UInt8], delimiter: UInt8) -> (value: Double, mark: DecimalMark?)? {
        var hasPoint = false
        if let value = parseDecimal(bytes, field.range, grammar: .csv, hasPoint: &hasPoint) {
            return value.isFinite ? (value, hasPoint ? .point : nil) : nil
        }
        guard let (value, mark) = formatted(field, in: bytes, delimiter: delimiter), value.isFinite else { return nil }
        return (value, mark)
    }

    /// The number a spreadsheet formatted for people ("1,234.50"), out of line:
    /// only a field the plain grammar refuses gets here.
    @inline(never)
    private static func formatted(_ field: CSVField, in bytes: [UInt8], delimiter: UInt8) -> (value: Double, mark: DecimalMark?)? {
        FormattedNumber.parse(bytes, field.range, delimiter: delimiter)
    }

    /// Why `field` of column `name`, which `number` refused, is no finite number.
    private func notANumber(_ field: CSVField, line: Int, column name: String?) -> DataError {
        let text = field.text(in: bytes)
        let isNonFinite =
            spellsNonFinite(bytes, field.range) || parseDecimal(bytes, field.range, grammar: .csv) != nil
            || Self.formatted(field, in: bytes, delimiter: scanner.delimiter) != nil
        return error(line, isNonFinite ? .notFinite(text) : .notANumber(text), field: name)
    }

    /// The error for `field`, whose decimal `mark` is not the one `marks` met first.
    @inline(never)
    private func mixedMarks(_ field: CSVField, _ mark: DecimalMark, _ marks: DecimalMarks, line: Int, column name: String?)
        -> DataError
    {
        let earlier = String(decoding: bytes[marks.range], as: UTF8.self)
        return error(line, .mixedDecimalMarks(field.text(in: bytes), mark: mark, earlier: earlier, line: marks.line), field: name)
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

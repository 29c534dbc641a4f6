/// Which column holds the value, the time or the label: by the header's names,
/// else by what the first row's fields look like.
extension CSVReader {
    /// The value column of the header in `fields`: the one `column` names, else
    /// the one named value, price or close, else the last of one or two.
    func valueColumn(line: Int) throws(DataError) -> Int {
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

    /// The time and value columns of the header in `fields`; a time column that is
    /// only the other of two, not named as a time, or a first column without a
    /// name (pandas' index, unnamed, before any number of columns), is a guess.
    /// Without one, the first other column holds labels.
    func priceColumns(line: Int) throws(DataError) -> (Layout, isTimeGuessed: Bool) {
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

    /// The column of the header in `fields` (`names`, case folded) that one of
    /// `choices` names, other than `taken` (the value column). Two such are an
    /// error that names both, as two keys of a JSON object are: which one was
    /// meant is unknowable (one name twice is one ambiguous name).
    func namedColumn(
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

    /// The time column names that say a column holds dates, so that its numbers
    /// may be spreadsheet serial days (`TimeColumn.allowSerialDays`): a date
    /// column formatted as "General" exports them, and a date-time one the same
    /// with a fraction. `time` and `timestamp` keep reading numbers as seconds,
    /// as elapsed-second logs and Unix times are written there.
    static let dateNames = ["date", "datetime"]

    /// Whether a field is text rather than a (possibly malformed) number, time
    /// or date: it is not empty and starts with neither a digit nor a sign
    /// (a Unicode minus too: "−2" is a number) or point, nor is an accountant's
    /// negative number ("(5)").
    func isLabel(_ field: CSVField) -> Bool {
        guard let first = field.range.first.map({ bytes[$0] }) else { return false }
        return decimalDigit(first) == nil && first != UInt8(ascii: "-") && first != UInt8(ascii: "+")
            && first != UInt8(ascii: ".") && !bytes[field.range].starts(with: FormattedNumber.unicodeMinus)
            && FormattedNumber.negatedMagnitude(bytes, field.range) == nil
    }

    /// Whether a field is a whole number below 10⁸ that is no bare year: as a
    /// time, Unix seconds of 1970–1973, but in a column only guessed to hold
    /// times it counts rows (pandas' index: ",Close" then "0,185.6") or days
    /// (spreadsheet serial dates, "45293"), and the chart was labelled 1/1/70.
    func isCount(_ field: CSVField) -> Bool {
        let digits = bytes[field.range]
        guard (1...8).contains(digits.count), digits.allSatisfy({ decimalDigit($0) != nil }) else { return false }
        return digits.count != 4 || digits.first == UInt8(ascii: "0")
    }

    /// What a record of a file with `count` columns must have, for messages.
    func expectedFields(_ count: Int) -> String {
        count == 1 ? "1 field" : count == 2 ? "2 fields" : "\(count) fields, as the header has"
    }
}

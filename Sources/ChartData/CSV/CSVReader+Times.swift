/// Times beyond one field read whole: a date with its time of day in the next
/// column, and the order of day and month a later date tells.
extension CSVReader {
    /// The time of the current record, whose time column `times` read as
    /// `parsed`, not as seconds: a date whose time of day is in the next column
    /// (`Date,Time`) at that time, or the error. Out of line, where a time that
    /// is read whole does not come: checking for the column of times of day in
    /// the row loop cost every file with times 15 to 23 instructions a row.
    @inline(never)
    func otherTime(_ parsed: ParsedTime, times: inout TimeColumn, columns: Layout, line: Int) throws(DataError)
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

    /// The time of the date `date`, read from `dateField`, at the time of day
    /// in `timeField`; nil when the date has a time or the time of day is none.
    private static func dateAndTime(_ date: Int64, _ dateField: CSVField, _ timeField: CSVField, in bytes: [UInt8])
        -> Int64?
    {
        guard isDateAlone(dateField, in: bytes), let secondsOfDay = clockTime(timeField, in: bytes) else { return nil }
        let seconds = date + Int64(secondsOfDay)
        return representableSeconds.contains(seconds) ? seconds : nil
    }

    /// Whether `field` is an ISO or local numeric date with no time of day.
    static func isDateAlone(_ field: CSVField, in bytes: [UInt8]) -> Bool {
        guard !bytes[field.range].contains(UInt8(ascii: ":")) else { return false }
        return NumericDate(bytes, field.range) != nil || field.range.count >= 10 && parseISO8601(bytes, field.range) != .invalid
    }

    /// The seconds since midnight `field` gives as a time of day ("9:30", "09:30:15", "1:30 PM").
    static func clockTime(_ field: CSVField, in bytes: [UInt8]) -> Int? {
        var text = DateCursor(bytes: bytes, position: field.range.lowerBound, end: field.range.upperBound)
        return text.clockTime()
    }

    /// The order of day and month the first telling numeric date after the
    /// scanner's position shows ("31/1/2024": day first), for a date that reads
    /// both ways; nil when none tells. Reads ahead on a copy of the scanner, so
    /// only a file whose dates start ambiguous is read twice, up to that date.
    static func dateOrder(after scanner: CSVScanner, column: Int, fieldCount: Int) -> NumericDate.Order? {
        var ahead = scanner
        var fields: [CSVField] = []
        while let _ = try? ahead.nextRecord(into: &fields) {
            guard fields.count == fieldCount else { return nil }
            if let order = NumericDate(ahead.bytes, fields[column].range)?.order { return order }
        }
        return nil
    }
}

/// The times of one column, read in the form its first time takes. A column
/// whose first time is a bare year ("2019", as yearly statistics give it)
/// holds years, each read as its 1 January; read as Unix seconds they were all
/// within the first three hours of 1970, and the chart was labelled 1/1/70.
/// Any other column reads each time by `parseTime`, so four-digit numbers later
/// in it stay Unix seconds (an elapsed-seconds log that passes 999).
///
/// Dates in a local numeric form (`NumericDate`: "1/31/2024", "31.01.2024")
/// are read in the order of slashes the column's dates have shown; a date that
/// could be read both ways before any has shown it is `.ambiguousOrder`, and
/// the reader may look ahead and `settle` the order.
///
/// A column the reader says may hold spreadsheet serial days (`mayHoldSerialDays`:
/// CSV's `date` and `datetime`) whose first time is one holds them, each read
/// as a day since 1899-12-30 with its fraction the time of day (`SerialDay`).
struct TimeColumn {
    /// What the column holds, as its first time (or the reader) decided.
    private enum Form {
        case undecided
        /// ISO-8601, Unix times and local numeric dates.
        case general
        case years
        case serialDays
        /// Dates whose times of day the next column holds (`Date,Time`).
        case datesAlone
    }

    private var form = Form.undecided
    /// The UTC offset, in seconds east, that the time read last was written
    /// with (`parseTime(_:_:offset:)`); nil for a date, or a time without a zone.
    private(set) var offset: Int?
    /// Whether a first time that is a serial day makes the column one of serial days.
    private var mayHoldSerialDays = false
    /// The order of slashes the column's dates have shown.
    private var order: NumericDate.Order?

    /// The time in `bytes[range]`; the first call decides the column's form.
    /// `number` is the value of that text when the caller has parsed it already
    /// (a JSON number), so that it is not parsed twice.
    @inline(__always)
    mutating func read(_ bytes: [UInt8], _ range: Range<Int>, number: Double? = nil) -> ParsedTime {
        if form == .general { return readGeneral(bytes, range, number: number) }
        return readOther(bytes, range, number: number)
    }

    /// Makes `read` leave every time to `readDate` (`.dateAlone`), for a column of
    /// dates whose times of day the next column holds: so the reader's path for
    /// times read whole stays as it was.
    mutating func holdDatesAlone() {
        form = .datesAlone
    }

    /// Lets a first time that is a spreadsheet serial day make the column one of
    /// serial days, for a column whose name says it holds dates: there such a
    /// number read as Unix seconds would be a time on 1 or 2 January 1970.
    mutating func allowSerialDays() {
        mayHoldSerialDays = true
    }

    /// The date in `bytes[range]`, in a column of dates alone.
    mutating func readDate(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
        readGeneral(bytes, range, number: nil)
    }

    /// Takes `order` for the column's dates, as a date further on showed it.
    mutating func settle(_ order: NumericDate.Order) {
        self.order = order
    }

    /// ISO-8601, a Unix time, or a local numeric date.
    @inline(__always)
    private mutating func readGeneral(_ bytes: [UInt8], _ range: Range<Int>, number: Double?) -> ParsedTime {
        if let number { return numericTime(number, written: bytes, range, offset: &offset) }
        let parsed = parseTime(bytes, range, offset: &offset)
        guard case .invalid = parsed else { return parsed }
        return readNumericDate(bytes, range)
    }

    /// A local numeric date, read in the column's order (out of line: only a
    /// time that is no ISO-8601 or Unix time comes here).
    @inline(never)
    private mutating func readNumericDate(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
        guard let date = NumericDate(bytes, range) else { return .invalid }
        if let shown = date.order {
            if let known = order, known != shown { return .orderConflict }
            order = shown
        } else if date.isAmbiguous, order == nil {
            return .ambiguousOrder
        }
        guard let seconds = date.seconds(in: order ?? .dayFirst) else { return .invalid }
        return representableSeconds.contains(seconds) ? .seconds(seconds) : .outOfRange
    }

    /// The first time, or a time in a column of years, serial days or dates alone.
    private mutating func readOther(_ bytes: [UInt8], _ range: Range<Int>, number: Double?) -> ParsedTime {
        offset = nil
        switch form {
        case .general: return readGeneral(bytes, range, number: number)
        case .datesAlone: return .dateAlone
        case .serialDays: return SerialDay(bytes, range).map { .seconds($0.unixSeconds) } ?? .notASerialDay
        case .years:
            guard let year = Self.year(bytes, range), let date = CivilDate(year: year, month: 1, day: 1) else {
                return .notAYear
            }
            return .seconds(date.unixSeconds)
        case .undecided:
            // A bare year is one before it is a serial day of 1902–1927.
            if Self.year(bytes, range) != nil {
                form = .years
            } else {
                form = mayHoldSerialDays && SerialDay(bytes, range) != nil ? .serialDays : .general
            }
            return readOther(bytes, range, number: number)
        }
    }

    /// The year 1000…9999 written as exactly four digits, else nil.
    private static func year(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
        guard range.count == 4, let year = text.number(digits: 4), year >= 1000 else { return nil }
        return year
    }
}

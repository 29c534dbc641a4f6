// Times in data files: ISO-8601 text or a Unix time in seconds or milliseconds.
//
// ISO-8601 (the RFC 3339 profile plus its common relaxations): `YYYY-MM-DD`
// (or `YYYY/MM/DD`, `YYYY-MM` for a month's first day, `YYYYMMDD` for the
// years 1800…2199; a column of bare years is `TimeColumn`'s),
// optionally followed by `T`, `t` or a space and `HH:MM`, `HH:MM:SS` or
// `HH:MM:SS.fraction`, then `Z`, `z`, ` UTC` (CoinGecko's CSV export writes
// `2026-11-22 00:00:00 UTC`; not ISO-8601, but unambiguous), `±HH:MM`, `±HHMM`
// or `±HH`; or, after a space, a time as spreadsheets write it, `H:MM` or
// `H:MM:SS` with a one-digit hour allowed and ` AM` or ` PM` after it (Excel's
// `yyyy-mm-dd h:mm`). A time without a zone is taken as UTC; a date alone is midnight UTC. Fractions of a second
// are dropped (the result is whole Unix seconds, rounded down). Second 60 (a
// leap second) is accepted and lands on the next minute's first second.
//
// Numbers: seconds when |t| < 10¹¹, milliseconds otherwise. 10¹¹ seconds is the
// year 5138 and 10¹¹ milliseconds is 3 March 1973, so every real-world time in
// either unit is read right; only millisecond times before March 1973 would be
// taken for seconds.
//
// The accepted range is the years 0000…9999, which the `M/d/yy` label and the
// ISO form can both spell.

/// The outcome of reading one time field.
enum ParsedTime: Equatable {
    case seconds(Int64)
    case invalid
    case outOfRange
    /// Not a year, in a column of years (`TimeColumn`).
    case notAYear
    /// Not a serial day, in a column of serial days (`TimeColumn`).
    case notASerialDay
    /// A numeric date that reads as two dates, before the column showed its order.
    case ambiguousOrder
    /// A numeric date whose order is not the one the column showed.
    case orderConflict
    /// A date whose time of day another column holds, left to `TimeColumn.readDate`.
    case dateAlone

    /// What is wrong with the time `text`, which read as this (not `.seconds`).
    func problem(_ text: String) -> DataProblem {
        switch self {
        case .seconds, .dateAlone, .invalid: .invalidTime(text)
        case .outOfRange: .timeOutOfRange(text)
        case .notAYear: .notAYear(text)
        case .notASerialDay: .notASerialDay(text)
        case .ambiguousOrder: .ambiguousDate(text)
        case .orderConflict: .dateOrderConflict(text)
        }
    }
}

/// The Unix time of 0000-01-01T00:00:00Z and of 9999-12-31T23:59:59Z.
let representableSeconds: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

/// Reads `bytes[range]` as an ISO-8601 date or date-time, or as a Unix time.
func parseTime(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
    var offset: Int?
    return parseTime(bytes, range, offset: &offset)
}

/// `parseTime(_:_:)`, setting `offset` to the UTC offset the time was written
/// with, in seconds east: 0 for `Z`, ` UTC` and Unix times, nil for a date or a
/// time written without a zone.
@inline(__always)
func parseTime(_ bytes: [UInt8], _ range: Range<Int>, offset: inout Int?) -> ParsedTime {
    offset = nil
    if range.count >= 5, (0..<4).allSatisfy({ decimalDigit(bytes[range.lowerBound + $0]) != nil }),
        bytes[range.lowerBound + 4] == UInt8(ascii: "-") || bytes[range.lowerBound + 4] == UInt8(ascii: "/")
    {
        return parseISO8601(bytes, range, offset: &offset)
    }
    guard let value = parseDecimal(bytes, range, grammar: .csv), value.isFinite else { return .invalid }
    return numericTime(value, written: bytes, range, offset: &offset)
}

/// The time of a number already parsed from `bytes[range]`: a basic ISO date
/// (`compactDate`; `offset` nil) or a Unix time (`offset` 0).
@inline(__always)
func numericTime(_ value: Double, written bytes: [UInt8], _ range: Range<Int>, offset: inout Int?) -> ParsedTime {
    if range.count == 8, let date = compactDate(bytes, range) {
        offset = nil
        return date
    }
    offset = 0
    return unixTime(fromNumber: value)
}

/// A numeric time in seconds or milliseconds, told apart by magnitude.
func unixTime(fromNumber value: Double) -> ParsedTime {
    unixTime(fromSeconds: abs(value) < 1e11 ? value : value / 1000)
}

/// A numeric time known to be in milliseconds (CoinGecko's).
func unixTime(fromMilliseconds value: Double) -> ParsedTime {
    unixTime(fromSeconds: value / 1000)
}

/// Whole seconds, rounded down, if within the years 0000…9999.
private func unixTime(fromSeconds value: Double) -> ParsedTime {
    let seconds = value.rounded(.down)
    guard seconds >= Double(representableSeconds.lowerBound), seconds <= Double(representableSeconds.upperBound)
    else { return .outOfRange }
    return .seconds(Int64(seconds))
}

/// ISO-8601's basic date `YYYYMMDD` ("20240101", eight digits), for the years
/// 1800…2199 only: read as Unix seconds, those eight digits would all fall between
/// 28 July and 12 September 1970, which no data means; so in those years an
/// impossible day ("20241301") is an invalid date, not a second of 1970. Nil
/// for other numbers.
private func compactDate(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime? {
    var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
    guard let year = text.number(digits: 4), (1800...2199).contains(year), let month = text.number(digits: 2),
        let day = text.number(digits: 2)
    else { return nil }
    return CivilDate(year: year, month: month, day: day).map { .seconds($0.unixSeconds) } ?? .invalid
}

/// Reads `bytes[range]` as ISO-8601 in the profile the file's note describes,
/// also with slashes between the date's parts when the year comes first
/// (`2024/01/31`, unambiguous), and as a month alone (`2024-01`, its first day).
func parseISO8601(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
    var offset: Int?
    return parseISO8601(bytes, range, offset: &offset)
}

/// `parseISO8601(_:_:)`, setting `offset` as `parseTime(_:_:offset:)` does.
func parseISO8601(_ bytes: [UInt8], _ range: Range<Int>, offset: inout Int?) -> ParsedTime {
    offset = nil
    var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
    guard let year = text.number(digits: 4) else { return .invalid }
    let hasSlashes = text.skip("/")
    guard hasSlashes || text.skip("-"), let month = text.number(digits: 2) else { return .invalid }
    if !hasSlashes, text.isAtEnd {
        return CivilDate(year: year, month: month, day: 1).map { .seconds($0.unixSeconds) } ?? .invalid
    }
    guard hasSlashes ? text.skip("/") : text.skip("-"), let day = text.number(digits: 2),
        let date = CivilDate(year: year, month: month, day: day)
    else { return .invalid }
    var seconds = Int64(date.daysSinceEpoch) * 86_400
    if text.isAtEnd { return .seconds(seconds) }
    let timeStart = text.position, midnight = seconds
    /// Where ISO's time fails: a time as spreadsheets write it, or invalid.
    func other() -> ParsedTime { spreadsheetTime(bytes, timeStart..<range.upperBound, after: midnight) }

    guard text.skip("T") || text.skip("t") || text.skip(" "), let hour = text.number(digits: 2), hour < 24,
        text.skip(":"), let minute = text.number(digits: 2), minute < 60
    else { return other() }
    var second = 0
    if text.skip(":") {
        guard let s = text.number(digits: 2), s <= 60 else { return other() }
        second = s
        if text.skip(".") || text.skip(",") {
            guard text.number(digits: 1) != nil else { return other() }
            while text.number(digits: 1) != nil {}
        }
    }
    seconds += Int64(hour * 3600 + minute * 60 + second)

    var written: Int?
    if text.isAtEnd {
    } else if text.skip("Z") || text.skip("z") || text.skip(word: " UTC") {
        written = 0
    } else if let sign = text.skip("+") ? 1 : text.skip("-") ? -1 : nil {
        guard let offsetHours = text.number(digits: 2), offsetHours < 24 else { return other() }
        var offsetMinutes = 0
        if !text.isAtEnd {
            _ = text.skip(":")
            guard let m = text.number(digits: 2), m < 60 else { return other() }
            offsetMinutes = m
        }
        written = sign * (offsetHours * 3600 + offsetMinutes * 60)
        // Local time = UTC + offset, so UTC = local − offset.
        seconds -= Int64(written ?? 0)
    } else {
        return other()
    }
    guard text.isAtEnd else { return other() }
    offset = written
    guard representableSeconds.contains(seconds) else { return .outOfRange }
    return .seconds(seconds)
}

/// A time as spreadsheets write it after a date and a space, read where
/// ISO-8601's fails (Excel's "yyyy-mm-dd h:mm": "2024-01-02 9:30", or with
/// " AM"/" PM"), or 24:00 ending the day, `midnight` being the date's. Out of
/// line: only such times pay for it, where trying it first cost ISO times with
/// a space 190 instructions.
@inline(never)
private func spreadsheetTime(_ bytes: [UInt8], _ range: Range<Int>, after midnight: Int64) -> ParsedTime {
    var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
    // After ISO's "T" only its 24:00: one-digit hours and AM/PM follow a space.
    if text.skip("T") || text.skip("t") {
        guard text.skip(word: "24:00"), text.isAtEnd || text.skip(word: ":00") && text.isAtEnd else { return .invalid }
        return representableSeconds.contains(midnight + 86_400) ? .seconds(midnight + 86_400) : .outOfRange
    }
    guard text.next == UInt8(ascii: " "), let secondsOfDay = text.timeOfDay() else { return .invalid }
    let seconds = midnight + Int64(secondsOfDay)
    return representableSeconds.contains(seconds) ? .seconds(seconds) : .outOfRange
}

// Times in data files: ISO-8601 text or a Unix time in seconds or milliseconds.
//
// ISO-8601 (the RFC 3339 profile plus its common relaxations): `YYYY-MM-DD`,
// optionally followed by `T`, `t` or a space and `HH:MM`, `HH:MM:SS` or
// `HH:MM:SS.fraction`, then `Z`, `z`, `±HH:MM`, `±HHMM` or `±HH`. A time without
// a zone is taken as UTC; a date alone is midnight UTC. Fractions of a second
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
}

/// The Unix time of 0000-01-01T00:00:00Z and of 9999-12-31T23:59:59Z.
let representableSeconds: ClosedRange<Int64> = -62_167_219_200...253_402_300_799

/// Reads `bytes[range]` as an ISO-8601 date or date-time, or as a Unix time.
func parseTime(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
    if range.count >= 5, (0..<4).allSatisfy({ decimalDigit(bytes[range.lowerBound + $0]) != nil }),
        bytes[range.lowerBound + 4] == UInt8(ascii: "-")
    {
        return parseISO8601(bytes, range)
    }
    guard let value = parseDecimal(bytes, range, grammar: .csv), value.isFinite else { return .invalid }
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

/// Reads `bytes[range]` as ISO-8601 in the profile the file's note describes.
func parseISO8601(_ bytes: [UInt8], _ range: Range<Int>) -> ParsedTime {
    var i = range.lowerBound
    let end = range.upperBound

    func number(digits: Int) -> Int? {
        guard i + digits <= end else { return nil }
        var value = 0
        for k in i..<(i + digits) {
            guard let d = decimalDigit(bytes[k]) else { return nil }
            value = value * 10 + Int(d)
        }
        i += digits
        return value
    }
    func skip(_ byte: UInt8) -> Bool {
        guard i < end, bytes[i] == byte else { return false }
        i += 1
        return true
    }

    guard let year = number(digits: 4), skip(UInt8(ascii: "-")), let month = number(digits: 2),
        skip(UInt8(ascii: "-")), let day = number(digits: 2),
        let date = CivilDate(year: year, month: month, day: day)
    else { return .invalid }
    var seconds = Int64(date.daysSinceEpoch) * 86_400
    if i == end { return .seconds(seconds) }

    guard bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") || bytes[i] == UInt8(ascii: " ")
    else { return .invalid }
    i += 1
    guard let hour = number(digits: 2), hour < 24, skip(UInt8(ascii: ":")), let minute = number(digits: 2),
        minute < 60
    else { return .invalid }
    var second = 0
    if skip(UInt8(ascii: ":")) {
        guard let s = number(digits: 2), s <= 60 else { return .invalid }
        second = s
        if skip(UInt8(ascii: ".")) || skip(UInt8(ascii: ",")) {
            let fractionStart = i
            while i < end, decimalDigit(bytes[i]) != nil { i += 1 }
            guard i > fractionStart else { return .invalid }
        }
    }
    seconds += Int64(hour * 3600 + minute * 60 + second)

    if i < end {
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) {
        } else if bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            let sign: Int64 = bytes[i] == UInt8(ascii: "-") ? -1 : 1
            i += 1
            guard let offsetHours = number(digits: 2), offsetHours < 24 else { return .invalid }
            var offsetMinutes = 0
            if i < end {
                _ = skip(UInt8(ascii: ":"))
                guard let m = number(digits: 2), m < 60 else { return .invalid }
                offsetMinutes = m
            }
            // Local time = UTC + offset, so UTC = local − offset.
            seconds -= sign * Int64(offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return .invalid
        }
    }
    guard i == end else { return .invalid }
    guard representableSeconds.contains(seconds) else { return .outOfRange }
    return .seconds(seconds)
}

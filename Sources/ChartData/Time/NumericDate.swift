/// A date written as numbers in a local order, as spreadsheets export dates:
/// "1/31/2024" (month first, the US), "31/01/2024" (day first, most of the
/// world), "31.01.2024" (dots: always day first), with a two-digit year read in
/// Excel's window (00–29 → 2000s, 30–99 → 1900s), optionally followed by a
/// time "13:45", "13:45:30" or "1:45 PM". Midnight UTC unless a time follows.
///
/// Slashes leave the order open: "1/31/2024" can only be month first and
/// "31/1/2024" only day first, but "1/2/2024" is either. `TimeColumn` keeps the
/// order a file's dates have shown and asks its reader to look ahead when a
/// date is ambiguous before any has shown it.
struct NumericDate {
    enum Order: Equatable {
        case dayFirst
        case monthFirst
    }

    private let first: Int
    private let second: Int
    private let year: Int
    private let secondsOfDay: Int
    private let isDotted: Bool

    init?(_ bytes: [UInt8], _ range: Range<Int>) {
        var text = DateCursor(bytes: bytes, position: range.lowerBound, end: range.upperBound)
        guard let first = text.number(upTo: 2)?.value, let separator = text.next,
            separator == UInt8(ascii: "/") || separator == UInt8(ascii: "."), text.skip(byte: separator),
            let second = text.number(upTo: 2)?.value, text.skip(byte: separator), let year = text.number(upTo: 4)
        else { return nil }
        switch year.digits {
        case 4: self.year = year.value
        case 2: self.year = year.value < 30 ? 2000 + year.value : 1900 + year.value
        default: return nil
        }
        guard let secondsOfDay = text.timeOfDay() else { return nil }
        self.first = first
        self.second = second
        self.secondsOfDay = secondsOfDay
        isDotted = separator == UInt8(ascii: ".")
    }

    /// The order of slashes this date alone shows ("31/1/2024": day first), or
    /// nil (dots, which have one order; or both parts 12 or less).
    var order: Order? {
        guard !isDotted, first != second else { return nil }
        return first > 12 ? .dayFirst : second > 12 ? .monthFirst : nil
    }

    /// Whether the two orders give two different dates ("1/2/2024").
    var isAmbiguous: Bool { !isDotted && first != second && first <= 12 && second <= 12 }

    /// The Unix time, reading the parts in `order`; nil when that is no date.
    func seconds(in order: Order) -> Int64? {
        let (day, month) = order == .dayFirst || isDotted ? (first, second) : (second, first)
        guard let date = CivilDate(year: year, month: month, day: day) else { return nil }
        return date.unixSeconds + Int64(secondsOfDay)
    }
}

extension DateCursor {
    /// Nothing (0), or " H:MM", " H:MM:SS", each optionally with " AM" or " PM",
    /// to the end: seconds since midnight, or nil.
    mutating func timeOfDay() -> Int? {
        guard !isAtEnd else { return 0 }
        guard skip(" ") else { return nil }
        return clockTime()
    }

    /// "H:MM" or "H:MM:SS", optionally with " AM" or " PM", to the end: seconds
    /// since midnight, or nil. A fraction of the second ("09:30:15.5", or with a
    /// comma) is dropped, as ISO-8601's is.
    mutating func clockTime() -> Int? {
        guard var hour = number(upTo: 2)?.value, skip(":"), let minute = number(upTo: 2)?.value, minute < 60
        else { return nil }
        var second = 0
        if skip(":") {
            guard let s = number(upTo: 2)?.value, s < 60 else { return nil }
            second = s
            if skip(".") || skip(",") {
                guard number(upTo: 1) != nil else { return nil }
                while number(upTo: 1) != nil {}
            }
        }
        if skip(" ") {
            // "AM", "pm", "Am", …: letters compared with their case bit set.
            guard (1...12).contains(hour), end - position == 2, bytes[position + 1] | 0x20 == UInt8(ascii: "m") else {
                return nil
            }
            switch bytes[position] | 0x20 {
            case UInt8(ascii: "a"): hour %= 12
            case UInt8(ascii: "p"): hour = hour % 12 + 12
            default: return nil
            }
            position = end
        }
        // 24:00 ends a day as some loggers write it: the next day's 00:00.
        let secondsOfDay = hour * 3600 + minute * 60 + second
        guard isAtEnd, hour < 24 || secondsOfDay == 86_400 else { return nil }
        return secondsOfDay
    }
}

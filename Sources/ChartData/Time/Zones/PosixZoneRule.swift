// A POSIX TZ rule string, as the footer of a TZif file holds it (RFC 8536 §3.3)
// for the times after its table: "CET-1CEST,M3.5.0,M10.5.0/3".
//
// Grammar (POSIX.1-2017 §8.3, with RFC 8536's extensions): std offset
// [dst [offset] [,start[/time],end[/time]]]. A name is three or more letters, or
// anything of letters, digits, + and - between < and > ("<-03>"). An offset is
// [+-]hh[:mm[:ss]], hours 0…24, counted WEST of Greenwich (CET is -1); dst's
// defaults to one hour ahead of std. A date is Jn (1…365, February 29 never
// counted), n (0…365, counted), or Mm.w.d (day d, 0 = Sunday, of week w, 5 =
// the last, of month m); a time is [+-]hh[:mm[:ss]] of local time then in force,
// hours −167…167 (RFC 8536: Israel's "M3.4.4/26"), 02:00 by default. A dst
// without dates takes the US rule "M3.2.0,M11.1.0", as glibc does.
//
// Evaluation: the transitions of the year the instant falls in and of the years
// either side, sorted; the last at or before the instant decides. A start and an
// end at the same instant (daylight time all year: "EST5EDT,0/0,J365/25") leave
// daylight time on.

/// A zone's rule for every year: a standard offset, and maybe daylight saving
/// time between two dates of each year.
struct PosixZoneRule: Hashable, Sendable {
    /// When daylight saving time starts or ends: a day of the year and the
    /// local time of day, in seconds, at which it happens.
    struct Change: Hashable, Sendable {
        enum Day: Hashable, Sendable {
            /// `Jn`: 1…365, February 29 never counted.
            case julian(Int)
            /// `n`: 0…365, February 29 counted.
            case dayOfYear(Int)
            /// `Mm.w.d`.
            case weekday(month: Int, week: Int, day: Int)
        }

        var day: Day
        var time: Int

        /// The day's date in `year`.
        func date(in year: Int) -> CivilDate {
            switch day {
            case .julian(let n):
                let leap = CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0
                return newYear(year).adding(days: n - 1 + leap)
            case .dayOfYear(let n):
                return newYear(year).adding(days: n)
            case .weekday(let month, let week, let weekday):
                let first = CivilDate(year: year, month: month, day: 1) ?? newYear(year)
                var day = 1 + (weekday - first.weekday + 7) % 7 + (week - 1) * 7
                while day > CivilDate.daysInMonth(month, year: year) { day -= 7 }
                return first.adding(days: day - 1)
            }
        }

        /// The Unix time of the change in `year`, the clock showing `offset` before it.
        func instant(in year: Int, before offset: Int) -> Int64 {
            date(in: year).unixSeconds + Int64(time - offset)
        }

        private func newYear(_ year: Int) -> CivilDate {
            CivilDate(year: year, month: 1, day: 1) ?? CivilDate(daysSinceEpoch: 0)
        }
    }

    /// Daylight saving time: its offset and the changes into and out of it.
    struct DaylightSaving: Hashable, Sendable {
        var offset: ZoneOffset
        var start: Change
        var end: Change
    }

    var standard: ZoneOffset
    var daylightSaving: DaylightSaving?

    /// The offset in force at the Unix time `time`.
    func offset(at time: Int64) -> ZoneOffset {
        guard let dst = daylightSaving else { return standard }
        // Years past the readers' 0000…9999 are clamped: no data reaches them.
        let clamped = min(max(time, -62_167_219_200 - 86_400 * 366), 253_402_300_799 + 86_400 * 366)
        let year = CivilDate(unixSeconds: clamped + Int64(standard.seconds)).year
        var changes: [(instant: Int64, isStart: Bool)] = []
        for y in (year - 1)...(year + 1) {
            changes.append((dst.start.instant(in: y, before: standard.seconds), true))
            changes.append((dst.end.instant(in: y, before: dst.offset.seconds), false))
        }
        changes.sort { ($0.instant, $0.isStart ? 1 : 0) < ($1.instant, $1.isStart ? 1 : 0) }
        // The year before always holds a change before the instant.
        return changes.last { $0.instant <= clamped }?.isStart == true ? dst.offset : standard
    }
}

extension PosixZoneRule {
    /// Reads a TZ rule string; nil when it is not one.
    init?(_ text: String) {
        var cursor = Cursor(bytes: Array(text.utf8))
        guard let standardName = cursor.name(), let standardWest = cursor.offset(maxHours: 24) else { return nil }
        standard = ZoneOffset(seconds: -standardWest, abbreviation: standardName)
        guard !cursor.isAtEnd else {
            daylightSaving = nil
            return
        }
        guard let dstName = cursor.name() else { return nil }
        var dstWest = standardWest - 3600
        if let peek = cursor.next, peek != UInt8(ascii: ",") {
            guard let west = cursor.offset(maxHours: 24) else { return nil }
            dstWest = west
        }
        let start: Change, end: Change
        if cursor.isAtEnd {
            start = Change(day: .weekday(month: 3, week: 2, day: 0), time: 7200)
            end = Change(day: .weekday(month: 11, week: 1, day: 0), time: 7200)
        } else {
            guard cursor.skip(","), let first = cursor.change(), cursor.skip(","), let second = cursor.change(),
                cursor.isAtEnd
            else { return nil }
            (start, end) = (first, second)
        }
        daylightSaving = DaylightSaving(
            offset: ZoneOffset(seconds: -dstWest, abbreviation: dstName, isDaylightSaving: true), start: start, end: end)
    }

    /// A read position in a TZ rule string.
    private struct Cursor {
        let bytes: [UInt8]
        var position = 0

        var isAtEnd: Bool { position == bytes.count }
        var next: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard next == UInt8(ascii: character) else { return false }
            position += 1
            return true
        }

        /// Three or more letters, or `<…>` of letters, digits, + and -.
        mutating func name() -> String? {
            let start = position
            if skip("<") {
                while let byte = next, isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-")
                {
                    position += 1
                }
                let name = bytes[(start + 1)..<position]
                guard name.count >= 3, skip(">") else { return nil }
                return String(decoding: name, as: UTF8.self)
            }
            while let byte = next, isLetter(byte) { position += 1 }
            guard position - start >= 3 else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, the hours at most `maxHours`.
        mutating func offset(maxHours: Int) -> Int? {
            let sign = skip("-") ? -1 : 1
            if sign > 0 { _ = skip("+") }
            guard let hours = digits(upTo: 3), hours <= maxHours else { return nil }
            var seconds = hours * 3600
            if skip(":") {
                guard let minutes = digits(upTo: 2), minutes < 60 else { return nil }
                seconds += minutes * 60
                if skip(":") {
                    guard let rest = digits(upTo: 2), rest < 60 else { return nil }
                    seconds += rest
                }
            }
            return sign * seconds
        }

        /// A date and its optional `/time`.
        mutating func change() -> Change? {
            let day: Change.Day
            if skip("J") {
                guard let n = digits(upTo: 3), (1...365).contains(n) else { return nil }
                day = .julian(n)
            } else if skip("M") {
                guard let month = digits(upTo: 2), (1...12).contains(month), skip("."),
                    let week = digits(upTo: 1), (1...5).contains(week), skip("."),
                    let weekday = digits(upTo: 1), (0...6).contains(weekday)
                else { return nil }
                day = .weekday(month: month, week: week, day: weekday)
            } else {
                guard let n = digits(upTo: 3), (0...365).contains(n) else { return nil }
                day = .dayOfYear(n)
            }
            var time = 7200
            if skip("/") {
                guard let t = offset(maxHours: 167) else { return nil }
                time = t
            }
            return Change(day: day, time: time)
        }

        /// One to `count` decimal digits.
        private mutating func digits(upTo count: Int) -> Int? {
            var value = 0, read = 0
            while read < count, let byte = next, isDigit(byte) {
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                position += 1
                read += 1
            }
            return read > 0 ? value : nil
        }

        private func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        private func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }
}

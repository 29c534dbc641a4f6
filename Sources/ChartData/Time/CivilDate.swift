// Civil (proleptic Gregorian, UTC) dates and Unix days, both ways.
//
// Algorithm: Howard Hinnant's days_from_civil / civil_from_days. The year is
// shifted to start on 1 March, so the leap day is the last day of the shifted
// year; 400-year eras of 146097 days make the arithmetic exact integer division
// for any Int day, negative ones included. No tables, no loops, no libc (timegm
// and gmtime are locale- and platform-dependent; the tests use them as the
// independent reference).

/// A calendar day in the proleptic Gregorian calendar, in UTC.
public struct CivilDate: Hashable, Comparable, Sendable {
    public let year: Int
    /// 1…12.
    public let month: Int
    /// 1…31, valid for the month and year.
    public let day: Int

    /// The date, or nil when month or day is out of range for that year.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= Self.daysInMonth(month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (negative: before).
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The UTC date of a Unix time (seconds since 1970-01-01T00:00:00Z).
    public init(unixSeconds: Int64) {
        let (days, remainder) = unixSeconds.quotientAndRemainder(dividingBy: 86_400)
        self.init(daysSinceEpoch: Int(remainder < 0 ? days - 1 : days))
    }

    /// Days from 1970-01-01 to this date (negative: before).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Unix time of this date's midnight, UTC.
    public var unixSeconds: Int64 { Int64(daysSinceEpoch) * 86_400 }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    public static func < (a: CivilDate, b: CivilDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

/// An instant as a wall clock in some zone shows it: the date, the time of day,
/// the weekday and the offset in force.
public struct LocalTime: Hashable, Sendable {
    public let date: CivilDate
    /// 0…23.
    public let hour: Int
    /// 0…59.
    public let minute: Int
    /// 0…59.
    public let second: Int
    /// 0 for Sunday … 6 for Saturday.
    public let weekday: Int
    public let offset: ZoneOffset

    /// The wall clock `offset` east of UTC at the Unix time `unixSeconds`. A sum
    /// past Int64's range (no reader gives such a time) stops at its end.
    public init(unixSeconds: Int64, offset: ZoneOffset) {
        let (sum, overflow) = unixSeconds.addingReportingOverflow(Int64(offset.seconds))
        let local = overflow ? (offset.seconds > 0 ? Int64.max : Int64.min) : sum
        self.init(wallSeconds: local, offset: offset)
    }

    /// The wall clock whose reading, counted as if it were UTC, is `wallSeconds`.
    init(wallSeconds: Int64, offset: ZoneOffset) {
        let date = CivilDate(unixSeconds: wallSeconds)
        // The remainder, not `wallSeconds − date.unixSeconds`: that midnight
        // overflows Int64 on the first day of its range.
        let remainder = Int(wallSeconds % 86_400)
        let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
        self.date = date
        hour = secondOfDay / 3600
        minute = secondOfDay / 60 % 60
        second = secondOfDay % 60
        weekday = date.weekday
        self.offset = offset
    }

    /// Midnight on `date`, with `offset` the zone keeps then.
    public init(midnightOf date: CivilDate, offset: ZoneOffset) {
        self.date = date
        (hour, minute, second) = (0, 0, 0)
        weekday = date.weekday
        self.offset = offset
    }

    /// "9:30", or "9:30:15" with `seconds`: the line chart's intraday labels.
    public func clockLabel(seconds: Bool) -> String {
        let label = "\(hour):" + twoDigits(minute)
        return seconds ? label + ":" + twoDigits(second) : label
    }
}

extension CivilDate {
    /// 0 for Sunday … 6 for Saturday (1970-01-01 was a Thursday).
    public var weekday: Int {
        let w = (daysSinceEpoch + 4) % 7
        return w < 0 ? w + 7 : w
    }
}

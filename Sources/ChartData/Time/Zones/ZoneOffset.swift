/// The UTC offset a zone keeps at some instant, and what it calls it.
public struct ZoneOffset: Hashable, Sendable {
    /// Seconds east of UTC: Berlin's winter is 3600, New York's −18000.
    public var seconds: Int
    /// The zone's abbreviation for it: "CET", "EDT", "-03", "UTC".
    public var abbreviation: String
    public var isDaylightSaving: Bool

    public init(seconds: Int, abbreviation: String, isDaylightSaving: Bool = false) {
        self.seconds = seconds
        self.abbreviation = abbreviation
        self.isDaylightSaving = isDaylightSaving
    }

    /// A fixed offset, named as tzdata names zones that have no abbreviation of
    /// their own: "UTC" for 0, else the sign and hours, with the minutes only when
    /// there are any ("-04", "+0530"), and the seconds when there are any.
    public init(fixedSeconds seconds: Int) {
        self.init(seconds: seconds, abbreviation: Self.numericName(seconds))
    }

    public static let utc = ZoneOffset(seconds: 0, abbreviation: "UTC")

    static func numericName(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let magnitude = seconds.magnitude
        let (hours, minutes, rest) = (magnitude / 3600, magnitude / 60 % 60, magnitude % 60)
        var name = (seconds < 0 ? "-" : "+") + twoDigits(Int(hours))
        if minutes != 0 || rest != 0 { name += twoDigits(Int(minutes)) }
        if rest != 0 { name += twoDigits(Int(rest)) }
        return name
    }
}

/// `n` (≥ 0) with at least two digits: "07", "23", "123".
func twoDigits(_ n: Int) -> String {
    n < 10 && n >= 0 ? "0" + String(n) : String(n)
}

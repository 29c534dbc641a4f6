import ChartData

/// The validators of the options that put text on the chart and say how it
/// writes times and values.
extension ValueParsing {
    /// The longest `--title` or `--caption`; either is cut with "…" to the
    /// chart's width anyway.
    static let maximumTextLength = 200
    /// The longest `--prefix` or `--suffix`: a currency or a unit.
    static let maximumAffixLength = 12

    /// `--title`: one line of text.
    static func title(_ text: String) throws(ValueError) -> String {
        try line(text, upTo: maximumTextLength, example: "Bitcoin (BTC-USD)")
    }

    /// `--caption`: one line of text whose `%` fields are a `TimePattern`'s.
    static func caption(_ text: String) throws(ValueError) -> TimePattern {
        try pattern(line(text, upTo: maximumTextLength, example: "as of %H:%M %Z"))
    }

    /// `--date-format`: a `TimePattern` that writes something.
    static func datePattern(_ text: String) throws(ValueError) -> TimePattern {
        try pattern(line(text, upTo: 60, example: "%d.%m.%Y"))
    }

    /// `--prefix`, `--suffix`: a short text without control characters.
    static func affix(_ text: String) throws(ValueError) -> String {
        try line(text, upTo: maximumAffixLength, example: "$")
    }

    /// `--decimals`: 0…8.
    static func decimals(_ text: String) throws(ValueError) -> Int {
        try integer(text, in: ValueFormat.decimalsRange, what: "a number of decimals")
    }

    /// `--tz`: `UTC`, `local` or a name shaped as an IANA zone's; whether the
    /// zone exists is checked when the chart is made.
    static func zone(_ text: String) throws(ValueError) -> Options.Zone {
        switch text {
        case "UTC": return .utc
        case "local": return .local
        default:
            guard ZoneRules.isValidName(text) else {
                throw ValueError(reason: "expected an IANA zone name such as Europe/Berlin or America/New_York, UTC, or local")
            }
            return .named(text)
        }
    }

    /// `text`, if it is one line of at most `limit` characters, not empty.
    private static func line(_ text: String, upTo limit: Int, example: String) throws(ValueError) -> String {
        guard !text.isEmpty else { throw ValueError(reason: "expected text, e.g. \(example)") }
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ValueError(reason: "line breaks, tabs and other control characters cannot be drawn; give one line")
        }
        guard text.count <= limit else { throw ValueError(reason: "longer than \(limit) characters") }
        return text
    }

    private static func pattern(_ text: String) throws(ValueError) -> TimePattern {
        do throws(TimePatternError) {
            return try TimePattern(text)
        } catch {
            throw ValueError(reason: error.description)
        }
    }
}

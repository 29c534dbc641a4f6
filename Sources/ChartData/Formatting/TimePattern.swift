/// A strftime-style pattern for dates and times on a chart: `%d.%m.%Y`,
/// `as of %H:%M %Z`.
///
/// Fields: `%Y` year, `%y` its last two digits, `%m` month, `%d` day, `%H` hour
/// (00–23), `%M` minute, `%S` second, `%Z` the zone's abbreviation, `%b`/`%B`
/// the month's English name short or full, `%a`/`%A` the weekday's, and `%%` a
/// percent sign. Numbers have two digits; `-` after the `%` drops the leading
/// zero (`%-d`), as GNU date does. Anything else after a `%` is refused when the
/// pattern is read, so a typo cannot reach the picture.
public struct TimePattern: Hashable, Sendable {
    enum Field: Character, CaseIterable, Sendable {
        case year = "Y", shortYear = "y", month = "m", day = "d", hour = "H", minute = "M", second = "S"
        case zone = "Z", monthName = "b", fullMonthName = "B", weekdayName = "a", fullWeekdayName = "A"
        case percent = "%"

        /// Whether `-` may drop its leading zero.
        var isPadded: Bool { [.shortYear, .month, .day, .hour, .minute, .second].contains(self) }
    }

    enum Piece: Hashable, Sendable {
        case text(String)
        case field(Field, isPadded: Bool)
    }

    let pieces: [Piece]

    /// `M/d/yy`, the line chart's date labels unless `--date-format` says otherwise: "11/23/26".
    public static let shortDate = TimePattern(pieces: [
        .field(.month, isPadded: false), .text("/"), .field(.day, isPadded: false), .text("/"),
        .field(.shortYear, isPadded: true),
    ])

    init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// Reads `text`; throws the reason a user can act on when a `%` starts no field.
    public init(_ text: String) throws(TimePatternError) {
        var pieces: [Piece] = []
        var literal = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            var code = characters.next()
            let dropsZero = code == "-"
            if dropsZero { code = characters.next() }
            guard let code else { throw .endsInPercent }
            guard let field = Field(rawValue: code), !dropsZero || field.isPadded else {
                throw .unknownField((dropsZero ? "%-" : "%") + String(code))
            }
            if field == .percent {
                literal.append("%")
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.field(field, isPadded: !dropsZero))
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The fields a pattern may hold, as the help and the errors list them.
    public static let fieldList = "%Y %y %m %d %H %M %S %Z %b %B %a %A"

    /// `time` written in this pattern.
    public func text(for time: LocalTime) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .field(let field, let isPadded): result += Self.text(of: field, time, isPadded: isPadded)
            }
        }
        return result
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private static func text(of field: Field, _ time: LocalTime, isPadded: Bool) -> String {
        func number(_ n: Int) -> String { isPadded ? twoDigits(n) : String(n) }
        switch field {
        case .year: return String(time.date.year)
        case .shortYear: return number((time.date.year % 100 + 100) % 100)
        case .month: return number(time.date.month)
        case .day: return number(time.date.day)
        case .hour: return number(time.hour)
        case .minute: return number(time.minute)
        case .second: return number(time.second)
        case .zone: return time.offset.abbreviation
        case .monthName: return String(monthNames[time.date.month - 1].prefix(3))
        case .fullMonthName: return monthNames[time.date.month - 1]
        case .weekdayName: return String(weekdayNames[time.weekday].prefix(3))
        case .fullWeekdayName: return weekdayNames[time.weekday]
        case .percent: return "%"
        }
    }
}

/// Why a time pattern was refused.
public enum TimePatternError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `%` followed by something that is no field, e.g. "%q" or "%-Z".
    case unknownField(String)
    /// A `%` at the very end.
    case endsInPercent

    public var description: String {
        switch self {
        case .unknownField(let field):
            "\(field) is no field; use \(TimePattern.fieldList), %% for a percent sign (%-d, %-H, … drop the leading zero)"
        case .endsInPercent: "it ends in a lone %; write %% for a percent sign"
        }
    }
}

/// A command line the parser refuses. The description is one line that
/// names the option and the bad value; the program prints it to standard
/// error and exits with `exitCode` (2, the usual code for bad usage).
///
/// Arguments can hold any bytes, so the description escapes control and
/// invisible formatting characters (`\n` becomes `\u{A}`): a value cannot
/// break the one line or move the terminal's cursor.
public enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option not in the table; `suggestion` is the closest known name, if any is close.
    case unknownOption(String, suggestion: String?)
    /// A first positional argument that is not a chart name.
    case unknownChart(String, suggestion: String?)
    /// A positional argument after the chart name.
    case unexpectedArgument(String)
    /// An argument that looks like an option after `--`, where only the chart name may come.
    case afterEndOfOptions(String)
    /// An option that needs a value at the end of the line or before another option.
    case missingValue(option: String)
    /// `--flag=value` for an option that takes no value.
    case unexpectedValue(option: String, value: String)
    /// A value the option's validator refuses, and why.
    case invalidValue(option: String, value: String, reason: String)
    /// An option given twice.
    case repeatedOption(String)
    /// Options that do not go together, or one that needs another.
    case conflict(String)
    /// None of `--gif`, `--png`, `--frames`, `--fb`.
    case noOutput

    /// The exit status for every usage error.
    public var exitCode: Int32 { 2 }

    public var description: String { oneLine(message) }

    /// The message as built from the arguments, before escaping.
    private var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "unknown option '\(name)'" + Self.hint(suggestion) + "; see --help"
        case .unknownChart(let name, let suggestion):
            "unknown chart '\(name)'" + Self.hint(suggestion)
                + " (charts: \(Options.ChartKind.allCases.map(\.rawValue).joined(separator: ", ")))"
        case .unexpectedArgument(let argument):
            "unexpected argument '\(argument)': only one chart name may be given"
        case .afterEndOfOptions(let argument):
            "'\(argument)' comes after '--', which ends the options; only the chart name (bars or line) may follow it"
        case .missingValue(let option):
            "\(option) needs a value"
        case .unexpectedValue(let option, let value):
            "\(option) takes no value (got '\(value)')"
        case .invalidValue(let option, let value, let reason):
            "invalid value '\(value)' for \(option): \(reason)"
        case .repeatedOption(let option):
            "\(option) given more than once"
        case .conflict(let reason):
            reason
        case .noOutput:
            "no output given: use --gif FILE, --png FILE, --frames DIR or --fb DEVICE; \(usageLine)"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// Why a run of a data command gave no data. The description is one clause
/// that follows the option's name: `--data-command: exited with status 6: …`.
public enum DataCommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// `/bin/sh` could not be started (no such file, out of processes).
    case cannotStart(reason: String)
    /// The command ended with a non-zero status; `message` is the last line it
    /// wrote to standard error, if any.
    case failed(status: Int32, message: String?)
    /// A signal from elsewhere ended the command.
    case killed(signal: Int32, message: String?)
    /// The command ran past the timeout and was stopped.
    case timedOut(seconds: Double)
    /// The command printed more than the limit and was stopped.
    case tooMuchOutput(limit: Int)
    /// The command succeeded but printed nothing.
    case printedNothing
    /// Reading its output failed.
    case readFailed(reason: String)
    /// The caller asked to stop (a signal came), and the command was stopped.
    case stopped

    public var description: String {
        switch self {
        case .cannotStart(let reason): "cannot start /bin/sh: \(reason)"
        case .failed(let status, let message): "exited with status \(status)" + Self.detail(message)
        case .killed(let signal, let message): "was killed by signal \(signal)" + Self.detail(message)
        case .timedOut(let seconds): "did not finish within \(Self.seconds(seconds)); stopped it"
        case .tooMuchOutput(let limit): "printed more than \(limit >> 20) MB; stopped it"
        case .printedNothing: "printed nothing"
        case .readFailed(let reason): "reading its output failed: \(reason)"
        case .stopped: "stopped before it finished"
        }
    }

    private static func detail(_ message: String?) -> String {
        message.map { ": " + $0 } ?? ""
    }

    /// `1 s`, `0.5 s`, `60 s`: a time as the messages write it.
    public static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value)) s" : "\(value) s"
    }
}

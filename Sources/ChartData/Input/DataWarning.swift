/// Something about the data worth a word that does not stop the chart, such as
/// an ambiguous `--coin`; printed as one line, source first, like `DataError`.
public struct DataWarning: Hashable, Sendable, CustomStringConvertible {
    /// The file path, or "stdin".
    public var source: String
    public var message: String

    public init(source: String, message: String) {
        self.source = source
        self.message = message
    }

    public var description: String { source + ": " + message }
}

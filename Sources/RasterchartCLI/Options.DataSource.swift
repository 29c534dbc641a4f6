extension Options {
    /// `--data FILE`, `--data -` or `--data-command CMD`.
    public enum DataSource: Hashable, Sendable {
        case file(String)
        case standardInput
        /// A shell command whose standard output is the data.
        case command(String)
    }
}

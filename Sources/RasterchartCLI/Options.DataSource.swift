extension Options {
    /// `--data FILE` or `--data -`.
    public enum DataSource: Hashable, Sendable {
        case file(String)
        case standardInput
    }
}

extension Options {
    /// How long the last frame stays.
    public enum Hold: Hashable, Sendable {
        case seconds(Double)
        /// `--hold forever`: only with `--fb`, until a signal ends the program.
        /// The parser refuses it without `--fb`, since a file output (a GIF's
        /// last delay) needs a number of seconds.
        case forever

        /// The hold without `--hold`.
        public static let defaultSeconds = 2.0
    }
}

extension Options {
    /// How long the last frame stays.
    public enum Hold: Hashable, Sendable {
        case seconds(Double)
        /// `--hold forever`: only with `--fb`, until a signal ends the program.
        /// Outputs that need a finite time (a GIF's last delay) use the default.
        case forever

        /// The default hold, and what file outputs use for `forever`.
        public static let defaultSeconds = 2.0
    }
}

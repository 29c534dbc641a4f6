extension Options {
    /// How many times the animation plays.
    public enum Loop: Hashable, Sendable {
        /// Over and over (the default).
        case forever
        /// `--loop N`: N plays in all, 1…65536; 1 plays once and does not repeat.
        /// A GIF stores N − 1 in its NETSCAPE2.0 block (the count of repeats).
        case times(Int)

        /// The largest count: a GIF's NETSCAPE2.0 repeat field holds 65535.
        public static let maximumTimes = 65536
    }
}

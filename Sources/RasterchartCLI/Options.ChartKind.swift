extension Options {
    /// The two charts docs/scenes.md describes.
    public enum ChartKind: String, CaseIterable, Hashable, Sendable {
        /// Staggered bar growth (the default).
        case bars
        /// Price line with trim and glow.
        case line
    }
}

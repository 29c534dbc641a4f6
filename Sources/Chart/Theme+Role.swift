import Raster

extension Theme {
    /// A colour a user may set over a theme (`--color ROLE=COLOR`), by its
    /// command-line name.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        /// The page: `background`.
        case background
        /// The bars' colour at their top: `bar`.
        case bar
        /// The bars' colour at the baseline: `barBottom`.
        case barBottom = "bar-bottom"
        /// A rising line: `lineUp`.
        case up
        /// A falling line: `lineDown`.
        case down
        /// Titles, the header's price and the bars' labels: `primaryText`.
        case text
        /// The line's labels and captions: `secondaryText`.
        case secondary
        /// The bars' grid and axes, the line's dividers: `grid`.
        case grid
    }

    /// The theme with `role` set to `color`.
    public func setting(_ role: Role, to color: Color) -> Theme {
        var theme = self
        switch role {
        case .background: theme.background = color
        case .bar: theme.bar = color
        case .barBottom: theme.barBottom = color
        case .up: theme.lineUp = color
        case .down: theme.lineDown = color
        case .text: theme.primaryText = color
        case .secondary: theme.secondaryText = color
        case .grid: theme.grid = color
        }
        return theme
    }
}

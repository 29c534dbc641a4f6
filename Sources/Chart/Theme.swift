import Raster

/// The colours of both charts (docs/scenes.md, "Theme").
///
/// `dark` is the specified theme; `light` swaps the background and text for a
/// white page and keeps the data colours, so bars and lines read the same.
/// The bars' bottom colour and the grid follow other colours unless set
/// (`barBottom`, `grid`), so a theme with a new bar or text colour stays
/// consistent; `Theme.Role` names what a user may set.
public struct Theme: Hashable, Sendable {
    public var background: Color
    /// Labels of the bar chart; its grid and axes are tinted from it unless `grid` is set.
    public var primaryText: Color
    /// Labels of the line chart.
    public var secondaryText: Color
    /// The line chart's three dividers, unless `grid` is set.
    public var divider: Color
    public var bar: Color
    /// The line when the last price is above the first.
    public var lineUp: Color
    /// The line otherwise.
    public var lineDown: Color
    /// The bars' gradient at the baseline; nil: `bar` at alpha 0.33.
    public var barBottom: Color?
    /// The bars' grid lines and the line's dividers; nil: `primaryText` at alpha
    /// 0.10 for the bars, `divider` for the line.
    public var grid: Color?

    public init(
        background: Color, primaryText: Color, secondaryText: Color, divider: Color,
        bar: Color, lineUp: Color, lineDown: Color, barBottom: Color? = nil, grid: Color? = nil
    ) {
        self.background = background
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.divider = divider
        self.bar = bar
        self.lineUp = lineUp
        self.lineDown = lineDown
        self.barBottom = barBottom
        self.grid = grid
    }

    public static let dark = Theme(
        background: Color(hex: 0x121218), primaryText: .white, secondaryText: Color(hex: 0x8E8E93),
        divider: Color(hex: 0x8E8E93, alpha: 0.35), bar: Color(hex: 0xFF4704),
        lineUp: Color(hex: 0x2ECC71), lineDown: Color(hex: 0xFF4D4D))

    public static let light = Theme(
        background: .white, primaryText: Color(hex: 0x1C1C1E), secondaryText: Color(hex: 0x6C6C70),
        divider: Color(hex: 0x8E8E93, alpha: 0.35), bar: Color(hex: 0xFF4704),
        lineUp: Color(hex: 0x2ECC71), lineDown: Color(hex: 0xFF4D4D))

    /// The bars' gradient at the baseline (the top is `bar`).
    public var barBottomColor: Color { barBottom ?? bar.withAlpha(0.33) }

    /// The bars' grid lines.
    public var barGridColor: Color { grid ?? primaryText.withAlpha(0.10) }

    /// The bars' axes: the grid's colour 2.5 times as opaque (by default
    /// `primaryText` at 0.25), so they stand out from the grid whatever its colour.
    public var barAxisColor: Color { barGridColor.withAlpha(2.5) }

    /// The line chart's dividers.
    public var lineGridColor: Color { grid ?? divider }

    /// Whether the background lets what is behind the picture show: then a PNG
    /// keeps the alpha, and an output without alpha needs a page to put it on.
    public var hasTransparentBackground: Bool { background.premultiplied.alpha < 255 }
}

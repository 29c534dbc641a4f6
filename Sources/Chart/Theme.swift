import Raster

/// The colours of both charts (docs/scenes.md, "Theme").
///
/// `dark` is the specified theme; `light` swaps the background and text for a
/// white page and keeps the data colours, so bars and lines read the same.
public struct Theme: Hashable, Sendable {
    public var background: Color
    /// Labels of the bar chart and the colour its grid and axes are tinted from.
    public var primaryText: Color
    /// Labels of the line chart.
    public var secondaryText: Color
    /// The line chart's three dividers.
    public var divider: Color
    public var bar: Color
    /// The line when the last price is above the first.
    public var lineUp: Color
    /// The line otherwise.
    public var lineDown: Color

    public init(
        background: Color, primaryText: Color, secondaryText: Color, divider: Color,
        bar: Color, lineUp: Color, lineDown: Color
    ) {
        self.background = background
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.divider = divider
        self.bar = bar
        self.lineUp = lineUp
        self.lineDown = lineDown
    }

    public static let dark = Theme(
        background: Color(hex: 0x121218), primaryText: .white, secondaryText: Color(hex: 0x8E8E93),
        divider: Color(hex: 0x8E8E93, alpha: 0.35), bar: Color(hex: 0xFF4704),
        lineUp: Color(hex: 0x2ECC71), lineDown: Color(hex: 0xFF4D4D))

    public static let light = Theme(
        background: .white, primaryText: Color(hex: 0x1C1C1E), secondaryText: Color(hex: 0x6C6C70),
        divider: Color(hex: 0x8E8E93, alpha: 0.35), bar: Color(hex: 0xFF4704),
        lineUp: Color(hex: 0x2ECC71), lineDown: Color(hex: 0xFF4D4D))
}

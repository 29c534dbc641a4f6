import ChartData
import Raster

/// The line under a chart (`--caption`): one line of the labels' size and the
/// secondary text colour, its fields filled in, cut with "…" to the chart's width.
struct CaptionLine: Sendable {
    /// The caption band's height below the chart, in design units; the line is
    /// centred 8 below the chart's box, so that as much room is left under it.
    static let height = 20.0
    static let fontSize = 12.0

    let space: DesignSpace
    let left: Double
    let text: String
    let font: Font

    /// `pattern` filled from `time`, to go between `left` and `right` (design units).
    init(_ pattern: TimePattern, at time: LocalTime, space: DesignSpace, left: Double, right: Double) {
        self.space = space
        self.left = left
        font = Font(size: Self.fontSize * space.scale)
        text = font.cut(pattern.text(for: time), toWidth: (right - left) * space.scale)
    }

    func draw(into pixmap: inout Pixmap, color: Color) {
        let y = space.designHeight + 8
        pixmap.draw(text, at: space.pixel(Point(x: left, y: y)), font: font, color: color, alignment: .left, anchor: .middle)
    }
}

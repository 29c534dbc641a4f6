import Raster

/// The band above a chart (`--title`, `--summary`): a bold title on the left
/// and, for the line chart, a summary on the right, the price at the tip of the
/// line in bold and its change since the first point.
///
/// The band is `height` design units above the chart's y = 0; its text is 16 pt,
/// a third larger than the labels, centred on the band. The summary is drawn
/// right-aligned inside `summaryArea`, wide enough for the widest summary the
/// data can show and clipped to it: that rectangle is all of the band that
/// changes from frame to frame, and the title is cut with "…" to the room it
/// leaves.
struct HeaderBand: Sendable {
    static let height = 28.0
    static let fontSize = 16.0
    /// Between the price and its change, and between the title and the summary.
    static let gap = 8.0

    let space: DesignSpace
    /// The band's left and right edges, in design units.
    let left: Double
    let right: Double
    /// The title as drawn, cut to its room; "" for none.
    let title: String
    let boldFont: Font
    let font: Font
    /// The pixels the summary may change; empty without a summary.
    let summaryArea: PixelRect

    /// `summaries`: the widest the summary can be, among them its area is sized
    /// for; none for a band without a summary.
    init(
        title: String?, summaries: [(price: String, change: String?)], space: DesignSpace, left: Double, right: Double
    ) {
        self.space = space
        self.left = left
        self.right = right
        let size = Self.fontSize * space.scale
        let (boldFont, font) = (Font(size: size, weight: .bold), Font(size: size))
        (self.boldFont, self.font) = (boldFont, font)
        let summaryWidth = summaries.map {
            boldFont.width(of: $0.price) + ($0.change.map { Self.gap * space.scale + font.width(of: $0) } ?? 0)
        }.max()
        let room = (right - left) * space.scale - (summaryWidth.map { $0 + Self.gap * space.scale } ?? 0)
        self.title = title.map { boldFont.cut($0, toWidth: room) } ?? ""
        guard let summaryWidth else {
            summaryArea = .empty
            return
        }
        let top = space.pixel(Point(x: right, y: -Self.height)), bottom = space.pixel(Point(x: right, y: 0))
        let area = Rect(x: top.x - summaryWidth, y: top.y, width: summaryWidth, height: bottom.y - top.y)
        summaryArea = area.outset(by: 1).enclosingPixels.intersection(space.canvas)
    }

    /// The band's text line, centred on the band, in design units.
    var baseline: Double { -Self.height / 2 }

    /// The characters the band's fonts lack in `texts`.
    func missingCharacters(in texts: [String]) -> [Character] {
        texts.flatMap { boldFont.missingCharacters(in: $0) }
    }

    func drawTitle(into pixmap: inout Pixmap, color: Color) {
        guard !title.isEmpty else { return }
        pixmap.draw(
            title, at: space.pixel(Point(x: left, y: baseline)), font: boldFont, color: color, alignment: .left,
            anchor: .middle)
    }

    /// Draws the price and its change right-aligned in the summary area, inside `clip`.
    func drawSummary(
        price: String, change: (text: String, color: Color)?, priceColor: Color, into pixmap: inout Pixmap,
        clip: PixelRect
    ) {
        let area = summaryArea.intersection(clip)
        guard !area.isEmpty else { return }
        var end = space.pixel(Point(x: right, y: baseline))
        if let change {
            pixmap.draw(change.text, at: end, font: font, color: change.color, alignment: .right, anchor: .middle, clip: area)
            end.x -= font.width(of: change.text) + Self.gap * space.scale
        }
        pixmap.draw(price, at: end, font: boldFont, color: priceColor, alignment: .right, anchor: .middle, clip: area)
    }
}

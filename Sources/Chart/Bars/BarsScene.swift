import Animation
import ChartData
import Raster

/// `bars`: staggered bar growth with gradient bars (docs/scenes.md, seed `000_…`, Macaw).
///
/// Design box 340 × 240 pt; the plot's origin sits at (50, 10) in the box, the
/// plot is 275 pt wide and its baseline is at plot y = 200. Grid, axes and labels
/// are static; each bar grows from the baseline with its own delay. A title
/// band above and a caption below (`ChartText`) grow the box and are static too.
public struct BarsScene: ChartScene {
    static let designWidth = 340.0
    static let designHeight = 240.0
    static let plotOrigin = Point(x: 50, y: 10)
    static let plotWidth = 275.0
    static let baseline = 200.0
    static let barAreaWidth = 250.0
    static let fullBarHeight = 180.0
    static let gridSpacing = 30.0
    static let fontSize = 12.0
    /// The room for the value labels: from their right edge (x = −10) to the
    /// design box's left edge (x = −50), in design units.
    static let valueLabelRoom = 40.0
    /// The least space between neighbouring bar labels, in design units.
    static let barLabelGap = 6.0

    public let bars: [Bar]
    public let theme: Theme
    /// The title and caption, and how the value axis writes its numbers.
    public let text: ChartText
    public let space: DesignSpace
    public let valueScale: NiceScale
    /// The grid lines' labels, bottom to top, spelled to fit left of the axis.
    public let valueLabels: [String]
    /// The value labels' font: the labels', or smaller where a format asked for
    /// is too wide for the room left of the axis.
    let valueFont: Font
    /// Bar i's growth: the first bar's transition, started `i · interval` later.
    public let animation: Stagger
    public let missingCharacters: Set<Character>
    /// Every how many bars a label is drawn under its bar (bars 0, k, 2k, …): 1
    /// when the median label fits one slot, else the fewest slots that hold it
    /// with a gap (50 bars of "Day 12" cannot all be labelled on 800 pixels; the
    /// charts users know thin their ticks the same way). The median, not the
    /// widest: one long label thinned out all the others. Of an even count the
    /// lower one, so that of two bars a long label does not hide the short one.
    public let labelStride: Int
    /// The text under each bar: its label, cut with "…" where it is wider than
    /// `labelStride` slots less the gap, so labels never overlap; "" under the
    /// bars the stride skips.
    public let labelTexts: [String]
    let header: HeaderBand?
    let caption: CaptionLine?

    /// The tutorial's animation: each bar grows for 1 s with CSS `ease`, bar i
    /// starting 0.1·i s after the first.
    public static func defaultAnimation(barCount: Int) -> Stagger {
        Stagger(Transition(delay: 0, duration: 1, easing: .ease), interval: 0.1, count: barCount)
    }

    public init(
        data: BarData, width: Int, height: Int, theme: Theme = .dark, animation: Stagger? = nil,
        text: ChartText = ChartText()
    ) {
        bars = data.bars
        self.theme = theme
        self.text = text
        self.animation = animation ?? Self.defaultAnimation(barCount: data.bars.count)
        let space = DesignSpace(
            designWidth: Self.designWidth, designHeight: Self.designHeight, canvasWidth: width, canvasHeight: height,
            bandAbove: text.title != nil ? HeaderBand.height : 0, bandBelow: text.caption != nil ? CaptionLine.height : 0)
        self.space = space
        let scale = NiceScale(maximum: data.values.max() ?? 0)
        valueScale = scale
        let font = Font(size: Self.fontSize * space.scale)
        (valueLabels, valueFont) = scale.labels(text.values, fitting: Self.valueLabelRoom * space.scale, font: font)
        let slot = Self.barAreaWidth / Double(max(data.bars.count, 1)) * space.scale
        let widths = data.labels.map { font.width(of: $0) }.sorted()
        let median = widths.isEmpty ? 0 : widths[(widths.count - 1) / 2]
        let gap = Self.barLabelGap * space.scale
        let stride = max(1, Int(((median + gap) / slot).rounded(.up)))
        labelStride = stride
        let room = Double(stride) * slot - gap
        labelTexts = data.labels.enumerated().map { i, label in
            i % stride == 0 ? font.cut(label, toWidth: room) : ""
        }
        let header = text.title.map { HeaderBand(title: $0, summaries: [], space: space, left: 4, right: Self.designWidth - 4) }
        self.header = header
        caption = text.caption.map {
            let time = (text.zone ?? .utc).localTime(at: text.timeWithoutData)
            return CaptionLine($0, at: time, space: space, left: 4, right: Self.designWidth - 4)
        }
        var missing = (labelTexts + valueLabels + [caption?.text].compactMap { $0 }).flatMap { font.missingCharacters(in: $0) }
        if let header { missing += header.missingCharacters(in: [header.title]) }
        missingCharacters = Set(missing)
    }

    public var duration: Double { animation.endTime }

    /// A plot point in design units of the box.
    func box(_ x: Double, _ y: Double) -> Point {
        Point(x: Self.plotOrigin.x + x, y: Self.plotOrigin.y + y)
    }

    var slotWidth: Double { Self.barAreaWidth / Double(max(bars.count, 1)) }

    /// Bar i at growth `fraction` (0…1), in canvas pixels.
    func barRect(_ i: Int, fraction: Double) -> Rect {
        let height = valueScale.fraction(of: bars[i].value) * Self.fullBarHeight * fraction
        let x = 25 + Double(i) * slotWidth
        let topLeft = space.pixel(box(x, Self.baseline - height))
        return Rect(x: topLeft.x, y: topLeft.y, width: 0.6 * slotWidth * space.scale, height: height * space.scale)
    }

    public func drawBackground(into pixmap: inout Pixmap) {
        pixmap.clear(to: theme.background)
        let s = space.scale
        let ink = theme.primaryText
        let font = Font(size: Self.fontSize * s)
        header?.drawTitle(into: &pixmap, color: ink)
        caption?.draw(into: &pixmap, color: theme.secondaryText)
        for (k, label) in zip(1..., valueLabels) {
            let y = Self.baseline - Self.gridSpacing * Double(k)
            let a = space.pixel(box(-5, y)), b = space.pixel(box(Self.plotWidth, y))
            pixmap.fill(Rect(x: a.x, y: a.y - s / 2, width: b.x - a.x, height: s), with: Paint(theme.barGridColor))
            pixmap.draw(
                label, at: space.pixel(box(-10, y)), font: valueFont, color: ink, alignment: .right,
                anchor: .middle)
        }
        let axis = Paint(theme.barAxisColor)
        let top = space.pixel(box(0, 0)), base = space.pixel(box(0, Self.baseline))
        pixmap.fill(Rect(x: top.x - s / 2, y: top.y, width: s, height: base.y - top.y), with: axis)
        let end = space.pixel(box(Self.plotWidth, Self.baseline))
        pixmap.fill(Rect(x: base.x, y: base.y - s / 2, width: end.x - base.x, height: s), with: axis)
        for (i, text) in labelTexts.enumerated() where !text.isEmpty {
            let centre = 25 + Double(i) * slotWidth + 0.3 * slotWidth
            pixmap.draw(
                text, at: space.pixel(box(centre, Self.baseline + 15)), font: font, color: ink,
                alignment: .center, anchor: .middle)
        }
    }

    public func drawOverlay(into pixmap: inout Pixmap) -> Bool { false }

    public func animatedBounds(at t: Double) -> PixelRect {
        var bounds = PixelRect.empty
        for i in bars.indices {
            let r = barRect(i, fraction: animation.progress(ofElement: i, at: t))
            if !r.isEmpty { bounds = bounds.union(r.enclosingPixels) }
        }
        return bounds
    }

    public func drawAnimated(at t: Double, into pixmap: inout Pixmap, clip: PixelRect) {
        for i in bars.indices {
            let r = barRect(i, fraction: animation.progress(ofElement: i, at: t))
            guard !r.isEmpty else { continue }
            // The gradient spans the bar's current extent: the bar colour at its
            // top, the bottom colour (by default the bar's at alpha 0.33) at the baseline.
            let gradient = LinearGradient(
                start: Point(x: r.minX, y: r.minY), end: Point(x: r.minX, y: r.maxY),
                stops: [GradientStop(offset: 0, color: theme.bar), GradientStop(offset: 1, color: theme.barBottomColor)])
            pixmap.fill(r, with: Paint(gradient), clip: clip)
        }
    }
}

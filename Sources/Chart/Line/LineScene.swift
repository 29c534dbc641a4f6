import Animation
import ChartData
import Raster

/// `line`: a price line that draws itself (trim) under a four-layer glow
/// (docs/scenes.md, seed `003_…`, SwiftUI).
///
/// Design box 360 × 240 pt: chart area x 0…360, y 0…200, date labels centred on
/// y = 220. Dividers and date labels are static background; the value labels
/// are a static overlay (SwiftUI draws them over the chart); the trimmed line
/// and its glow are the animated part. A header band above (`ChartText`: the
/// title in the overlay, the summary animated) and a caption below (background)
/// grow the box; the chart's own geometry stays.
public struct LineScene: ChartScene {
    static let designWidth = 360.0
    static let designHeight = 240.0
    static let chartHeight = 200.0
    static let strokeWidth = 2.0
    static let fontSize = 12.0
    /// The glow: four shadows (alpha, radius = σ in pt), each offset (0, 10) pt.
    static let shadows: [(alpha: Double, radius: Double)] = [(1.0, 10), (0.5, 20), (0.2, 30), (0.1, 40)]
    static let shadowOffset = 10.0

    public let prices: [Double]
    /// Unix time of the last price, when known; without it there are no date labels.
    public let lastTime: Int64?
    /// Unix time of the first price, when every price has a time.
    public let firstTime: Int64?
    /// The UTC offsets the last and the first time were written with (`PriceSeries`).
    let lastTimeOffset: Int?
    let firstTimeOffset: Int?
    public let theme: Theme
    /// The title, summary and caption, and how times and values are written.
    public let text: ChartText
    public let space: DesignSpace
    /// The trim runs from 0 to 1 over this transition.
    public let animation: Transition
    public let missingCharacters: Set<Character>
    /// The full polyline in canvas pixels, reduced to at most a few points per pixel column.
    let path: Path
    let measure: PathMeasure
    let lineColor: Color
    let lowest: Double
    let highest: Double
    let glow: GlowChain
    /// The glow's planes, reused from frame to frame (shared by copies of the
    /// scene, and by other scenes given the same pool).
    let scratch: GlowScratchPool
    /// The dates under the chart's left and right edges (`LineScene+DateLabels`);
    /// nil without times.
    let dateLabels: (left: String, right: String)?
    /// The date labels' font: the labels', or smaller where a long `--date-format` needs it.
    let dateFont: Font
    let header: HeaderBand?
    let caption: CaptionLine?

    /// The tutorial's animation: after 0.2 s, the trim goes linearly from 0 to 1 in 2 s.
    public static let defaultAnimation = Transition(delay: 0.2, duration: 2, easing: .linear)

    public init(
        data: PriceSeries, width: Int, height: Int, theme: Theme = .dark, animation: Transition = defaultAnimation,
        text: ChartText = ChartText(), scratch: GlowScratchPool = GlowScratchPool()
    ) {
        self.scratch = scratch
        let prices = data.values
        self.prices = prices
        lastTime = data.lastValueTime
        firstTime = data.firstValueTime
        lastTimeOffset = data.lastTimeOffset
        firstTimeOffset = data.firstTimeOffset
        self.theme = theme
        self.text = text
        self.animation = animation
        let space = DesignSpace(
            designWidth: Self.designWidth, designHeight: Self.designHeight, canvasWidth: width, canvasHeight: height,
            bandAbove: text.hasHeader ? HeaderBand.height : 0, bandBelow: text.caption != nil ? CaptionLine.height : 0)
        self.space = space
        lowest = prices.min() ?? 0
        highest = prices.max() ?? 0
        lineColor = data.isRising ? theme.lineUp : theme.lineDown
        path = Self.polyline(data, lowest: lowest, highest: highest, space: space)
        measure = PathMeasure(path)
        glow = Self.glow(scale: space.scale)
        let labelFont = Font(size: Self.fontSize * space.scale)
        let dates = Self.dateLabels(
            first: firstTime.map { text.localTime($0, writtenWith: data.firstTimeOffset) },
            last: lastTime.map { text.localTime($0, writtenWith: data.lastTimeOffset) },
            step: Self.step(first: firstTime, last: lastTime, count: prices.count), pattern: text.dateFormat)
        (dateLabels, dateFont) = Self.fitted(dates, font: labelFont, room: (Self.designWidth - 8) * space.scale)
        let header = text.hasHeader ? Self.header(text, prices: prices, space: space) : nil
        self.header = header
        let captionTime = lastTime.map { text.localTime($0, writtenWith: data.lastTimeOffset) }
            ?? (text.zone ?? .utc).localTime(at: text.timeWithoutData)
        caption = text.caption.map {
            CaptionLine($0, at: captionTime, space: space, left: 4, right: Self.designWidth - 4)
        }
        let labels = text.values.texts(distinguishing: [highest, highest / 2 + lowest / 2, lowest], notation: .compact)
        var missing = (labels + [dateLabels?.left, dateLabels?.right, caption?.text].compactMap { $0 }).flatMap {
            labelFont.missingCharacters(in: $0)
        }
        if let header { missing += header.missingCharacters(in: [header.title, text.values.prefix + text.values.suffix]) }
        missingCharacters = Set(missing)
    }

    /// The chart's points in canvas pixels (docs/scenes.md mapping). A series with more
    /// than four values per pixel column keeps only each column's first, lowest,
    /// highest and last value (`PriceSeries.reducedIndices`), at their own x, which
    /// leaves the drawn shape unchanged and makes 10⁶ points cheap.
    static func polyline(_ data: PriceSeries, lowest: Double, highest: Double, space: DesignSpace) -> Path {
        let n = Double(data.values.count)
        let columns = Int((designWidth * space.scale).rounded(.up))
        let points = data.reducedIndices(toColumns: columns).map { i in
            space.pixel(Point(x: designWidth / n * Double(i + 1), y: height(of: data.values[i], lowest: lowest, highest: highest)))
        }
        return Path.polyline(points)
    }

    /// The y of `value` in design units: `hi` at 0, `lo` at 200, all at 100 when
    /// they are equal. Prices of opposite sign near `Double`'s limit have a range
    /// that overflows, so then every term is halved first (exact for normal numbers).
    static func height(of value: Double, lowest: Double, highest: Double) -> Double {
        guard highest > lowest else { return chartHeight / 2 }
        let h = (highest - lowest).isFinite ? 1.0 : 0.5
        return (1 - (value * h - lowest * h) / (highest * h - lowest * h)) * chartHeight
    }

    /// The three value labels' values, top to bottom: `hi`, the middle and `lo`
    /// (the middle as `hi/2 + lo/2`, which cannot overflow and equals `(hi + lo)/2`
    /// for normal numbers).
    var labelValues: [Double] { [highest, highest / 2 + lowest / 2, lowest] }

    /// The three value labels' texts, top to bottom, with the decimals that tell
    /// different values apart (or those `--decimals` asks for).
    var labelTexts: [String] { text.values.texts(distinguishing: labelValues, notation: .compact) }

    public var duration: Double { animation.endTime }

    public func drawBackground(into pixmap: inout Pixmap) {
        pixmap.clear(to: theme.background)
        let s = space.scale
        for y in [0.0, 100, 200] {
            let a = space.pixel(Point(x: 0, y: y))
            pixmap.fill(Rect(x: a.x, y: a.y - s / 2, width: Self.designWidth * s, height: s), with: Paint(theme.lineGridColor))
        }
        caption?.draw(into: &pixmap, color: theme.secondaryText)
        guard let dateLabels else { return }
        pixmap.draw(
            dateLabels.left, at: space.pixel(Point(x: 4, y: 220)), font: dateFont,
            color: theme.secondaryText, alignment: .left, anchor: .middle)
        pixmap.draw(
            dateLabels.right, at: space.pixel(Point(x: 356, y: 220)), font: dateFont, color: theme.secondaryText,
            alignment: .right, anchor: .middle)
    }

    public func drawOverlay(into pixmap: inout Pixmap) -> Bool {
        let font = Font(size: Self.fontSize * space.scale)
        for (text, y) in zip(labelTexts, [8.0, 100, 192]) {
            pixmap.draw(
                text, at: space.pixel(Point(x: 4, y: y)), font: font,
                color: theme.secondaryText, alignment: .left, anchor: .middle)
        }
        header?.drawTitle(into: &pixmap, color: theme.primaryText)
        return true
    }

    /// The line up to trim fraction `p`, in canvas pixels.
    func trimmedLine(at t: Double) -> Path? {
        let p = animation.progress(at: t)
        guard p > 0 else { return nil }
        return measure.trimmed(from: 0, to: p)
    }

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Self.strokeWidth * space.scale, cap: .round, join: .round)
    }

    /// The glow in pixels: σ = radius × scale, offsets rounded to whole pixels.
    static func glow(scale: Double) -> GlowChain {
        GlowChain(
            shadows.map {
                GlowChain.Shadow(
                    alpha: $0.alpha, sigma: $0.radius * scale, offsetY: Int((shadowOffset * scale).rounded()))
            })
    }

    /// Where the stroke of `line` can put coverage.
    func strokeBounds(_ line: Path) -> PixelRect {
        line.controlBounds.outset(by: strokeStyle.width / 2 + 1).enclosingPixels
    }

    public func animatedBounds(at t: Double) -> PixelRect {
        let summary = header?.summaryArea ?? .empty
        guard let line = trimmedLine(at: t) else { return summary }
        return glowBounds(ofStroke: strokeBounds(line)).union(summary)
    }

    /// Where a stroke covering `stroke` and its glow can draw, inside the canvas.
    func glowBounds(ofStroke stroke: PixelRect) -> PixelRect {
        var bounds = stroke
        for shadow in glow.shadows {
            bounds = shadow.geometry.bounds(ofContentIn: bounds)
        }
        return bounds.intersection(space.canvas)
    }

    /// The stroke's coverage, run through the glow chain, then the line colour
    /// drawn through that alpha: line and glow in one pass; then the header's
    /// summary, for the price at the tip of the line.
    ///
    /// The coverage plane covers only `animatedBounds(at: t)`, not the canvas:
    /// the glow chain's result inside a plane does not depend on where the plane's
    /// edges are (it computes its layers past them), and the glow is zero outside
    /// those bounds, so the frame is the same as with a canvas-sized plane at a
    /// fraction of the blur and fill work early in the animation.
    public func drawAnimated(at t: Double, into pixmap: inout Pixmap, clip: PixelRect) {
        let line = trimmedLine(at: t)
        if let line { draw(line, into: &pixmap, clip: clip) }
        if let header, !header.summaryArea.isEmpty {
            drawSummary(header, at: tipIndex(of: line, at: t), into: &pixmap, clip: clip)
        }
    }

    /// The trimmed line and its glow.
    private func draw(_ line: Path, into pixmap: inout Pixmap, clip: PixelRect) {
        let bounds = strokeBounds(line)
        let area = glowBounds(ofStroke: bounds)
        guard !area.isEmpty else { return }
        let stroke = line.stroked(strokeStyle)
        let toArea = Transform.translation(x: Double(-area.minX), y: Double(-area.minY))
        let local = PixelRect(x: bounds.x - area.minX, y: bounds.y - area.minY, width: bounds.width, height: bounds.height)
        scratch.withScratch { scratch in
            var coverage: AlphaMask
            if var reused = scratch.coverage.take() {
                // Zero already (cleared after use); only a new size needs a reset.
                if reused.width != area.width || reused.height != area.height {
                    guard (try? reused.reset(width: area.width, height: area.height)) != nil else { return }
                }
                coverage = reused
            } else {
                guard let fresh = try? AlphaMask(width: area.width, height: area.height) else { return }
                coverage = fresh
            }
            defer {
                coverage.clear(local)
                scratch.coverage = coverage
            }
            coverage.fill(stroke, transform: toArea)
            pixmap.draw(
                coverage, glowing: glow, dirty: local, at: (x: area.minX, y: area.minY), with: lineColor, clip: clip,
                scratch: &scratch.blur)
        }
    }
}

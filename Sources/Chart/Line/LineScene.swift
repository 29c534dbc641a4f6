import Animation
import ChartData
import Raster

/// `line`: a price line that draws itself (trim) under a four-layer glow
/// (docs/scenes.md, seed `003_…`, SwiftUI).
///
/// Design box 360 × 240 pt: chart area x 0…360, y 0…200, date labels centred on
/// y = 220. Dividers and date labels are static background; the value labels
/// are a static overlay (SwiftUI draws them over the chart); the trimmed line
/// and its glow are the animated part.
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
    public let theme: Theme
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
    /// The glow's planes, reused from frame to frame (shared by copies of the scene).
    let scratch = GlowScratchPool()

    /// The tutorial's animation: after 0.2 s, the trim goes linearly from 0 to 1 in 2 s.
    public static let defaultAnimation = Transition(delay: 0.2, duration: 2, easing: .linear)

    public init(data: PriceSeries, width: Int, height: Int, theme: Theme = .dark, animation: Transition = defaultAnimation) {
        let prices = data.values
        self.prices = prices
        lastTime = data.lastValueTime
        firstTime = data.firstValueTime
        self.theme = theme
        self.animation = animation
        let space = DesignSpace(
            designWidth: Self.designWidth, designHeight: Self.designHeight, canvasWidth: width, canvasHeight: height)
        self.space = space
        lowest = prices.min() ?? 0
        highest = prices.max() ?? 0
        lineColor = data.isRising ? theme.lineUp : theme.lineDown
        path = Self.polyline(data, lowest: lowest, highest: highest, space: space)
        measure = PathMeasure(path)
        glow = Self.glow(scale: space.scale)
        missingCharacters = []
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
    /// different values apart.
    var labelTexts: [String] { NumberFormatting.abbreviated(distinguishing: labelValues) }

    /// The dates under the chart's left and right edges; nil without times.
    ///
    /// Price i sits at x = W/n·(i+1), so the left edge is one step of
    /// (last − first)/(n − 1) before the first price: exactly seven days for the
    /// tutorial's 168 hourly prices. Without the first time (a sparkline with only
    /// `last_updated`) the left edge is taken as the tutorial's: seven days before
    /// the last. In doubles, as times from outside the readers may be any Int64
    /// (a single price makes the step infinite, and the week is used). Yearly
    /// data is labelled with years, and data within one day with times of day.
    var dateLabels: (left: String, right: String)? {
        guard let lastTime else { return nil }
        let end = CivilDate(unixSeconds: lastTime)
        let step = firstTime.map { (Double(lastTime) - Double($0)) / Double(prices.count - 1) }
        guard let firstTime, let step, let left = Int64(exactly: (Double(firstTime) - step).rounded(.down)) else {
            return (end.adding(days: -7).shortLabel, end.shortLabel)
        }
        if step >= 360 * 86_400, Self.isNewYear(firstTime), Self.isNewYear(lastTime) {
            // Yearly data ("2019", "2020", … or their 1 January dates): the left
            // edge, a year's step before the first, is named by its nearest year.
            let nearest = CivilDate(unixSeconds: left + 183 * 86_400)
            return (String(nearest.year), String(end.year))
        }
        let start = CivilDate(unixSeconds: left)
        guard start.daysSinceEpoch == end.daysSinceEpoch else { return (start.shortLabel, end.shortLabel) }
        // Within one day (intraday data: `Date,Time` columns, minute prices) both
        // dates would read the same: the times of day instead, to the second when
        // the minutes are equal too.
        let minutes = (Self.clockLabel(left, seconds: false), Self.clockLabel(lastTime, seconds: false))
        guard minutes.0 == minutes.1 else { return minutes }
        return (Self.clockLabel(left, seconds: true), Self.clockLabel(lastTime, seconds: true))
    }

    /// `time`'s time of day in UTC, as the dates are: "9:30", or "9:30:15".
    private static func clockLabel(_ time: Int64, seconds: Bool) -> String {
        let second = Int(time - CivilDate(unixSeconds: time).unixSeconds)
        let (hour, minute) = (second / 3600, second / 60 % 60)
        func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        let label = "\(hour):" + twoDigits(minute)
        return seconds ? label + ":" + twoDigits(second % 60) : label
    }

    /// Whether `time` is midnight, 1 January, UTC.
    private static func isNewYear(_ time: Int64) -> Bool {
        let date = CivilDate(unixSeconds: time)
        return date.month == 1 && date.day == 1 && date.unixSeconds == time
    }

    public var duration: Double { animation.endTime }

    public func drawBackground(into pixmap: inout Pixmap) {
        pixmap.clear(to: theme.background)
        let s = space.scale
        for y in [0.0, 100, 200] {
            let a = space.pixel(Point(x: 0, y: y))
            pixmap.fill(Rect(x: a.x, y: a.y - s / 2, width: Self.designWidth * s, height: s), with: Paint(theme.lineGridColor))
        }
        guard let dateLabels else { return }
        let font = Font(size: Self.fontSize * s)
        pixmap.draw(
            dateLabels.left, at: space.pixel(Point(x: 4, y: 220)), font: font,
            color: theme.secondaryText, alignment: .left, anchor: .middle)
        pixmap.draw(
            dateLabels.right, at: space.pixel(Point(x: 356, y: 220)), font: font, color: theme.secondaryText,
            alignment: .right, anchor: .middle)
    }

    public func drawOverlay(into pixmap: inout Pixmap) -> Bool {
        let font = Font(size: Self.fontSize * space.scale)
        for (text, y) in zip(labelTexts, [8.0, 100, 192]) {
            pixmap.draw(
                text, at: space.pixel(Point(x: 4, y: y)), font: font,
                color: theme.secondaryText, alignment: .left, anchor: .middle)
        }
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
        guard let line = trimmedLine(at: t) else { return .empty }
        return glowBounds(ofStroke: strokeBounds(line))
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
    /// drawn through that alpha: line and glow in one pass.
    ///
    /// The coverage plane covers only `animatedBounds(at: t)`, not the canvas:
    /// the glow chain's result inside a plane does not depend on where the plane's
    /// edges are (it computes its layers past them), and the glow is zero outside
    /// those bounds, so the frame is the same as with a canvas-sized plane at a
    /// fraction of the blur and fill work early in the animation.
    public func drawAnimated(at t: Double, into pixmap: inout Pixmap, clip: PixelRect) {
        guard let line = trimmedLine(at: t) else { return }
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

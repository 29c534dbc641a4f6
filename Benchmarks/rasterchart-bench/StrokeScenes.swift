import Raster
import TestSupport

/// Strokes from the stroke engineer's outliner, filled by the scan rasterizer:
/// the line chart's 168-point price line, whole and trimmed. Each run builds the
/// outline and fills it, as a frame of the animation does.
let strokeScenes: [Scene] = {
    let line = priceLine(points: 168, seed: 168)
    let style = StrokeStyle(width: 4, cap: .round, join: .round)
    let measure = PathMeasure(line)
    let paint = Paint(BenchColors.green)
    let trimFraction = 0.6
    return [
        Scene("stroke-168-round", baseline: Baseline.sourceOver, pixels: measure.length * style.width) { frame in
            frame.fill(line.stroked(style), with: paint)
        },
        // Only the outline (no pixels): how the stroke scene splits into geometry and fill.
        Scene("stroke-168-outline-only", pixels: measure.length * style.width) { _ in
            blackHole(line.stroked(style).elements.count)
        },
        // One frame of the trim animation: the path was measured once, as the chart does.
        Scene("trimmed-stroke", baseline: Baseline.sourceOver, pixels: trimFraction * measure.length * style.width) {
            frame in
            frame.fill(measure.trimmed(from: 0, to: trimFraction).stroked(style), with: paint)
        },
    ]
}()

/// Keeps the optimizer from dropping work whose result is otherwise unused.
@inline(never)
private func blackHole(_ value: Int) {
    if value == .min { print(value) }
}

/// A price-like polyline in the line chart's layout scaled to the 800×480 frame
/// (design box 360×240 pt at 2 px/pt, centred, moved 20 px down so the top peak
/// is not clipped): a seeded random walk of `points` values mapped to
/// x = 720 / n × (i + 1), y over the 400 px chart height.
private func priceLine(points: Int, seed: UInt64) -> Path {
    var random = SeededRandom(seed: seed)
    var prices: [Double] = []
    var price = 100.0
    for _ in 0..<points {
        price += random.next(in: -2...2)
        prices.append(price)
    }
    let lo = prices.min() ?? 0, hi = prices.max() ?? 1
    let scale = 2.0, originX = 40.0, originY = 20.0
    return Path.polyline(
        prices.enumerated().map { i, p in
            Point(
                originX + scale * 360 / Double(points) * Double(i + 1),
                originY + scale * (1 - (p - lo) / (hi - lo)) * 200)
        })
}

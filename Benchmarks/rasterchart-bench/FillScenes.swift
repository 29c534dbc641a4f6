import Raster
import TestSupport

/// Fills from the scan engineer's rasterizer: the rectangle fast path, the
/// general exact-area path rasterizer, and the gradient blitter.
let fillScenes: [Scene] = {
    let frameRect = Rect(x: 0, y: 0, width: Double(Scene.frameWidth), height: Double(Scene.frameHeight))
    // Fractional on all four sides, so every edge pixel is partially covered.
    let fractionalRect = Rect(x: 0.3, y: 0.6, width: 799.4, height: 478.8)
    let translucent = Paint(BenchColors.translucentOrange)
    let triangles = randomTriangles(count: 1000, box: 64, seed: 2026)
    let barGradient = Paint(
        LinearGradient(
            start: Point(0, 0), end: Point(0, Double(Scene.frameHeight)),
            stops: [
                GradientStop(offset: 0, color: BenchColors.orange),
                GradientStop(offset: 1, color: BenchColors.orange.withAlpha(0.33)),
            ]))
    return [
        Scene("opaque-rect", baseline: Baseline.memset, pixels: area(frameRect)) { frame in
            frame.fill(frameRect, with: Paint(BenchColors.orange))
        },
        Scene("aa-rect", baseline: Baseline.sourceOver, pixels: area(fractionalRect)) { frame in
            frame.fill(fractionalRect, with: translucent)
        },
        // The same rectangle through the general path rasterizer: what the fast path saves.
        Scene("aa-rect-as-path", baseline: Baseline.sourceOver, pixels: area(fractionalRect)) { frame in
            frame.fill(Path.rectangle(fractionalRect), with: translucent)
        },
        Scene("triangles-1000", baseline: Baseline.sourceOver, pixels: triangles.area) { frame in
            for (path, paint) in triangles.shapes {
                frame.fill(path, with: paint)
            }
        },
        // The bars' gradient (opaque to alpha 0.33, vertical) over the whole frame.
        Scene("linear-gradient", baseline: Baseline.sourceOver, pixels: area(frameRect)) { frame in
            frame.fill(frameRect, with: barGradient)
        },
    ]
}()

private func area(_ r: Rect) -> Double { r.width * r.height }

/// `count` triangles, each with its three corners in a random `box`×`box` square
/// inside the frame, in random colours at alpha 0.5…1; `area` is their total
/// area (overlaps counted once per triangle), the pixels drawn.
private func randomTriangles(count: Int, box: Double, seed: UInt64) -> (shapes: [(Path, Paint)], area: Double) {
    var random = SeededRandom(seed: seed)
    var shapes: [(Path, Paint)] = []
    var total = 0.0
    for _ in 0..<count {
        let x = random.next(in: 0...(Double(Scene.frameWidth) - box))
        let y = random.next(in: 0...(Double(Scene.frameHeight) - box))
        let corners = (0..<3).map { _ in Point(x + random.next(in: 0...box), y + random.next(in: 0...box)) }
        var path = Path()
        path.move(to: corners[0])
        path.line(to: corners[1])
        path.line(to: corners[2])
        path.close()
        let color = Color(
            red: random.next(in: 0...1), green: random.next(in: 0...1), blue: random.next(in: 0...1),
            alpha: random.next(in: 0.5...1))
        shapes.append((path, Paint(color)))
        let (a, b, c) = (corners[0], corners[1], corners[2])
        total += abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
    }
    return (shapes, total)
}

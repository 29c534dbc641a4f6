@testable import Raster

/// Coverage (0…255) of a polyline stroked `width` px wide with round caps and joins,
/// from the distance to the nearest segment with a 1 px linear ramp: an analytic
/// stand-in for the stroker, independent of the code under test.
func polylineCoverage(_ points: [(Double, Double)], width: Double, planeWidth: Int, planeHeight: Int, origin: Int = 0)
    throws -> AlphaMask
{
    var mask = try AlphaMask(width: planeWidth, height: planeHeight)
    for y in 0..<planeHeight {
        for x in 0..<planeWidth {
            let px = Double(x - origin) + 0.5
            let py = Double(y - origin) + 0.5
            var distance = Double.infinity
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.0 - a.0
                let dy = b.1 - a.1
                let t = max(0, min(1, ((px - a.0) * dx + (py - a.1) * dy) / (dx * dx + dy * dy)))
                let ex = px - (a.0 + t * dx)
                let ey = py - (a.1 + t * dy)
                distance = min(distance, (ex * ex + ey * ey).squareRoot())
            }
            let coverage = max(0, min(1, width / 2 + 0.5 - distance))
            mask.setValue(UInt8((coverage * 255).rounded()), x: x, y: y)
        }
    }
    return mask
}

/// The glow recurrence Lₖ = Lₖ₋₁ + (1 − Lₖ₋₁)·aₖ·shift(blur(Lₖ₋₁)) in `Double` with
/// exact blurs, on a plane large enough that nothing is cut; values 0…255.
func referenceGlow(_ coverage: AlphaMask, shadows: [(alpha: Double, sigma: Double, dx: Int, dy: Int)]) -> [Double] {
    let w = coverage.width
    let h = coverage.height
    var layer = coverage.bytes.map { Double($0) / 255 }
    for s in shadows {
        let blurred = referenceBlur(layer, width: w, height: h, sigma: s.sigma)
        var next = layer
        for y in 0..<h {
            for x in 0..<w {
                let sx = x - s.dx
                let sy = y - s.dy
                let b = (0..<w).contains(sx) && (0..<h).contains(sy) ? blurred[sy * w + sx] : 0
                let l = layer[y * w + x]
                next[y * w + x] = l + (1 - l) * s.alpha * b
            }
        }
        layer = next
    }
    return layer.map { $0 * 255 }
}

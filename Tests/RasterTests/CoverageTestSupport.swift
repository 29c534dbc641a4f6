@testable import Raster

/// Test helpers: coverage of a path as plain numbers, and exact references.
enum Coverage {
    /// The A8 coverage of `path` on a fresh `width × height` mask.
    static func mask(
        _ path: Path, rule: FillRule = .nonZero, width: Int = 64, height: Int = 64,
        transform: Transform = .identity
    ) throws -> AlphaMask {
        var mask = try AlphaMask(width: width, height: height)
        mask.fill(path, rule: rule, transform: transform)
        return mask
    }

    /// The sum of all coverage, in pixels (255 = one pixel).
    static func total(_ mask: AlphaMask) -> Double {
        Double(mask.bytes.reduce(0) { $0 + Int($1) }) / 255
    }

    /// Area of the overlap of [x0, x1] × [y0, y1] with pixel (px, py), in Double.
    static func overlap(x0: Double, y0: Double, x1: Double, y1: Double, px: Int, py: Int) -> Double {
        let w = max(0, min(x1, Double(px + 1)) - max(x0, Double(px)))
        let h = max(0, min(y1, Double(py + 1)) - max(y0, Double(py)))
        return w * h
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [Point]) -> Path {
        var p = Path.polyline(points)
        p.close()
        return p
    }
}

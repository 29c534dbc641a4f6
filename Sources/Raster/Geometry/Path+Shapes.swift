extension Path {
    /// The distance of a cubic's control points from the corner for a quarter circle
    /// of radius 1 (4/3·(√2 − 1)); the radial error is below 0.03 %.
    static let quarterArcHandle = 0.5522847498307936

    /// A closed axis-aligned rectangle, wound clockwise on screen.
    public static func rectangle(_ r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY))
        p.line(to: Point(r.maxX, r.minY))
        p.line(to: Point(r.maxX, r.maxY))
        p.line(to: Point(r.minX, r.maxY))
        p.close()
        return p
    }

    /// A closed rectangle with circular corners; the radius is clamped to half the
    /// shorter side.
    public static func roundedRectangle(_ r: Rect, radius: Double) -> Path {
        let rad = max(0, min(radius, min(r.width, r.height) / 2))
        guard rad > 0 else { return rectangle(r) }
        let k = rad * (1 - quarterArcHandle)
        var p = Path()
        p.move(to: Point(r.minX + rad, r.minY))
        p.line(to: Point(r.maxX - rad, r.minY))
        p.cubic(to: Point(r.maxX, r.minY + rad), control1: Point(r.maxX - k, r.minY), control2: Point(r.maxX, r.minY + k))
        p.line(to: Point(r.maxX, r.maxY - rad))
        p.cubic(to: Point(r.maxX - rad, r.maxY), control1: Point(r.maxX, r.maxY - k), control2: Point(r.maxX - k, r.maxY))
        p.line(to: Point(r.minX + rad, r.maxY))
        p.cubic(to: Point(r.minX, r.maxY - rad), control1: Point(r.minX + k, r.maxY), control2: Point(r.minX, r.maxY - k))
        p.line(to: Point(r.minX, r.minY + rad))
        p.cubic(to: Point(r.minX + rad, r.minY), control1: Point(r.minX, r.minY + k), control2: Point(r.minX + k, r.minY))
        p.close()
        return p
    }

    /// A closed ellipse inscribed in `r`, as four cubic quarter arcs, clockwise on screen.
    public static func ellipse(in r: Rect) -> Path {
        let cx = r.minX + r.width / 2, cy = r.minY + r.height / 2
        let rx = r.width / 2, ry = r.height / 2
        let kx = rx * quarterArcHandle, ky = ry * quarterArcHandle
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.close()
        return p
    }

    /// A circle of radius `radius` around `center`.
    public static func circle(center: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// An open polyline through `points` (one subpath); empty for no points.
    public static func polyline(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        return p
    }
}

/// Turns device-space polylines into `Edge`s clipped to a region.
///
/// Clipping is where the rasterizer stays safe and cheap for any input:
/// - non-finite points are dropped (the outline joins the finite neighbours);
/// - every polyline is closed, as filling requires;
/// - coordinates are clamped to ±2³⁰ first, so no difference can overflow;
/// - parts above or below the region are cut off (they cover no row);
/// - parts right of the region are dropped (they only change cells past the
///   last column);
/// - parts left of the region become vertical edges on its left border, which
///   carry the same winding into every row they cross, so a shape that starts
///   off the left side still covers what lies inside.
/// Edges are stored as `Float` only after clipping, when every coordinate is
/// within 0…16 384 and Float keeps better than 1/1000 pixel.
struct EdgeBuilder {
    /// Far beyond any canvas; keeps `x1 − x0` and the like finite.
    static let coordinateLimit = 1_073_741_824.0

    let originX: Double
    let originY: Double
    let width: Double
    let height: Double
    private(set) var edges: [Edge] = []

    init(region: PixelRect) {
        originX = Double(region.minX)
        originY = Double(region.minY)
        width = Double(region.width)
        height = Double(region.height)
    }

    /// Makes room for `count` edges.
    mutating func reserve(_ count: Int) {
        edges.reserveCapacity(count)
    }

    /// Adds the closed outline through the finite points of `polyline`.
    mutating func add(_ polyline: Polyline) {
        var first: Point?
        var previous: Point?
        for p in polyline.points where p.isFinite {
            let q = local(p)
            if let a = previous { addSegment(a, q) } else { first = q }
            previous = q
        }
        if let a = previous, let b = first { addSegment(a, b) }
    }

    private func local(_ p: Point) -> Point {
        let limit = Self.coordinateLimit
        return Point(max(-limit, min(limit, p.x)) - originX, max(-limit, min(limit, p.y)) - originY)
    }

    private mutating func addSegment(_ a: Point, _ b: Point) {
        guard a.y != b.y else { return }
        var (p, q, winding): (Point, Point, Float) = a.y < b.y ? (a, b, 1) : (b, a, -1)
        guard q.y > 0, p.y < height else { return }
        if p.y < 0 { p = Point(xAt(0, p, q), 0) }
        if q.y > height { q = Point(xAt(height, p, q), height) }
        addClippedHorizontally(p, q, winding: winding)
    }

    /// x of the line through p and q (p.y ≠ q.y) at height y.
    private func xAt(_ y: Double, _ p: Point, _ q: Point) -> Double {
        p.x + (q.x - p.x) * ((y - p.y) / (q.y - p.y))
    }

    /// Splits p→q (p.y < q.y, both within the rows) at x = 0 and x = width.
    private mutating func addClippedHorizontally(_ p: Point, _ q: Point, winding: Float) {
        let lo = min(p.x, q.x)
        let hi = max(p.x, q.x)
        if lo >= width { return }
        if lo >= 0 && hi <= width {
            push(p, q, winding: winding)
            return
        }
        // Parameters along p→q where the segment crosses the two borders.
        var cuts: (Double, Double) = (1, 1)
        let dx = q.x - p.x
        if dx != 0 {
            let t0 = (0 - p.x) / dx
            let t1 = (width - p.x) / dx
            let a = t0 > 0 && t0 < 1 ? t0 : 1
            let b = t1 > 0 && t1 < 1 ? t1 : 1
            cuts = (min(a, b), max(a, b))
        }
        let first = point(at: cuts.0, p, q)
        let second = point(at: cuts.1, p, q)
        pushUnlessRight(p, first, winding: winding)
        pushUnlessRight(first, second, winding: winding)
        pushUnlessRight(second, q, winding: winding)
    }

    private func point(at t: Double, _ p: Point, _ q: Point) -> Point {
        t >= 1 ? q : Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t)
    }

    /// A piece between two cuts lies wholly on one side of each border.
    private mutating func pushUnlessRight(_ p: Point, _ q: Point, winding: Float) {
        if (p.x + q.x) / 2 < width { push(p, q, winding: winding) }
    }

    /// Stores a piece, with x clamped into the region (a piece left of it becomes
    /// vertical on the border; rounding at the cuts cannot leave the region).
    private mutating func push(_ p: Point, _ q: Point, winding: Float) {
        let y0 = Float(p.y)
        let y1 = Float(q.y)
        guard y0 < y1 else { return }
        let w = width
        edges.append(
            Edge(
                x0: Float(max(0, min(w, p.x))), y0: y0,
                x1: Float(max(0, min(w, q.x))), y1: y1,
                winding: winding))
    }
}

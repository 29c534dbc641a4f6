// The stroker: turns a path into the outline of its stroke, a set of closed
// polygons that are to be filled with the NON-ZERO rule.
//
// Algorithm. Each subpath is walked once. Curves are flattened on the fly (Wang's
// formula, the caller's tolerance) and segments shorter than 1/1000 of the
// tolerance are dropped, so zero-length segments never make a direction. For
// every segment the two offset lines at ±w/2 are emitted, the right side (the +90°
// normal, right of travel on a y-down screen) in path order into one buffer, the
// left side into another that is reversed at the end. At each corner the outer
// side gets the join (miter point, arc or nothing for a bevel) and the inner side
// goes through the corner point itself, as Skia's stroker does. With that pivot
// the outline is, edge for edge, the sum of one quadrilateral per segment plus one
// wedge per join plus the caps, all wound the same way (negative shoelace area),
// so the winding number is never zero inside any of them and is zero outside:
// a non-zero fill covers exactly their union, however short the segments, sharp
// the turns or wide the line, and overlaps are never counted twice. When the
// inner offset lines cross within the nearer half of both segments, the inner
// side takes that crossing instead of the three pivot points: the loop this cuts
// off is the kite where the two quadrilaterals overlap, so the union is the same
// with two fewer edges per corner for the fill to walk.
// An open subpath becomes one contour (right side, end cap, left side reversed, start
// cap); a closed one becomes two (right side, left side reversed) with a join
// at the start point. A subpath that has segments but no length becomes a dot
// (round cap), an axis-aligned square (square cap) or nothing (butt).
//
// Precision. Round caps and joins are polygons whose chords stay within the
// tolerance of the true circle: an arc of angle φ gets ⌈φ / δ⌉ equal chords with
// δ = 2·acos(1 − tol/r) (at most 90°), the fewest that keep every sagitta within
// the tolerance, and equal chords keep symmetric shapes symmetric. Its points
// come from rotating a vector (one atan2, cos and sin per arc, none per point).
// A turn smaller than δ gets no arc points at all, and arcs go only
// on the outer side of a turn. Inside a flattened curve every corner is joined
// round whatever the style, so the outer edge of a wide stroke on a tight curve
// stays within the tolerance (the offset chords deviate by no more than the
// centre-line chords do; the arcs around the vertices are exact circles).
// Corners whose offset points differ by less than 1/100 of the tolerance emit one
// point per side, so collinear points cost almost nothing.
//
// Alternatives that lost:
// - stepping every arc by one fixed angle (no trigonometry per arc): a little
//   faster to build, but more outline edges (which the fill pays for) and
//   lopsided arcs;
// - offsetting curves as curves (Skia's quad approximation): fewer points for wide
//   curved strokes, but error estimation and cusp handling the charts never need;
// - a separate polygon per segment and per join (a "union of pieces"): simpler
//   still, but it doubles the edges the rasterizer walks.

/// Builds the outline of a stroke as closed polygons for a non-zero fill; see the
/// note at the top of this file.
struct Stroker: PathSegmentVisitor {
    private let halfWidth: Double
    private let cap: LineCap
    private let join: LineJoin
    private let tolerance: Double
    private let shortestSegment: Double
    private let negligibleOffset: Double
    /// What appending a corner, cap or arc to a side needs, apart from the stroker:
    /// as non-mutating methods of the stroker called with `&right` or `&left`, the
    /// call worked on a copy of the stroker, whose second reference to the side made
    /// every append copy the whole array.
    private let sides: SideBuilder

    /// The outline built so far.
    private(set) var elements: [Path.Element] = []
    /// The current subpath's right side (+normal), in path order.
    private var right: [Point] = []
    /// The current subpath's left side (−normal), in path order; emitted reversed.
    private var left: [Point] = []

    private var subpathStart = Point.zero
    private var current = Point.zero
    private var direction = Point.zero
    private var firstDirection = Point.zero
    /// The lengths of the last and the first segment with a direction.
    private var segmentLength = 0.0
    private var firstLength = 0.0
    private var hasDirection = false
    private var hasSegment = false
    /// True until the first piece of the current path element with a length; the
    /// join before it is the style's join, joins inside a curve are round.
    private var isAtElementStart = true

    /// A stroker for `style`; `tolerance` is the largest distance, in path units,
    /// between the outline's flattened curves and arcs and the true ones.
    init(style: StrokeStyle, tolerance: Double, expectedElements: Int) {
        halfWidth = style.width / 2
        cap = style.cap
        join = style.join
        let limit = max(1, style.miterLimit)
        let miterLimitSquared = limit * limit
        self.tolerance = tolerance
        let ratio = tolerance / halfWidth
        let widest = ratio >= 1 ? Double.pi : 2 * acos(1 - ratio)
        let arcStep = max(min(widest, Double.pi / 2), Double.pi / 2048)
        shortestSegment = tolerance / 1000
        negligibleOffset = tolerance / 100
        sides = SideBuilder(
            halfWidth: halfWidth, cap: cap, miterLimitSquared: miterLimitSquared, arcStep: arcStep,
            arcStepCos: cos(arcStep))
        elements.reserveCapacity(6 * expectedElements + 16)
        right.reserveCapacity(2 * expectedElements + 8)
        left.reserveCapacity(2 * expectedElements + 8)
    }

    mutating func beginSubpath(at point: Point) {
        right.removeAll(keepingCapacity: true)
        left.removeAll(keepingCapacity: true)
        subpathStart = point
        current = point
        hasDirection = false
        hasSegment = false
    }

    mutating func addSegment(_ segment: PathSegment) {
        hasSegment = true
        isAtElementStart = true
        guard segment.kind != .line else {
            addPiece(to: segment.end)
            return
        }
        let n = Path.segmentCount(
            secondDifference: segment.secondDifference, degree: segment.degree, tolerance: tolerance)
        for i in 1..<n {
            addPiece(to: segment.point(at: Double(i) / Double(n)))
        }
        addPiece(to: segment.end)
    }

    mutating func endSubpath(isClosed: Bool) {
        guard hasDirection else {
            if hasSegment { appendDot(at: current) }
            return
        }
        if isClosed {
            appendJoin(at: current, from: direction, to: firstDirection, nextLength: firstLength, kind: join)
            // The join ends on each side where the first segment starts (its offset
            // or the inner crossing on it): that point becomes the contour's first.
            right[0] = right.removeLast()
            left[0] = left.removeLast()
            appendContour(right)
            left.reverse()
            appendContour(left)
            return
        }
        let end = normal(direction)
        right.append(current + end)
        sides.appendCap(to: &right, at: current, from: end, toward: direction)
        left.append(current - end)
        elements.append(.move(right[0]))
        for p in right.dropFirst() { elements.append(.line(p)) }
        for p in left.reversed() { elements.append(.line(p)) }
        left.removeAll(keepingCapacity: true)
        sides.appendCap(to: &left, at: subpathStart, from: -normal(firstDirection), toward: -firstDirection)
        for p in left { elements.append(.line(p)) }
        elements.append(.close)
    }

    /// The offset from the centre line to the right side for a unit direction.
    @inline(__always)
    private func normal(_ d: Point) -> Point {
        Point(x: -d.y * halfWidth, y: d.x * halfWidth)
    }

    private mutating func addPiece(to p: Point) {
        let d = p - current
        let length = d.length
        guard length > shortestSegment else { return }
        let u = d * (1 / length)
        if hasDirection {
            appendJoin(at: current, from: direction, to: u, nextLength: length, kind: isAtElementStart ? join : .round)
        } else {
            firstDirection = u
            firstLength = length
            hasDirection = true
            let n = normal(u)
            right.append(current + n)
            left.append(current - n)
        }
        direction = u
        segmentLength = length
        current = p
        isAtElementStart = false
    }

    /// The corner at `p` between unit directions `d0` and `d1`: the end of the
    /// previous segment's offsets, the join on the outer side, and the start of
    /// the next segment's offsets. The inner side takes the point where its two
    /// offset lines cross when that lies within the nearer half of both segments
    /// (so neighbouring corners cannot claim the same stretch); otherwise it goes
    /// through the corner point itself, which is right for any lengths.
    private mutating func appendJoin(at p: Point, from d0: Point, to d1: Point, nextLength: Double, kind: LineJoin) {
        let n0 = normal(d0)
        let n1 = normal(d1)
        let cross = d0.cross(d1)
        let dot = d0.dot(d1)
        if dot > 0 && abs(cross) * halfWidth <= negligibleOffset {
            right.append(p + n1)
            left.append(p - n1)
            return
        }
        // The crossing lies h·tan(θ/2) = h·|cross|/(1 + dot) along each segment.
        let hasInnerCrossing = halfWidth * abs(cross) <= 0.5 * min(segmentLength, nextLength) * (1 + dot)
        if cross > 0 {
            // Turning towards the right side: the right side is inside.
            sides.appendInnerCorner(to: &right, at: p, from: n0, to: n1, dot: dot, crossing: hasInnerCrossing)
            left.append(p - n0)
            sides.appendOuterJoin(kind, to: &left, at: p, from: -n0, to: -n1, turn: 1, dot: dot)
            left.append(p - n1)
        } else {
            sides.appendInnerCorner(to: &left, at: p, from: -n0, to: -n1, dot: dot, crossing: hasInnerCrossing)
            right.append(p + n0)
            sides.appendOuterJoin(kind, to: &right, at: p, from: n0, to: n1, turn: -1, dot: dot)
            right.append(p + n1)
        }
    }

    /// A subpath of zero length: a disc for round caps, a square for square caps.
    private mutating func appendDot(at p: Point) {
        let h = halfWidth
        right.removeAll(keepingCapacity: true)
        switch cap {
        case .butt:
            return
        case .square:
            right.append(p + Point(h, h))
            right.append(p + Point(h, -h))
            right.append(p + Point(-h, -h))
            right.append(p + Point(-h, h))
        case .round:
            right.append(p + Point(h, 0))
            sides.appendArc(to: &right, center: p, from: Point(h, 0), to: Point(-h, 0), turn: -1)
            right.append(p + Point(-h, 0))
            sides.appendArc(to: &right, center: p, from: Point(-h, 0), to: Point(h, 0), turn: -1)
        }
        appendContour(right)
    }

    /// One closed polygon.
    private mutating func appendContour(_ points: [Point]) {
        guard let first = points.first else { return }
        elements.append(.move(first))
        for p in points.dropFirst() { elements.append(.line(p)) }
        elements.append(.close)
    }
}

/// Appends the points of corners, caps and arcs to one side of a stroke's outline.
private struct SideBuilder {
    let halfWidth: Double
    let cap: LineCap
    let miterLimitSquared: Double
    /// The widest angle one chord of a round cap or join may span, and its cosine.
    let arcStep: Double, arcStepCos: Double

    /// The inner side of a corner between the offsets `a` and `b` around `p`:
    /// their lines' crossing, or both offsets with the corner point between.
    func appendInnerCorner(
        to side: inout [Point], at p: Point, from a: Point, to b: Point, dot: Double, crossing: Bool
    ) {
        if crossing {
            side.append(p + (a + b) * (1 / (1 + dot)))
        } else {
            side.append(p + a)
            side.append(p)
            side.append(p + b)
        }
    }

    /// The points strictly between the offsets `a` and `b` around `p` on the outer
    /// side of a corner; `turn` is the sense (±1) that leads from `a` to `b`.
    func appendOuterJoin(
        _ kind: LineJoin, to side: inout [Point], at p: Point, from a: Point, to b: Point, turn: Double, dot: Double
    ) {
        switch kind {
        case .bevel:
            break
        case .miter:
            // The miter ratio is 1/cos(α) for a half turn α, and cos²α = (1 + dot)/2.
            if (1 + dot) * miterLimitSquared >= 2 {
                side.append(p + (a + b) * (1 / (1 + dot)))
            }
        case .round:
            appendArc(to: &side, center: p, from: a, to: b, turn: turn)
        }
    }

    /// A cap at `p` from the offset `a` round to `−a`, bulging along `d`.
    func appendCap(to side: inout [Point], at p: Point, from a: Point, toward d: Point) {
        switch cap {
        case .butt:
            break
        case .square:
            let ahead = d * halfWidth
            side.append(p + a + ahead)
            side.append(p - a + ahead)
        case .round:
            appendArc(to: &side, center: p, from: a, to: -a, turn: -1)
        }
    }

    /// The inner points of the arc around `center` from offset `a` to offset `b`
    /// (both of length halfWidth, at most half a turn apart) in the sense `turn`:
    /// the fewest equal chords within the tolerance, so arcs are symmetric.
    func appendArc(to side: inout [Point], center: Point, from a: Point, to b: Point, turn: Double) {
        let radiusSquared = halfWidth * halfWidth
        let cosine = a.dot(b) / radiusSquared
        guard cosine < arcStepCos else { return }
        // By construction `turn` leads the short way from a to b (or either way
        // for half a turn), so the angle is in (δ, π].
        let angle = atan2(abs(a.cross(b)) / radiusSquared, cosine)
        let chords = (angle / arcStep).rounded(.up)
        // At most 2048 (δ ≥ π/2048); the bounds also catch underflow and NaN.
        guard chords >= 2, chords <= 2048 else { return }
        let c = cos(angle / chords)
        let s = sin(angle / chords) * turn
        var v = a
        for _ in 1..<Int(chords) {
            v = Point(x: v.x * c - v.y * s, y: v.x * s + v.y * c)
            side.append(center + v)
        }
    }
}

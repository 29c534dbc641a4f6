// Curve flattening: each Bézier becomes n uniform-parameter segments, with n from
// Wang's formula, n = ⌈√(d(d−1)/8 · max‖second difference‖ / tolerance)⌉, which
// bounds the distance between curve and chord by `tolerance` for any curve of
// degree d. Uniform steps cost a little more output than adaptive subdivision
// but no recursion and no per-curve allocation beyond the output array.
// n is capped (`maximumSegmentsPerCurve`) so coordinates near ±1e7 cannot make
// the flattener run away; such curves are then flattened coarser than asked.
// Chords cut inside convex curves, so a flattened circle loses about 0.46/n² of
// its area whatever its size (n segments a quarter turn): at 0.1 px a circle of
// radius 13 px loses 0.8 %. Fills therefore ask for a minimum segment count
// (`minimumSegmentsPerCurve`), which bounds that loss for small shapes too.

extension Path {
    /// The most segments one curve becomes, whatever its size.
    static let maximumSegmentsPerCurve = 4096

    /// The path as polylines whose distance from the true curves is at most
    /// `tolerance` (0.1 px by default: call it on a path already in pixel space).
    /// Elements with a non-finite point are dropped; a subpath continues from the
    /// last finite point. Each curve becomes at least `minimumSegmentsPerCurve`
    /// segments (capped at `maximumSegmentsPerCurve`).
    public func flattened(tolerance: Double = 0.1, minimumSegmentsPerCurve: Int = 1) -> [Polyline] {
        let minimum = max(1, min(minimumSegmentsPerCurve, Self.maximumSegmentsPerCurve))
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var result: [Polyline] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        var hasCurrent = false

        func finish(closed: Bool) {
            if hasCurrent && !current.isEmpty {
                result.append(Polyline(points: current, isClosed: closed))
            }
            current = []
            hasCurrent = false
        }
        func begin(at p: Point) {
            current = [p]
            start = p
            last = p
            hasCurrent = true
        }
        func ensureStarted() {
            if !hasCurrent { begin(at: last) }
        }

        for element in elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { continue }
                finish(closed: false)
                begin(at: p)
            case .line(let p):
                guard p.isFinite else { continue }
                ensureStarted()
                current.append(p)
                last = p
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { continue }
                ensureStarted()
                let p0 = last
                let dd = (p0 - c * 2 + p).length
                let n = Self.segmentCount(secondDifference: dd, degree: 2, tolerance: tol, minimum: minimum)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(p0 * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { continue }
                ensureStarted()
                let p0 = last
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.segmentCount(secondDifference: dd, degree: 3, tolerance: tol, minimum: minimum)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    current.append(p0 * a + c1 * b + c2 * cc + p * d)
                }
                last = p
            case .close:
                if hasCurrent {
                    finish(closed: true)
                    last = start
                }
            }
        }
        finish(closed: false)
        return result
    }

    static func segmentCount(secondDifference dd: Double, degree: Int, tolerance: Double, minimum: Int = 1) -> Int {
        let k = Double(degree * (degree - 1)) / 8
        let n = (k * dd / tolerance).squareRoot().rounded(.up)
        guard n.isFinite, n >= Double(minimum) else { return minimum }
        return Int(min(n, Double(maximumSegmentsPerCurve)))
    }
}

// Arc length of lines and Bézier curves.
//
// A line's length is exact. A curve's length ∫|B'(t)| dt is integrated over n
// equal parameter intervals, n from Wang's formula at a tolerance of 1/1000 of
// the control polygon's length (so the count follows how much the curve bends,
// not its size), each by adaptive 5-point Gauss–Legendre quadrature: an interval
// is halved until one rule and the sum over its halves agree to 1e-13 of the
// polygon's length. Where the speed is smooth that holds at once (three rules per
// interval). A cusp puts a kink in |B'|, and a kink lying outside the outermost
// nodes of both the rule and its halves fools that test (measured: 5e-5 off on a
// 127-long cubic); so an interval is first split at any speed minimum inside it
// (a sign change of B'·B'', bisected), after which lengths agree with a 2-million
// chord sum to ~1e-12 relative. Fine flattening (sum of chords) was the
// alternative: it needs ~1000× the evaluations for 1e-7.
//
// The parameter where the arc length reaches a given distance is found by
// walking the intervals to the one that holds it, then Newton's method on
// L(t) − s (L' = speed), kept inside a shrinking bisection bracket so a
// near-zero speed cannot throw it out.

extension PathSegment {
    /// The most quadrature intervals one curve gets.
    static let maximumLengthIntervals = 256

    /// Gauss–Legendre nodes on [−1, 1] and their weights, 5 points (exact for degree 9).
    private static let nodes: [Double] = [
        -0.906_179_845_938_664_0, -0.538_469_310_105_683_1, 0, 0.538_469_310_105_683_1, 0.906_179_845_938_664_0,
    ]
    private static let weights: [Double] = [
        0.236_926_885_056_189_1, 0.478_628_670_499_366_5, 0.568_888_888_888_888_9, 0.478_628_670_499_366_5,
        0.236_926_885_056_189_1,
    ]

    /// The length of the control polygon, an upper bound of the arc length.
    var controlPolygonLength: Double {
        (control1 - start).length + (control2 - control1).length + (end - control2).length
    }

    /// The number of equal parameter intervals the quadrature uses.
    var lengthIntervals: Int {
        guard kind != .line else { return 1 }
        let polygon = controlPolygonLength
        guard polygon > 0 else { return 1 }
        return min(
            Path.segmentCount(secondDifference: secondDifference, degree: degree, tolerance: polygon / 1000),
            Self.maximumLengthIntervals)
    }

    /// The arc length between parameters `t0` and `t1` (meant for spans no longer
    /// than one of the `lengthIntervals`).
    func length(from t0: Double, to t1: Double) -> Double {
        guard kind != .line else { return (end - start).length * (t1 - t0) }
        let polygon = controlPolygonLength
        let accuracy = 1e-13 * polygon
        // A speed minimum inside is where a cusp puts a kink in |B'|; a kink
        // between the outer nodes fools the halving test, so split there.
        if let kink = speedMinimum(in: t0, t1) {
            return adaptiveLength(
                from: t0, to: kink, estimate: gaussLegendreLength(from: t0, to: kink),
                accuracy: accuracy / 2, depth: 30)
                + adaptiveLength(
                    from: kink, to: t1, estimate: gaussLegendreLength(from: kink, to: t1),
                    accuracy: accuracy / 2, depth: 30)
        }
        return adaptiveLength(
            from: t0, to: t1, estimate: gaussLegendreLength(from: t0, to: t1),
            accuracy: accuracy, depth: 30)
    }

    /// A parameter strictly inside (t0, t1) where the speed has a local minimum,
    /// found by bisection on the sign of d|B'|²/dt = 2 B'·B'' (from − to +).
    private func speedMinimum(in t0: Double, _ t1: Double) -> Double? {
        func slope(_ t: Double) -> Double { derivative(at: t).dot(secondDerivative(at: t)) }
        guard slope(t0) < 0, slope(t1) > 0 else { return nil }
        var lo = t0
        var hi = t1
        for _ in 0..<60 where hi - lo > 1e-16 {
            let mid = (lo + hi) / 2
            if slope(mid) < 0 { lo = mid } else { hi = mid }
        }
        let kink = (lo + hi) / 2
        return kink > t0 && kink < t1 ? kink : nil
    }

    /// Halves [t0, t1] until one rule and the sum over its halves agree within `accuracy`.
    private func adaptiveLength(from t0: Double, to t1: Double, estimate: Double, accuracy: Double, depth: Int)
        -> Double
    {
        let mid = (t0 + t1) / 2
        let left = gaussLegendreLength(from: t0, to: mid)
        let right = gaussLegendreLength(from: mid, to: t1)
        let sum = left + right
        let difference = abs(sum - estimate)
        // Also stop at rounding level, and on overflow (a NaN difference), so no
        // input can make the halving run down every branch.
        if depth == 0 || difference <= accuracy || difference <= 1e-14 * sum || !difference.isFinite { return sum }
        return adaptiveLength(from: t0, to: mid, estimate: left, accuracy: accuracy / 2, depth: depth - 1)
            + adaptiveLength(from: mid, to: t1, estimate: right, accuracy: accuracy / 2, depth: depth - 1)
    }

    /// The arc length between parameters `t0` and `t1` by one Gauss–Legendre rule.
    private func gaussLegendreLength(from t0: Double, to t1: Double) -> Double {
        let half = (t1 - t0) / 2
        let mid = (t0 + t1) / 2
        var sum = 0.0
        for i in 0..<5 {
            sum += Self.weights[i] * derivative(at: mid + half * Self.nodes[i]).length
        }
        return sum * half
    }

    /// The whole segment's arc length.
    var length: Double {
        guard kind != .line else { return (end - start).length }
        let n = lengthIntervals
        var total = 0.0
        for i in 0..<n {
            total += length(from: Double(i) / Double(n), to: Double(i + 1) / Double(n))
        }
        return total
    }

    /// The parameter at which the arc length from the start reaches `distance`
    /// (clamped to the segment: 0 at or before the start, 1 at or past the end).
    func parameter(atLength distance: Double) -> Double {
        guard distance > 0 else { return 0 }
        guard kind != .line else {
            let total = (end - start).length
            return total > 0 ? min(1, distance / total) : 0
        }
        let n = lengthIntervals
        var before = 0.0
        for i in 0..<n {
            let a = Double(i) / Double(n)
            let b = Double(i + 1) / Double(n)
            let piece = length(from: a, to: b)
            if before + piece >= distance {
                return solve(for: distance - before, in: a, b, pieceLength: piece)
            }
            before += piece
        }
        return 1
    }

    /// The t in [a, b] where the length from a equals `target` (0 ≤ target ≤ pieceLength).
    private func solve(for target: Double, in a: Double, _ b: Double, pieceLength: Double) -> Double {
        var lo = a
        var hi = b
        var t = a + (b - a) * (pieceLength > 0 ? target / pieceLength : 0.5)
        for _ in 0..<50 {
            let f = length(from: a, to: t) - target
            if f > 0 { hi = t } else { lo = t }
            if abs(f) <= 1e-13 * max(pieceLength, 1e-300) || hi - lo <= 1e-15 { return t }
            let speed = derivative(at: t).length
            let next = speed > 0 ? t - f / speed : .nan
            t = next > lo && next < hi ? next : (lo + hi) / 2
        }
        return t
    }
}

// CSS timing curves: a cubic Bézier from (0, 0) to (1, 1) with control points
// (x1, y1) and (x2, y2), evaluated as y(x).
//
// Algorithm: the curve is parametric, x(t) and y(t). For an input x we solve
// x(t) = x for t, then return y(t). With x1 and x2 in 0…1, x(t) is monotone
// on 0…1, so the root is unique. Newton's method from t = x converges in a
// few steps where x'(t) is not small; where it is (or Newton leaves the
// bracket), bisection on 0…1 takes over and always converges.
//
// Precision: |x(t) − x| ≤ 1e-7, all in Double.
// The ends are exact: y(0) = 0 and y(1) = 1 without solving.
//
// Alternatives: WebKit's UnitBezier does the same (eight Newton steps, then
// bisection). A lookup table with linear interpolation would be faster but
// less exact; easing is evaluated a few hundred times per frame at most, so
// the exact solve costs nothing measurable.

/// A CSS `cubic-bezier(x1, y1, x2, y2)` timing curve.
///
/// `x1` and `x2` lie in 0…1 (so the curve is a function of time); `y1` and
/// `y2` lie in ±`maximumOvershoot`, which lets a curve overshoot while its
/// values stay finite (a y near the largest Double made them infinite; found by
/// fuzzing the command line).
public struct CubicBezier: Hashable, Sendable {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    /// The largest accepted |x(t) − x| of a solution.
    public static let tolerance = 1e-7

    /// The largest accepted |y1| and |y2|.
    public static let maximumOvershoot = 1000.0

    /// Creates a curve, or throws if `x1` or `x2` is outside 0…1, `y1` or `y2`
    /// is beyond ±`maximumOvershoot`, or any coordinate is not finite.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(EasingError) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            throw .invalidControlPoint("control points must be finite numbers")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidControlPoint("x1 and x2 must lie in 0…1 (got \(x1) and \(x2))")
        }
        guard abs(y1) <= Self.maximumOvershoot, abs(y2) <= Self.maximumOvershoot else {
            throw .invalidControlPoint("y1 and y2 must lie in -1000…1000 (got \(y1) and \(y2))")
        }
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The curve's value at input `x`; `x` is clamped to 0…1.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        return Self.coordinate(at: parameter(for: x), p1: y1, p2: y2)
    }

    /// The curve parameter t whose x(t) is `x` (within `tolerance`), for x in 0…1.
    func parameter(for x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(at: t, p1: x1, p2: x2) - x
            if abs(error) <= Self.tolerance { return t }
            let slope = Self.slope(at: t, p1: x1, p2: x2)
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
            guard (0...1).contains(t) else { break }
        }
        var low = 0.0
        var high = 1.0
        t = x
        while high - low > Self.tolerance * 1e-3 {
            let error = Self.coordinate(at: t, p1: x1, p2: x2) - x
            if abs(error) <= Self.tolerance { return t }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
    static func coordinate(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    /// dB/dt for `coordinate(at:p1:p2:)`.
    static func slope(at t: Double, p1: Double, p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }
}

/// One drawing step of a path together with its start point: a line, a quadratic
/// or a cubic Bézier.
///
/// Arc-length measurement, trimming and the stroker all need a segment's start as
/// well as its end, which `Path.Element` does not carry. A line keeps its end in
/// `control1` and `control2` too, and a quadratic its control in `control1` and
/// its end in `control2`, so every unused field holds a point of the segment.
struct PathSegment: Sendable {
    enum Kind: Sendable {
        case line, quad, cubic
    }

    var kind: Kind
    var start: Point
    var control1: Point
    var control2: Point
    var end: Point

    static func line(from start: Point, to end: Point) -> PathSegment {
        PathSegment(kind: .line, start: start, control1: end, control2: end, end: end)
    }

    static func quad(from start: Point, control: Point, to end: Point) -> PathSegment {
        PathSegment(kind: .quad, start: start, control1: control, control2: end, end: end)
    }

    static func cubic(from start: Point, control1: Point, control2: Point, to end: Point) -> PathSegment {
        PathSegment(kind: .cubic, start: start, control1: control1, control2: control2, end: end)
    }

    /// The element that draws this segment from its start.
    var element: Path.Element {
        switch kind {
        case .line: .line(end)
        case .quad: .quad(control: control1, to: end)
        case .cubic: .cubic(control1: control1, control2: control2, to: end)
        }
    }

    /// The curve's degree: 1, 2 or 3.
    var degree: Int {
        switch kind {
        case .line: 1
        case .quad: 2
        case .cubic: 3
        }
    }

    /// The largest second difference of the control points, the curvature bound
    /// that Wang's formula (`Path.segmentCount`) turns into a number of chords.
    var secondDifference: Double {
        switch kind {
        case .line: 0
        case .quad: (start - control1 * 2 + end).length
        case .cubic: max((start - control1 * 2 + control2).length, (control1 - control2 * 2 + end).length)
        }
    }

    /// The point at parameter `t` in 0…1.
    func point(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return start.interpolated(to: end, at: t)
        case .quad:
            return start * (u * u) + control1 * (2 * u * t) + end * (t * t)
        case .cubic:
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return start * a + control1 * b + control2 * c + end * d
        }
    }

    /// The derivative dB/dt at `t`; its length is the speed that arc length integrates.
    func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch kind {
        case .line:
            return end - start
        case .quad:
            return ((control1 - start) * u + (end - control1) * t) * 2
        case .cubic:
            return ((control1 - start) * (u * u) + (control2 - control1) * (2 * u * t) + (end - control2) * (t * t)) * 3
        }
    }

    /// The second derivative d²B/dt² at `t`.
    func secondDerivative(at t: Double) -> Point {
        switch kind {
        case .line:
            return .zero
        case .quad:
            return (start - control1 * 2 + end) * 2
        case .cubic:
            return ((control2 - control1 * 2 + start) * (1 - t) + (end - control2 * 2 + control1) * t) * 6
        }
    }

    /// The part of the segment between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1),
    /// found by de Casteljau subdivision, so it traces exactly the same curve.
    func portion(from t0: Double, to t1: Double) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        let tail = t0 > 0 ? split(at: t0).tail : self
        guard t1 < 1 else { return tail }
        // Where t1 falls inside the tail, which starts at t0.
        let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
        return tail.split(at: local).head
    }

    /// de Casteljau subdivision at `t`: the segment's parts before and after `t`.
    func split(at t: Double) -> (head: PathSegment, tail: PathSegment) {
        switch kind {
        case .line:
            let m = start.interpolated(to: end, at: t)
            return (.line(from: start, to: m), .line(from: m, to: end))
        case .quad:
            let a = start.interpolated(to: control1, at: t)
            let b = control1.interpolated(to: end, at: t)
            let m = a.interpolated(to: b, at: t)
            return (.quad(from: start, control: a, to: m), .quad(from: m, control: b, to: end))
        case .cubic:
            let a = start.interpolated(to: control1, at: t)
            let b = control1.interpolated(to: control2, at: t)
            let c = control2.interpolated(to: end, at: t)
            let ab = a.interpolated(to: b, at: t)
            let bc = b.interpolated(to: c, at: t)
            let m = ab.interpolated(to: bc, at: t)
            return (
                .cubic(from: start, control1: a, control2: ab, to: m),
                .cubic(from: m, control1: bc, control2: c, to: end)
            )
        }
    }
}

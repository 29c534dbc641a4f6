/// A timing curve: maps linear progress 0…1 to eased progress.
///
/// The named curves are the CSS ones; every curve maps 0 to exactly 0 and
/// 1 to exactly 1, and clamps inputs outside 0…1. `cubicBezier` curves with
/// y control points outside 0…1 may overshoot in between.
public enum Easing: Hashable, Sendable {
    /// Eased progress equals linear progress.
    case linear
    /// A CSS `cubic-bezier(x1, y1, x2, y2)` curve.
    case cubicBezier(CubicBezier)

    /// CSS `ease`: cubic-bezier(0.25, 0.1, 0.25, 1).
    public static let ease = Easing.cubicBezier(CubicBezier(validX1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
    /// CSS `ease-in`: cubic-bezier(0.42, 0, 1, 1).
    public static let easeIn = Easing.cubicBezier(CubicBezier(validX1: 0.42, y1: 0, x2: 1, y2: 1))
    /// CSS `ease-out`: cubic-bezier(0, 0, 0.58, 1).
    public static let easeOut = Easing.cubicBezier(CubicBezier(validX1: 0, y1: 0, x2: 0.58, y2: 1))
    /// CSS `ease-in-out`: cubic-bezier(0.42, 0, 0.58, 1).
    public static let easeInOut = Easing.cubicBezier(CubicBezier(validX1: 0.42, y1: 0, x2: 0.58, y2: 1))

    /// The CSS keywords and the curves they name, in the order help text lists them.
    public static let named: [(name: String, easing: Easing)] = [
        ("linear", .linear), ("ease", .ease), ("ease-in", .easeIn),
        ("ease-out", .easeOut), ("ease-in-out", .easeInOut),
    ]

    /// Eased progress for linear progress `x` (clamped to 0…1).
    public func value(at x: Double) -> Double {
        switch self {
        case .linear: min(max(x, 0), 1)
        case .cubicBezier(let curve): curve.value(at: x)
        }
    }
}

extension CubicBezier {
    /// For the built-in curves, whose control points are known to be valid.
    init(validX1 x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

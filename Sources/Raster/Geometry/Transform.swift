/// A 2-D affine transform: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics' layout).
@frozen
public struct Transform: Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    @inlinable
    public static func scale(x: Double, y: Double) -> Transform {
        Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    @inlinable
    public static func rotation(_ angle: Double) -> Transform {
        let (s, co) = (sin(angle), cos(angle))
        return Transform(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self` applied first, then `other`.
    @inlinable
    public func concatenating(_ other: Transform) -> Transform {
        Transform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d,
            c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    @inlinable
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The largest factor by which this transform stretches a length; used to turn
    /// a pixel tolerance into a user-space one.
    @inlinable
    public var maximumScale: Double {
        let p = a * a + b * b, q = c * c + d * d, r = a * c + b * d
        let mean = (p + q) / 2, delta = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + delta).squareRoot()
    }
}

/// A point or vector in user space (pixels after any transform), in `Double`.
@frozen
public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double

    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    @inlinable
    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite; non-finite points are skipped by the rasterizer.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite }

    @inlinable
    public var length: Double { (x * x + y * y).squareRoot() }

    @inlinable
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

    @inlinable
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }

    @inlinable
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    @inlinable
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }

    @inlinable
    public func dot(_ other: Point) -> Double { x * other.x + y * other.y }

    /// The z component of the 3-D cross product: positive when `other` turns clockwise
    /// from `self` in y-down space.
    @inlinable
    public func cross(_ other: Point) -> Double { x * other.y - y * other.x }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    @inlinable
    public func interpolated(to other: Point, at t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}

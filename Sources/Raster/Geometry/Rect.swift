/// An axis-aligned rectangle in user space, `Double` coordinates, y down.
@frozen
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle spanning two corners, in either order.
    @inlinable
    public init(corner a: Point, _ b: Point) {
        x = min(a.x, b.x)
        y = min(a.y, b.y)
        width = abs(b.x - a.x)
        height = abs(b.y - a.y)
    }

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// The union of two rectangles (the smallest rectangle holding both).
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// This rectangle grown by `d` on every side.
    @inlinable
    public func outset(by d: Double) -> Rect {
        Rect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The smallest pixel rectangle that holds this one (outward rounding).
    @inlinable
    public var enclosingPixels: PixelRect {
        guard !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .empty }
        let limit = Double(Int32.max)
        let x0 = Int(max(-limit, min(limit, minX.rounded(.down))))
        let y0 = Int(max(-limit, min(limit, minY.rounded(.down))))
        let x1 = Int(max(-limit, min(limit, maxX.rounded(.up))))
        let y1 = Int(max(-limit, min(limit, maxY.rounded(.up))))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

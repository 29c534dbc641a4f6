/// A vector path: subpaths of lines, quadratic and cubic Bézier curves.
///
/// A `Path` is a plain value (an array of elements). Every subpath starts with
/// `move`; a drawing call before any `move` starts a subpath at the origin.
/// `close` joins the current point back to the subpath's start. Coordinates
/// are user space; non-finite points are kept here and skipped when the path
/// is flattened, so no input can make the rasterizer trap.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        /// A quadratic Bézier to `to` with one control point.
        case quad(control: Point, to: Point)
        /// A cubic Bézier to `to` with two control points.
        case cubic(control1: Point, control2: Point, to: Point)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) {
        elements.append(.move(p))
    }

    public mutating func line(to p: Point) {
        elements.append(.line(p))
    }

    public mutating func quad(to p: Point, control: Point) {
        elements.append(.quad(control: control, to: p))
    }

    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }

    public mutating func close() {
        elements.append(.close)
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The path with every point mapped through `t`.
    public func transformed(by t: Transform) -> Path {
        if t.isIdentity { return self }
        return Path(
            elements: elements.map { e in
                switch e {
                case .move(let p): .move(t.apply(to: p))
                case .line(let p): .line(t.apply(to: p))
                case .quad(let c, let p): .quad(control: t.apply(to: c), to: t.apply(to: p))
                case .cubic(let c1, let c2, let p):
                    .cubic(control1: t.apply(to: c1), control2: t.apply(to: c2), to: t.apply(to: p))
                case .close: .close
                }
            })
    }

    /// The bounding box of all finite points, control points included (so it may be
    /// slightly larger than the curve itself). Empty for an empty path.
    public var controlBounds: Rect {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        func add(_ p: Point) {
            guard p.isFinite else { return }
            x0 = min(x0, p.x)
            y0 = min(y0, p.y)
            x1 = max(x1, p.x)
            y1 = max(y1, p.y)
        }
        for e in elements {
            switch e {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p):
                add(c)
                add(p)
            case .cubic(let c1, let c2, let p):
                add(c1)
                add(c2)
                add(p)
            case .close: break
            }
        }
        guard x0 <= x1 else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Receives a path as subpaths of segments; see `Path.visitSegments(_:)`.
protocol PathSegmentVisitor {
    mutating func beginSubpath(at point: Point)
    mutating func addSegment(_ segment: PathSegment)
    mutating func endSubpath(isClosed: Bool)
}

extension Path {
    /// Walks the path as subpaths of segments, with the conventions of
    /// `flattened(tolerance:)`: an element with a non-finite point is skipped (its
    /// subpath continues from the last finite point), a drawing element with no
    /// subpath open starts one at the current point, and `close` first adds the
    /// closing line (possibly of zero length). Every `beginSubpath` is matched by
    /// one `endSubpath`. Generic, so each visitor gets its own specialized loop.
    func visitSegments<Visitor: PathSegmentVisitor>(_ visitor: inout Visitor) {
        var start = Point.zero
        var last = Point.zero
        var isOpen = false

        func ensureOpen() {
            if !isOpen {
                visitor.beginSubpath(at: last)
                start = last
                isOpen = true
            }
        }

        for element in elements {
            switch element {
            case .move(let p):
                guard p.isFinite else { continue }
                if isOpen { visitor.endSubpath(isClosed: false) }
                visitor.beginSubpath(at: p)
                start = p
                last = p
                isOpen = true
            case .line(let p):
                guard p.isFinite else { continue }
                ensureOpen()
                visitor.addSegment(.line(from: last, to: p))
                last = p
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { continue }
                ensureOpen()
                visitor.addSegment(.quad(from: last, control: c, to: p))
                last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { continue }
                ensureOpen()
                visitor.addSegment(.cubic(from: last, control1: c1, control2: c2, to: p))
                last = p
            case .close:
                guard isOpen else { continue }
                visitor.addSegment(.line(from: last, to: start))
                visitor.endSubpath(isClosed: true)
                isOpen = false
                last = start
            }
        }
        if isOpen { visitor.endSubpath(isClosed: false) }
    }
}

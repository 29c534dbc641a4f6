/// A single-channel `Float` plane placed at `rect` in some larger coordinate system
/// (a canvas, or a layer that reaches past it). Values outside `rect` are zero.
///
/// The blur and the glow chain keep their intermediate layers in this form so that
/// rounding to 8 bits happens once, at the end, and so that a layer can extend past
/// the canvas without a canvas-sized allocation of its own.
struct FloatPlane {
    /// Where the plane lies; the first `rect.area` of `values` are its samples, row-major.
    var rect: PixelRect = .empty
    var values: [Float] = []

    /// Places the plane at `newRect`, zeroed unless `zeroed` is false (for planes the
    /// caller overwrites entirely). Storage only grows: `values` may be longer than
    /// `rect.area`, the rest unused, so planes reused across frames of varying size
    /// neither allocate nor clear what they do not need.
    mutating func reset(to newRect: PixelRect, zeroed: Bool = true) {
        rect = newRect.isEmpty ? .empty : newRect
        let count = rect.area
        if values.count < count {
            values.append(contentsOf: repeatElement(0, count: count - values.count))
        }
        if zeroed {
            values.withUnsafeMutableBufferPointer { $0.baseAddress?.update(repeating: 0, count: count) }
        }
    }
}

/// `a / b` rounded towards negative infinity (`b > 0`), for grids anchored at zero.
@inline(__always)
func floorDivision(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && a < 0) ? q - 1 : q
}

/// `rect` moved by (`x`, `y`) pixels.
@inline(__always)
func shift(_ rect: PixelRect, x: Int, y: Int) -> PixelRect {
    PixelRect(x: rect.x + x, y: rect.y + y, width: rect.width, height: rect.height)
}

extension FloatPlane {
    /// Adds `other` where the two planes overlap.
    mutating func add(_ other: FloatPlane) {
        combine(with: other) { o, a, count in rowAdd(o, a, count: count) }
    }

    /// Composites `other` on the plane where they overlap: v + (255 − v) · o / 255,
    /// the `over` of two alphas on the 0…255 scale.
    mutating func composite(over other: FloatPlane) {
        combine(with: other) { o, a, count in rowOver(o, o, 1 / 255, a, count: count) }
    }

    private mutating func combine(
        with other: FloatPlane, _ row: (UnsafeMutablePointer<Float>, UnsafePointer<Float>, Int) -> Void
    ) {
        let overlap = rect.intersection(other.rect)
        guard !overlap.isEmpty else { return }
        let r = rect
        let s = other.rect
        other.values.withUnsafeBufferPointer { from in
            values.withUnsafeMutableBufferPointer { to in
                for y in overlap.minY..<overlap.maxY {
                    let o = to.baseAddress! + (y - r.minY) * r.width + overlap.minX - r.minX
                    let a = from.baseAddress! + (y - s.minY) * s.width + overlap.minX - s.minX
                    row(o, a, overlap.width)
                }
            }
        }
    }
}

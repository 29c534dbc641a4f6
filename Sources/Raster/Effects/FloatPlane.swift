/// A single-channel `Float` plane placed at `rect` in some larger coordinate system
/// (a canvas, or a layer that reaches past it). Values outside `rect` are zero.
///
/// The blur and the glow chain keep their intermediate layers in this form so that
/// rounding to 8 bits happens once, at the end, and so that a layer can extend past
/// the canvas without a canvas-sized allocation of its own.
struct FloatPlane {
    /// Where the plane lies; `values` holds `rect.area` samples, row-major.
    var rect: PixelRect = .empty
    var values: [Float] = []

    /// Places the plane at `newRect` and zeroes it, keeping the storage's capacity so
    /// that planes reused across frames do not allocate.
    mutating func reset(to newRect: PixelRect) {
        rect = newRect.isEmpty ? .empty : newRect
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: rect.area))
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

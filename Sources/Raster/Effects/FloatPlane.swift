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
    /// Calls `body` with the part of row `y` that lies in `columns`, if any: its offset
    /// from `columns.lowerBound`, its samples and their count.
    func withRow(
        _ y: Int, columns: Range<Int>, _ body: (Int, UnsafePointer<Float>, Int) -> Void
    ) {
        let x0 = max(columns.lowerBound, rect.minX)
        let x1 = min(columns.upperBound, rect.maxX)
        guard y >= rect.minY, y < rect.maxY, x0 < x1 else { return }
        values.withUnsafeBufferPointer { v in
            body(x0 - columns.lowerBound, v.baseAddress! + (y - rect.minY) * rect.width + x0 - rect.minX, x1 - x0)
        }
    }
}

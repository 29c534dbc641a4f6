import Raster

/// The bounding box of the pixels passed to `include`, built in scan order.
struct ChangeBounds {
    private var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

    @inline(__always)
    mutating func include(x: Int, y: Int) {
        if x < x0 { x0 = x }
        if x > x1 { x1 = x }
        if y < y0 { y0 = y }
        y1 = y
    }

    /// The box, or nil when nothing was included.
    var rect: PixelRect? {
        y0 <= y1 ? PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1) : nil
    }
}

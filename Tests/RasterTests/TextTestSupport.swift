// Helpers the text-drawing suites share.

@testable import Raster

/// The bounding box of every pixel with non-zero alpha.
func inkBounds(_ pixmap: Pixmap) -> PixelRect {
    var ink = PixelRect.empty
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width where (pixmap.pixel(x: x, y: y)?.alpha ?? 0) > 0 {
            ink = ink.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return ink
}

/// The bounding box of the pixels that differ between two same-sized pixmaps.
func changedBounds(_ a: Pixmap, _ b: Pixmap) -> PixelRect {
    var changed = PixelRect.empty
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            changed = changed.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return changed
}

func canvas(_ width: Int = 200, _ height: Int = 80) throws -> Pixmap {
    try Pixmap(width: width, height: height)
}

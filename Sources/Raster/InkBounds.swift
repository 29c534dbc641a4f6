extension Pixmap {
    /// The smallest rectangle holding every pixel that is not fully transparent
    /// (empty when all are). Compositing a mostly empty layer, such as a few
    /// labels on a transparent canvas, need only cover this rectangle.
    public var inkBounds: PixelRect {
        withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            return boundsOfInk(width: width, height: height) { words[$0] != 0 }
        }
    }
}

extension AlphaMask {
    /// The smallest rectangle holding every non-zero value (empty when all are 0).
    public var inkBounds: PixelRect {
        withUnsafeBytes { raw in boundsOfInk(width: width, height: height) { raw[$0] != 0 } }
    }
}

/// The bounding box of the samples of a row-major `width` × `height` plane for which
/// `isInk(index)` holds.
private func boundsOfInk(width: Int, height: Int, isInk: (Int) -> Bool) -> PixelRect {
    var minX = width, minY = height, maxX = -1, maxY = -1
    for y in 0..<height {
        let row = y * width
        var first = -1, last = -1
        for x in 0..<width where isInk(row + x) {
            if first < 0 { first = x }
            last = x
        }
        guard first >= 0 else { continue }
        minY = min(minY, y)
        maxY = y
        minX = min(minX, first)
        maxX = max(maxX, last)
    }
    guard maxY >= 0 else { return .empty }
    return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

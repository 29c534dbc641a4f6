extension Pixmap {
    /// The smallest rectangle holding every pixel that is not fully transparent
    /// (empty when all are). Compositing a mostly empty layer, such as a few
    /// labels on a transparent canvas, need only cover this rectangle.
    public var inkBounds: PixelRect {
        inkBands.reduce(PixelRect.empty) { $0.union($1) }
    }

    /// The ink bounds of each run of consecutive rows holding ink, top to bottom:
    /// a layer of labels far apart (the line chart's value labels) composites over
    /// its labels' rows only, not the rows between them (one fifth of `inkBounds`'
    /// pixels for the line chart).
    public var inkBands: [PixelRect] {
        withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            return bandsOfInk(width: width, height: height) { words[$0] != 0 }
        }
    }
}

extension AlphaMask {
    /// The smallest rectangle holding every non-zero value (empty when all are 0).
    public var inkBounds: PixelRect {
        withUnsafeBytes { raw in bandsOfInk(width: width, height: height) { raw[$0] != 0 } }
            .reduce(PixelRect.empty) { $0.union($1) }
    }
}

/// For each run of consecutive rows of a row-major `width` × `height` plane holding
/// samples for which `isInk(index)` holds, the bounding box of those samples.
private func bandsOfInk(width: Int, height: Int, isInk: (Int) -> Bool) -> [PixelRect] {
    var bands: [PixelRect] = []
    var band = PixelRect.empty
    for y in 0..<height {
        let row = y * width
        var first = -1, last = -1
        for x in 0..<width where isInk(row + x) {
            if first < 0 { first = x }
            last = x
        }
        guard first >= 0 else {
            if !band.isEmpty { bands.append(band) }
            band = .empty
            continue
        }
        band = band.union(PixelRect(x: first, y: y, width: last - first + 1, height: 1))
    }
    if !band.isEmpty { bands.append(band) }
    return bands
}

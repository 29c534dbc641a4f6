// The reduce → convolve → expand path of `GaussianBlur` for σ ≥ 8 (see the note in
// GaussianBlur.swift). Cells are f × f squares anchored at (0, 0); cell j covers
// pixels j·f ..< (j + 1)·f and its sample sits at the centre, j·f + (f − 1)/2.

extension GaussianBlur {
    /// The cells a pixel range covers.
    private func cells(covering range: Range<Int>) -> Range<Int> {
        floorDivision(range.lowerBound, factor)..<(floorDivision(range.upperBound - 1, factor) + 1)
    }

    /// The cells bilinear expansion reads for pixels in `range`: for each pixel the
    /// cell whose centre is at or left of it and the next one.
    private func cells(sampledBy range: Range<Int>) -> Range<Int> {
        let f = factor
        let first = floorDivision(2 * range.lowerBound - f + 1, 2 * f)
        let last = floorDivision(2 * (range.upperBound - 1) - f + 1, 2 * f) + 1
        return first..<(last + 1)
    }

    func cellsCovering(_ rect: PixelRect) -> PixelRect {
        Self.rect(columns: cells(covering: rect.minX..<rect.maxX), rows: cells(covering: rect.minY..<rect.maxY))
    }

    func cellsSampled(by rect: PixelRect) -> PixelRect {
        Self.rect(columns: cells(sampledBy: rect.minX..<rect.maxX), rows: cells(sampledBy: rect.minY..<rect.maxY))
    }

    private static func rect(columns: Range<Int>, rows: Range<Int>) -> PixelRect {
        PixelRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
    }

    /// Averages `source` over each cell of `cellRect` (pixels outside `source` count as 0).
    func reduce(_ source: FloatPlane, to cellRect: PixelRect, into reduced: inout FloatPlane) {
        reduced.reset(to: cellRect)
        let f = factor, src = source.rect, cw = cellRect.width
        let y0 = max(src.minY, cellRect.minY * f), y1 = min(src.maxY, cellRect.maxY * f)
        let x0 = max(src.minX, cellRect.minX * f), x1 = min(src.maxX, cellRect.maxX * f)
        guard y0 < y1, x0 < x1 else { return }
        let scale = 1 / Float(f * f)
        source.values.withUnsafeBufferPointer { inp in
            reduced.values.withUnsafeMutableBufferPointer { out in
                for y in y0..<y1 {
                    let o = out.baseAddress! + (floorDivision(y, f) - cellRect.minY) * cw
                    let row = inp.baseAddress! + (y - src.minY) * src.width - src.minX
                    var x = x0
                    while x < x1 {
                        let cell = floorDivision(x, f)
                        let end = min(x1, (cell + 1) * f)
                        var sum: Float = 0
                        for i in x..<end { sum += row[i] }
                        o[cell - cellRect.minX] += sum * scale
                        x = end
                    }
                }
            }
        }
    }

    /// Bilinear interpolation of the cell samples in `reduced` at every pixel of
    /// `region`: first between two cell rows into `row`, then along it. `reduced` must
    /// hold `cellsSampled(by: region)`. Written as (1 − t)·a + t·b, not a + t·(b − a),
    /// so that it is monotone in a and b even in floating point: premultiplied colour
    /// blurred this way cannot overtake its alpha.
    func expand(
        _ reduced: FloatPlane, over region: PixelRect, into output: inout FloatPlane,
        row: inout [Float], index: inout [Int], weight: inout [Float]
    ) {
        output.reset(to: region)
        let cells = reduced.rect, width = region.width
        index.removeAll(keepingCapacity: true)
        weight.removeAll(keepingCapacity: true)
        for x in region.minX..<region.maxX {
            let (cell, t) = position(of: x)
            index.append(cell - cells.minX)
            weight.append(t)
        }
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: repeatElement(0, count: cells.width))
        reduced.values.withUnsafeBufferPointer { inp in
            output.values.withUnsafeMutableBufferPointer { out in
                row.withUnsafeMutableBufferPointer { mix in
                    index.withUnsafeBufferPointer { ix in
                        weight.withUnsafeBufferPointer { wx in
                            for y in region.minY..<region.maxY {
                                let (cell, t) = position(of: y)
                                let a = inp.baseAddress! + (cell - cells.minY) * cells.width
                                let b = a + cells.width, s = 1 - t
                                for i in 0..<cells.width { mix[i] = s * a[i] + t * b[i] }
                                let o = out.baseAddress! + (y - region.minY) * width
                                for i in 0..<width {
                                    let j = ix[i], t = wx[i]
                                    o[i] = (1 - t) * mix[j] + t * mix[j + 1]
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The cell whose centre is at or before pixel `p`, and how far `p` lies towards
    /// the next centre (0 ≤ t < 1). Exact: centres sit at (2j·f + f − 1)/2.
    private func position(of p: Int) -> (cell: Int, t: Float) {
        let f = factor, twice = 2 * p - f + 1
        let cell = floorDivision(twice, 2 * f)
        return (cell, Float(twice - 2 * f * cell) / Float(2 * f))
    }
}

/// Composites coverage of one premultiplied colour into pixmap rows.
struct SolidBlitter: CoverageSink {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let color: UInt32
    private let alpha: UInt32

    /// `pixels` is the pixmap's storage (`width` words a row), valid while drawing.
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, color: PremultipliedRGBA8) {
        self.pixels = pixels
        self.width = width
        self.color = color.word
        alpha = UInt32(color.alpha)
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        let row = UnsafeMutableBufferPointer(start: pixels + y * width + x, count: count)
        if coverage == 255 && alpha == 255 {
            row.update(repeating: color)
            return
        }
        let c = UInt32(coverage)
        let source = coverage == 255 ? color : scaled(color, by: c)
        let sourceAlpha = coverage == 255 ? alpha : div255(alpha &* c)
        for i in row.indices {
            row[i] = sourceOver(source, alpha: sourceAlpha, onto: row[i])
        }
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8) {
        if count == width {
            // Whole rows are one contiguous run of pixels.
            fillSpan(x: 0, y: y, count: width * rows, coverage: coverage)
        } else {
            for row in y..<(y + rows) { fillSpan(x: x, y: row, count: count, coverage: coverage) }
        }
    }

    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * width + x
        let isOpaque = alpha == 255
        for i in coverage.indices {
            let c = UInt32(coverage[i])
            if c == 255 && isOpaque {
                row[i] = color
            } else if c != 0 {
                row[i] = sourceOver(scaled(color, by: c), alpha: div255(alpha &* c), onto: row[i])
            }
        }
    }
}

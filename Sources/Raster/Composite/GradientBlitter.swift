/// Composites coverage of a linear gradient into pixmap rows.
///
/// The colour is evaluated at each pixel centre; when the gradient does not
/// change along x (a vertical gradient, as the bar chart uses) a row is one
/// colour, evaluated once per row of a block of rows, and blended as a solid.
struct GradientBlitter: CoverageSink {
    private let pixels: UnsafeMutablePointer<UInt32>
    private let width: Int
    private let shader: GradientShader

    /// `pixels` is the pixmap's storage (`width` words a row), valid while drawing.
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, shader: GradientShader) {
        self.pixels = pixels
        self.width = width
        self.shader = shader
    }

    @inline(__always)
    private func parameter(x: Int, y: Int) -> Double {
        shader.t0 + shader.dtdx * (Double(x) + 0.5) + shader.dtdy * (Double(y) + 0.5)
    }

    mutating func fillSpan(x: Int, y: Int, count: Int, coverage: UInt8) {
        if shader.dtdx == 0 {
            fillRows(x: x, y: y, count: count, rows: 1, coverage: coverage)
            return
        }
        let row = pixels + y * width + x
        let c = UInt32(coverage)
        shader.forEachWord(from: parameter(x: x, y: y), step: shader.dtdx, count: count) { i, word in
            blend(word, coverage: c, into: row + i)
        }
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, coverage: UInt8) {
        guard shader.dtdx == 0 else {
            for row in y..<(y + rows) { fillSpan(x: x, y: row, count: count, coverage: coverage) }
            return
        }
        fillRows(x: x, y: y, count: count, rows: rows, first: coverage, middle: coverage, last: coverage)
    }

    mutating func fillRows(x: Int, y: Int, count: Int, rows: Int, first: UInt8, middle: UInt8, last: UInt8) {
        guard shader.dtdx == 0 else {
            fillColumns(x: x, y: y, count: count, rows: rows, first: first, middle: middle, last: last)
            return
        }
        let top = pixels + y * width + x
        shader.forEachWord(count: rows, parameter: { parameter(x: x, y: y + $0) }) { i, word in
            let row = top + i * width
            guard count > 1 else {
                if first != 0 { blendColor(word, coverage: first, over: row, count: 1) }
                return
            }
            blendColor(word, coverages: first, last, over: row, row + count - 1)
            if count > 2 && middle != 0 { blendColor(word, coverage: middle, over: row + 1, count: count - 2) }
        }
    }

    mutating func blendSpan(x: Int, y: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let row = pixels + y * width + x
        shader.forEachWord(from: parameter(x: x, y: y), step: shader.dtdx, count: coverage.count) { i, word in
            let c = UInt32(coverage[i])
            if c != 0 { blend(word, coverage: c, into: row + i) }
        }
    }

    @inline(__always)
    private func blend(_ source: UInt32, coverage c: UInt32, into pixel: UnsafeMutablePointer<UInt32>) {
        let alpha = UInt32(littleEndian: source) >> 24
        if c == 255 {
            pixel.pointee = alpha == 255 ? source : sourceOver(source, alpha: alpha, onto: pixel.pointee)
        } else {
            pixel.pointee = sourceOver(scaled(source, by: c), alpha: div255(alpha &* c), onto: pixel.pointee)
        }
    }
}

/// Composites coverage of a linear gradient into pixmap rows.
///
/// The colour is evaluated at each pixel centre; when the gradient does not
/// change along x (a vertical gradient, as the bar chart uses) a span is one
/// colour and goes through the solid path.
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
            let color = PremultipliedRGBA8(word: shader.word(at: parameter(x: x, y: y)))
            var solid = SolidBlitter(pixels: pixels, width: width, color: color)
            solid.fillSpan(x: x, y: y, count: count, coverage: coverage)
            return
        }
        let row = pixels + y * width + x
        let c = UInt32(coverage)
        shader.forEachWord(from: parameter(x: x, y: y), step: shader.dtdx, count: count) { i, word in
            blend(word, coverage: c, into: row + i)
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

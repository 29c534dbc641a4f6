extension Pixmap {
    /// Composites `layer` (same size, premultiplied) over this pixmap, source-over,
    /// inside `rect` only (clipped to both). Fully transparent layer pixels are
    /// skipped and opaque ones copied, so a mostly empty overlay costs little.
    public mutating func composite(_ layer: Pixmap, in rect: PixelRect) {
        let r = rect.intersection(bounds).intersection(layer.bounds)
        guard !r.isEmpty else { return }
        let srcStride = layer.stride, dstStride = stride
        layer.withUnsafeBytes { src in
            withUnsafeMutableBytes { dst in
                guard let s0 = src.baseAddress, let d0 = dst.baseAddress else { return }
                // Whole pixels as words, two channels per lane (`sourceOver`, the same
                // rounding): about two thirds of the instructions of byte by byte.
                // Four transparent pixels (most of a label's rows, between its glyphs) are
                // skipped on one test of their alphas (eight at a time tested worse).
                let alphas = UInt32(0xFF00_0000).littleEndian
                for y in r.minY..<r.maxY {
                    let s = (s0 + y * srcStride).assumingMemoryBound(to: UInt32.self)
                    let d = (d0 + y * dstStride).assumingMemoryBound(to: UInt32.self)
                    @inline(__always)
                    func blend(_ x: Int) {
                        let word = s[x]
                        let a = UInt32(littleEndian: word) >> 24
                        if a == 0 { return }
                        d[x] = a == 255 ? word : sourceOver(word, alpha: a, onto: d[x])
                    }
                    var x = r.minX
                    while x &+ 4 <= r.maxX {
                        let four = UnsafeRawPointer(s + x).loadUnaligned(as: SIMD4<UInt32>.self)
                        if (four[0] | four[1] | four[2] | four[3]) & alphas != 0 {
                            // No test per pixel (an anti-aliased glyph's alphas defeat the
                            // branch predictor): `sourceOver` gives the destination itself
                            // for a transparent pixel and the layer's for an opaque one.
                            for k in 0..<4 {
                                let word = four[k]
                                d[x &+ k] = sourceOver(word, alpha: UInt32(littleEndian: word) >> 24, onto: d[x &+ k])
                            }
                        }
                        x &+= 4
                    }
                    while x < r.maxX {
                        blend(x)
                        x &+= 1
                    }
                }
            }
        }
    }
}

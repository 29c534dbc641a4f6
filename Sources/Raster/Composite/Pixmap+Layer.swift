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
                // rounding): the line chart's value labels cost 43 k instructions a
                // frame at 480×320 this way, 67 k byte by byte.
                for y in r.minY..<r.maxY {
                    let s = (s0 + y * srcStride).assumingMemoryBound(to: UInt32.self)
                    let d = (d0 + y * dstStride).assumingMemoryBound(to: UInt32.self)
                    for x in r.minX..<r.maxX {
                        let word = s[x]
                        let a = UInt32(littleEndian: word) >> 24
                        if a == 0 { continue }
                        d[x] = a == 255 ? word : sourceOver(word, alpha: a, onto: d[x])
                    }
                }
            }
        }
    }
}

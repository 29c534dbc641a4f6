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
                for y in r.minY..<r.maxY {
                    let s = (s0 + y * srcStride).assumingMemoryBound(to: UInt8.self)
                    let d = (d0 + y * dstStride).assumingMemoryBound(to: UInt8.self)
                    for x in r.minX..<r.maxX {
                        let i = x * 4
                        let a = UInt32(s[i + 3])
                        if a == 0 { continue }
                        if a == 255 {
                            d[i] = s[i]
                            d[i + 1] = s[i + 1]
                            d[i + 2] = s[i + 2]
                            d[i + 3] = 255
                            continue
                        }
                        let inv = 255 - a
                        for c in 0..<4 {
                            d[i + c] = UInt8(UInt32(s[i + c]) + div255(UInt32(d[i + c]) * inv))
                        }
                    }
                }
            }
        }
    }
}

// Between 8-bit channels and `FloatPlane`s: A8 planes are one channel of one byte,
// RGBA8 pixmaps four interleaved channels.

extension FloatPlane {
    /// Re-places the plane at `rect` (clipped to the image) and fills it with one
    /// channel of an interleaved 8-bit image `imageWidth` pixels wide.
    mutating func load(
        _ rect: PixelRect, from bytes: UnsafeRawBufferPointer, imageWidth: Int, channels: Int, channel: Int
    ) {
        let imageHeight = bytes.count / (imageWidth * channels)
        reset(to: rect.intersection(PixelRect(x: 0, y: 0, width: imageWidth, height: imageHeight)))
        let r = self.rect
        guard !r.isEmpty else { return }
        values.withUnsafeMutableBufferPointer { out in
            for y in r.minY..<r.maxY {
                let from = ((y * imageWidth) + r.minX) * channels + channel
                let o = out.baseAddress! + (y - r.minY) * r.width
                for i in 0..<r.width { o[i] = Float(bytes[from + i * channels]) }
            }
        }
    }
}

/// A 0…255 `Float` clamped and rounded to the nearest byte (ties to even). Adding
/// 2²³ leaves the rounded integer in the low mantissa bits: no branch and no trap,
/// so conversion loops vectorise (a NaN gives some byte rather than a crash).
@inline(__always)
func byte(_ v: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: (min(max(v, 0), 255) + 8_388_608).bitPattern)
}

/// A colour component or opacity clamped to 0…1 (NaN gives 0), as the paint does.
@inline(__always)
func unit(_ v: Double) -> Float {
    v > 0 ? Float(min(v, 1)) : 0
}

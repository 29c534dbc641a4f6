// Moving 8-bit channels in and out of `FloatPlane`s: A8 planes are one channel of
// one byte, RGBA8 pixmaps four interleaved channels.

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

    /// Writes the plane, rounded and clamped to 0…255, into one channel of an
    /// interleaved 8-bit image; only the part inside the image is written.
    func store(to bytes: UnsafeMutableRawBufferPointer, imageWidth: Int, channels: Int, channel: Int) {
        let imageHeight = bytes.count / (imageWidth * channels)
        let r = rect.intersection(PixelRect(x: 0, y: 0, width: imageWidth, height: imageHeight))
        guard !r.isEmpty else { return }
        values.withUnsafeBufferPointer { inp in
            for y in r.minY..<r.maxY {
                let to = ((y * imageWidth) + r.minX) * channels + channel
                let s = inp.baseAddress! + (y - rect.minY) * rect.width + r.minX - rect.minX
                for i in 0..<r.width { bytes[to + i * channels] = byte(s[i]) }
            }
        }
    }
}

/// A 0…255 `Float` rounded half up and clamped to a byte (NaN gives 0).
@inline(__always)
func byte(_ v: Float) -> UInt8 {
    UInt8(truncatingIfNeeded: Int32(min(max(v + 0.5, 0), 255)))
}

extension GaussianBlur {
    /// Blurs every channel of an interleaved 8-bit image in place; content must lie
    /// in `dirty`, and only `dirty.outset(by: reach)` is written.
    func apply(
        toChannels channels: Int, of bytes: UnsafeMutableRawBufferPointer, imageWidth: Int,
        dirty: PixelRect, work: inout BlurWork
    ) {
        let bounds = PixelRect(x: 0, y: 0, width: imageWidth, height: bytes.count / (imageWidth * channels))
        let area = dirty.intersection(bounds)
        guard !area.isEmpty, !isIdentity, let base = bytes.baseAddress else { return }
        let target = area.outset(by: reach).intersection(bounds)
        for channel in 0..<channels {
            let source = ByteChannel(
                bytes: UnsafeRawPointer(base), imageWidth: imageWidth, channels: channels, channel: channel, rect: area)
            apply(to: source, over: target, work: &work) { y, row in
                let to = (base + (y * imageWidth + target.minX) * channels + channel).assumingMemoryBound(
                    to: UInt8.self)
                if channels == 1 {
                    rowBytes(to, row.baseAddress!, count: row.count)
                } else {
                    var p = to
                    for i in 0..<row.count {
                        p.pointee = byte(row[i])
                        p += channels
                    }
                }
            }
        }
    }
}

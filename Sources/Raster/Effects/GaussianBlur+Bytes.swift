extension GaussianBlur {
    /// Blurs every channel of an interleaved 8-bit image in place; content must lie
    /// in `dirty`, and only `dirty.outset(by: reach)` is written.
    func apply(
        toChannels channels: Int, of bytes: UnsafeMutableRawBufferPointer, imageWidth: Int,
        dirty: PixelRect, scratch: inout BlurScratch
    ) {
        let bounds = PixelRect(x: 0, y: 0, width: imageWidth, height: bytes.count / (imageWidth * channels))
        let area = dirty.intersection(bounds)
        guard !area.isEmpty, !isIdentity else { return }
        let target = area.outset(by: reach).intersection(bounds)
        for channel in 0..<channels {
            scratch.source.load(
                area, from: UnsafeRawBufferPointer(bytes), imageWidth: imageWidth, channels: channels, channel: channel)
            apply(to: scratch.source, over: target, into: &scratch.blurred, work: &scratch.work)
            scratch.blurred.store(to: bytes, imageWidth: imageWidth, channels: channels, channel: channel)
        }
    }
}

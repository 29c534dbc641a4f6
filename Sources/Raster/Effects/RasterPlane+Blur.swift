extension RasterPlane {
    /// Blurs every channel with a Gaussian of standard deviation `sigma` pixels.
    /// Outside the plane counts as transparent: what spreads past an edge is lost,
    /// not reflected.
    public mutating func blur(sigma: Double) {
        var scratch = BlurScratch()
        blur(GaussianBlur(sigma: sigma), dirty: PixelRect(x: 0, y: 0, width: width, height: height), scratch: &scratch)
    }

    /// The plane blurred with a Gaussian of standard deviation `sigma` pixels.
    public func blurred(sigma: Double) -> Self {
        var copy = self
        copy.blur(sigma: sigma)
        return copy
    }

    /// Blurs a plane whose content lies within `dirty`: only `dirty` is read (the rest
    /// must be transparent) and only `dirty.outset(by: blur.reach)` is written, so the
    /// cost follows the content, not the plane. The result there equals blurring the
    /// whole plane.
    ///
    /// Each channel is blurred with the same non-negative weights and rounded the
    /// same way, so a premultiplied colour stays ≤ its alpha; no clamping pass is needed.
    public mutating func blur(_ blur: GaussianBlur, dirty: PixelRect, scratch: inout BlurScratch) {
        let width = self.width
        withUnsafeMutableBytes { bytes in
            blur.apply(toChannels: Self.channelCount, of: bytes, imageWidth: width, dirty: dirty, work: &scratch.work)
        }
    }
}

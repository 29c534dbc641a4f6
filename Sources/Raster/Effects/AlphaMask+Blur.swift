extension AlphaMask {
    /// Blurs the plane with a Gaussian of standard deviation `sigma` pixels. Outside
    /// the plane counts as transparent: what spreads past an edge is lost, not reflected.
    public mutating func blur(sigma: Double) {
        var scratch = BlurScratch()
        blur(GaussianBlur(sigma: sigma), dirty: bounds, scratch: &scratch)
    }

    /// The plane blurred with a Gaussian of standard deviation `sigma` pixels.
    public func blurred(sigma: Double) -> AlphaMask {
        var copy = self
        copy.blur(sigma: sigma)
        return copy
    }

    /// Blurs a plane whose content lies within `dirty`: only `dirty` is read (the rest
    /// must be 0) and only `dirty.outset(by: blur.reach)` is written, so the cost
    /// follows the content, not the plane. The result there equals blurring the
    /// whole plane.
    public mutating func blur(_ blur: GaussianBlur, dirty: PixelRect, scratch: inout BlurScratch) {
        let width = self.width
        withUnsafeMutableBytes { bytes in
            blur.apply(toChannels: 1, of: bytes, imageWidth: width, dirty: dirty, work: &scratch.work)
        }
    }
}

extension Pixmap {
    /// Blurs all four premultiplied channels with a Gaussian of standard deviation
    /// `sigma` pixels. Outside the pixmap counts as transparent.
    public mutating func blur(sigma: Double) {
        var scratch = BlurScratch()
        blur(GaussianBlur(sigma: sigma), dirty: bounds, scratch: &scratch)
    }

    /// The pixmap blurred with a Gaussian of standard deviation `sigma` pixels.
    public func blurred(sigma: Double) -> Pixmap {
        var copy = self
        copy.blur(sigma: sigma)
        return copy
    }

    /// Blurs a pixmap whose content lies within `dirty` (the rest must be
    /// transparent); only `dirty.outset(by: blur.reach)` is read or written.
    ///
    /// Each channel is blurred with the same non-negative weights and rounded the
    /// same way, so colour stays ≤ alpha; no clamping pass is needed.
    public mutating func blur(_ blur: GaussianBlur, dirty: PixelRect, scratch: inout BlurScratch) {
        let width = self.width
        withUnsafeMutableBytes { bytes in
            blur.apply(toChannels: 4, of: bytes, imageWidth: width, dirty: dirty, work: &scratch.work)
        }
    }
}

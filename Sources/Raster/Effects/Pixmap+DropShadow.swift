extension Pixmap {
    /// Draws `shadow` of the pixmap's current contents under them: each pixel becomes
    /// itself over the tinted, blurred, offset alpha, computed in `Float` and rounded
    /// once. Content must lie in `dirty` (the rest transparent); the return value is
    /// where the content lies afterwards, ready for the next shadow of a chain.
    ///
    /// Shadows spread: to keep what lies inside a canvas independent of the canvas
    /// edge, draw into a layer that extends far enough beyond it
    /// (`ShadowGeometry.bounds(ofContentIn:)`), or use `GlowChain`, which sizes its
    /// layers itself.
    @discardableResult
    public mutating func drawShadow(_ shadow: DropShadow, dirty: PixelRect, scratch: inout BlurScratch) -> PixelRect {
        let area = dirty.intersection(bounds)
        guard !area.isEmpty else { return .empty }
        let geometry = shadow.geometry
        let target = geometry.shifted(area.outset(by: geometry.blur.reach)).intersection(bounds)
        let width = self.width
        let color = shadow.color
        let tint = SIMD4<Float>(unit(color.red), unit(color.green), unit(color.blue), 1) * unit(color.alpha)
        withUnsafeMutableBytes { bytes in
            let base = bytes.baseAddress!
            let alpha = ByteChannel(
                bytes: UnsafeRawPointer(base), imageWidth: width, channels: 4, channel: 3, rect: area)
            geometry.cast(alpha, over: target, work: &scratch.work) { y, row in
                Self.composite(row, tintedWith: tint, under: base + (y * width + target.minX) * 4)
            }
        }
        return area.union(target)
    }

    /// Draws `shadow` of the whole pixmap under it.
    public mutating func drawShadow(_ shadow: DropShadow) {
        var scratch = BlurScratch()
        drawShadow(shadow, dirty: bounds, scratch: &scratch)
    }

    /// Composites a row of shadow alpha (0…255), tinted with premultiplied `tint`,
    /// under the pixels at `pixels`: d = d + (1 − d.alpha)·tint·alpha.
    private static func composite(
        _ alpha: UnsafeMutableBufferPointer<Float>, tintedWith tint: SIMD4<Float>, under pixels: UnsafeMutableRawPointer
    ) {
        for i in 0..<alpha.count {
            let p = pixels + 4 * i
            let v = alpha[i]
            guard v > 0 else { continue }
            let under = 1 - Float(p.load(fromByteOffset: 3, as: UInt8.self)) / 255
            for c in 0..<4 {
                let d = Float(p.load(fromByteOffset: c, as: UInt8.self))
                p.storeBytes(of: byte(d + under * tint[c] * v), toByteOffset: c, as: UInt8.self)
            }
        }
    }
}

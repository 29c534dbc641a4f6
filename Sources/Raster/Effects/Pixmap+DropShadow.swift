extension Pixmap {
    /// Draws `shadow` of the pixmap's current contents under them: each pixel becomes
    /// itself over the tinted, blurred, offset alpha, computed in `Float` and rounded
    /// once. Content must lie in `dirty` (the rest transparent); the return value is
    /// where the content lies afterwards, ready for the next shadow of a chain.
    ///
    /// Shadows spread: to keep what lies inside a canvas independent of the canvas
    /// edge, draw into a layer that extends far enough
    /// beyond it (`ShadowGeometry.bounds(ofContentIn:)`), or use `GlowChain`, which sizes its layers itself.
    @discardableResult
    public mutating func drawShadow(_ shadow: DropShadow, dirty: PixelRect, scratch: inout BlurScratch) -> PixelRect {
        let area = dirty.intersection(bounds)
        guard !area.isEmpty else { return .empty }
        let geometry = shadow.geometry
        let target = geometry.shifted(area.outset(by: geometry.blur.reach)).intersection(bounds)
        let width = self.width
        withUnsafeMutableBytes { bytes in
            scratch.source.load(area, from: UnsafeRawBufferPointer(bytes), imageWidth: width, channels: 4, channel: 3)
        }
        geometry.cast(scratch.source, over: target, into: &scratch.blurred, work: &scratch.work)
        composite(scratch.blurred, tintedWith: shadow.color)
        return area.union(target)
    }

    /// Draws `shadow` of the whole pixmap under it.
    public mutating func drawShadow(_ shadow: DropShadow) {
        var scratch = BlurScratch()
        drawShadow(shadow, dirty: bounds, scratch: &scratch)
    }

    /// Composites `alpha` (0…255), tinted with `color`, under the pixels it covers:
    /// d = d + (1 − d.alpha)·s with s = color · color.alpha · alpha.
    private mutating func composite(_ alpha: FloatPlane, tintedWith color: Color) {
        let r = alpha.rect
        guard !r.isEmpty else { return }
        let a = Float(min(max(color.alpha, 0), 1))
        let tint = SIMD4<Float>(
            Float(min(max(color.red, 0), 1)), Float(min(max(color.green, 0), 1)), Float(min(max(color.blue, 0), 1)), 1) * a
        let stride = self.stride
        alpha.values.withUnsafeBufferPointer { shadow in
            withUnsafeMutableBytes { bytes in
                for y in r.minY..<r.maxY {
                    let s = shadow.baseAddress! + (y - r.minY) * r.width
                    let row = y * stride + r.minX * 4
                    for i in 0..<r.width {
                        let p = row + 4 * i, v = s[i]
                        let under = 1 - Float(bytes[p + 3]) / 255
                        for c in 0..<4 { bytes[p + c] = byte(Float(bytes[p + c]) + under * tint[c] * v) }
                    }
                }
            }
        }
    }
}

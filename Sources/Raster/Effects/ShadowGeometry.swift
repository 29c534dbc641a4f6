/// Where a shadow falls: its blur and its offset, without its colour. Shared by
/// `DropShadow` (RGBA) and `GlowChain.Shadow` (one alpha plane).
///
/// `sigma` is the Gaussian's standard deviation in pixels, which is what Core
/// Animation and SwiftUI call a shadow's radius (a CSS blur radius is 2σ). Offsets
/// are whole pixels; callers round scaled offsets.
public struct ShadowGeometry: Hashable, Sendable {
    public var blur: GaussianBlur
    public var offsetX: Int
    public var offsetY: Int

    public init(sigma: Double, offsetX: Int = 0, offsetY: Int = 0) {
        blur = GaussianBlur(sigma: sigma)
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// Where a layer whose content lies in `dirty` has content once the shadow is
    /// drawn under it: the content plus the blurred, offset copy.
    public func bounds(ofContentIn dirty: PixelRect) -> PixelRect {
        dirty.union(shifted(dirty.outset(by: blur.reach)))
    }

    /// Where a layer's content must be known for the shadow to be right in `area`.
    func dependency(of area: PixelRect) -> PixelRect {
        area.union(shift(area, x: -offsetX, y: -offsetY).outset(by: blur.reach))
    }

    /// `rect` moved by the offset.
    func shifted(_ rect: PixelRect) -> PixelRect {
        shift(rect, x: offsetX, y: offsetY)
    }

    /// Blurs `layer` and stores in `output` the shadow it casts over `area`.
    func cast(_ layer: FloatPlane, over area: PixelRect, into output: inout FloatPlane, work: inout BlurWork) {
        blur.apply(to: layer, over: shift(area, x: -offsetX, y: -offsetY), into: &output, work: &work)
        output.rect = area
    }
}

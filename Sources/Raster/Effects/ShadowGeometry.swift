/// Where a shadow falls: its blur and its offset, without its colour. Shared by
/// `DropShadow` (RGBA) and `GlowChain.Shadow` (one alpha plane).
///
/// `sigma` is the Gaussian's standard deviation in pixels, which is what Core
/// Animation and SwiftUI call a shadow's radius (a CSS blur radius is 2σ). Offsets
/// are whole pixels; callers round scaled offsets. Offsets beyond ±2 × 16384 (no
/// pixmap is wider) act as that, which already moves any shadow off any pixmap.
public struct ShadowGeometry: Hashable, Sendable {
    public var blur: GaussianBlur
    public var offsetX: Int
    public var offsetY: Int

    public init(sigma: Double, offsetX: Int = 0, offsetY: Int = 0) {
        blur = GaussianBlur(sigma: sigma)
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// The offset, clamped so that rectangle arithmetic cannot overflow.
    var dx: Int { min(max(offsetX, -2 * Pixmap.maximumSide), 2 * Pixmap.maximumSide) }
    var dy: Int { min(max(offsetY, -2 * Pixmap.maximumSide), 2 * Pixmap.maximumSide) }

    /// Where a layer whose content lies in `dirty` has content once the shadow is
    /// drawn under it: the content plus the blurred, offset copy.
    public func bounds(ofContentIn dirty: PixelRect) -> PixelRect {
        dirty.union(shifted(dirty.outset(by: blur.reach)))
    }

    /// Where a layer's content must be known for the shadow to be right in `area`.
    func dependency(of area: PixelRect) -> PixelRect {
        area.union(shift(area, x: -dx, y: -dy).outset(by: blur.reach))
    }

    /// `rect` moved by the offset.
    func shifted(_ rect: PixelRect) -> PixelRect {
        shift(rect, x: dx, y: dy)
    }

    /// Blurs `source` and emits, row by row, the shadow it casts over `area`: the
    /// rows span `area`'s columns and carry their own y (see `GaussianBlur.apply`).
    func cast<Source: BlurSource>(
        _ source: Source, over area: PixelRect, work: inout BlurWork,
        emit: (Int, UnsafeMutableBufferPointer<Float>) -> Void
    ) {
        let dy = self.dy
        blur.apply(to: source, over: shift(area, x: -dx, y: -dy), work: &work) { y, row in
            emit(y + dy, row)
        }
    }
}

/// A drop shadow: a layer's alpha blurred by a Gaussian, tinted with `color`, moved
/// by the offset and drawn under the layer (`Pixmap.drawShadow`).
public struct DropShadow: Hashable, Sendable {
    /// The shadow colour; its alpha scales the shadow's opacity.
    public var color: Color
    public var geometry: ShadowGeometry

    public init(color: Color, geometry: ShadowGeometry) {
        self.color = color
        self.geometry = geometry
    }

    /// A shadow of `color` blurred with standard deviation `sigma` pixels and offset
    /// by whole pixels.
    public init(color: Color, sigma: Double, offsetX: Int = 0, offsetY: Int = 0) {
        self.init(color: color, geometry: ShadowGeometry(sigma: sigma, offsetX: offsetX, offsetY: offsetY))
    }
}

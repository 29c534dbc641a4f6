/// What a fill puts on the pixels it covers: a shader (solid colour or linear
/// gradient) and an overall opacity.
///
/// Colours are straight-alpha sRGB here; drawing converts them to premultiplied
/// 8-bit values once per call. `opacity` (clamped to 0…1) multiplies the
/// shader's alpha before coverage does.
public struct Paint: Hashable, Sendable {
    /// The colour source of a paint.
    public enum Shader: Hashable, Sendable {
        case solid(Color)
        case linearGradient(LinearGradient)
    }

    public var shader: Shader
    public var opacity: Double

    public init(shader: Shader, opacity: Double = 1) {
        self.shader = shader
        self.opacity = opacity
    }

    /// A solid colour.
    public init(_ color: Color, opacity: Double = 1) {
        self.init(shader: .solid(color), opacity: opacity)
    }

    /// A linear gradient.
    public init(_ gradient: LinearGradient, opacity: Double = 1) {
        self.init(shader: .linearGradient(gradient), opacity: opacity)
    }

    /// The opacity as a factor 0…1 (NaN counts as 0).
    var clampedOpacity: Double {
        opacity > 0 ? min(opacity, 1) : 0
    }
}

/// A colour in sRGB with straight (not premultiplied) alpha, each component 0…1.
///
/// This is what the API takes; pixels store `PremultipliedRGBA8`. Components are
/// clamped to 0…1 when converted; NaN converts as 0.
@frozen
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    @inlinable
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from `0xRRGGBB`, e.g. `Color(hex: 0xFF4704)`.
    @inlinable
    public init(hex: UInt32, alpha: Double = 1) {
        red = Double((hex >> 16) & 0xFF) / 255
        green = Double((hex >> 8) & 0xFF) / 255
        blue = Double(hex & 0xFF) / 255
        self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    @inlinable
    public func withAlpha(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Rounds a 0…1 component to 0…255; NaN and negatives give 0.
    @inlinable
    static func byte(_ v: Double) -> UInt8 {
        guard v > 0 else { return 0 }
        guard v < 1 else { return 255 }
        return UInt8((v * 255).rounded())
    }

    /// The colour as premultiplied 8-bit RGBA: alpha rounded to 8 bits first, then
    /// each channel is the 8-bit colour times that alpha, divided by 255 with rounding,
    /// so the result is exactly what blending an opaque colour at coverage `a` gives.
    @inlinable
    public var premultiplied: PremultipliedRGBA8 {
        let a = UInt32(Self.byte(alpha))
        return PremultipliedRGBA8(
            red: UInt8(div255(UInt32(Self.byte(red)) * a)),
            green: UInt8(div255(UInt32(Self.byte(green)) * a)),
            blue: UInt8(div255(UInt32(Self.byte(blue)) * a)),
            alpha: UInt8(a))
    }
}

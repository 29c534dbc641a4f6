/// One stored pixel: 8-bit red, green, blue and alpha, colour already multiplied by
/// alpha (so every channel is ≤ alpha), sRGB-encoded.
@frozen
public struct PremultipliedRGBA8: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let transparent = PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0)

    /// The straight-alpha colour of this pixel (exact inverse up to 8-bit rounding).
    public var color: Color {
        guard alpha > 0 else { return .transparent }
        let a = Double(alpha)
        return Color(red: Double(red) / a, green: Double(green) / a, blue: Double(blue) / a, alpha: a / 255)
    }
}

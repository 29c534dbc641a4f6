/// A colour at a position (0…1) along a gradient.
public struct GradientStop: Hashable, Sendable {
    /// Where the colour sits: 0 at the gradient's start point, 1 at its end.
    public var offset: Double
    public var color: Color

    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// Where a line of text sits horizontally relative to the point it is drawn at.
public enum TextAlignment: Hashable, Sendable {
    /// The point is the start of the first glyph's advance.
    case left
    /// The point is the middle of the advance width.
    case center
    /// The point is the end of the last glyph's advance.
    case right

    /// The fraction of the text's width that lies left of the point.
    @inlinable var widthFraction: Double {
        switch self {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}

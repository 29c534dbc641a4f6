/// The shape drawn on the outer side of a corner of a stroke (SVG's `stroke-linejoin`).
public enum LineJoin: Hashable, Sendable {
    /// The outer edges run on until they meet, unless that point lies further out
    /// than the style's miter limit allows; then the corner is bevelled.
    case miter
    /// A circular arc of the stroke's width around the corner.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// The shape drawn at the open ends of a stroked subpath (SVG's `stroke-linecap`).
public enum LineCap: Hashable, Sendable {
    /// The stroke ends flat, exactly at the end point.
    case butt
    /// A half disc of the stroke's width; a subpath of zero length becomes a dot.
    case round
    /// The stroke runs on by half its width, flat; a subpath of zero length becomes
    /// an axis-aligned square.
    case square
}

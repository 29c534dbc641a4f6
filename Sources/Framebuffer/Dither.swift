/// How colours are brought down to a framebuffer channel narrower than 8 bits
/// (`--dither`), as on 16-bit screens.
///
/// `ordered` spreads a value between the two nearest levels the panel shows,
/// with a threshold that depends only on the screen position (`OrderedDither`);
/// `none` rounds each pixel to its nearest level, which turns smooth gradients
/// and the line's glow into contour steps. Formats whose channels all have 8
/// bits are written exactly either way.
public enum Dither: String, CaseIterable, Hashable, Sendable {
    case ordered
    case none
}

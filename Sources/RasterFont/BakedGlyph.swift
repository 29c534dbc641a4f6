/// One glyph of a strike: its advance and where its coverage image sits.
///
/// Coordinates are whole pixels relative to the pen on the baseline, y up as in
/// the font: the image's top-left pixel is `left` columns right of the pen and
/// `top` rows above the baseline. The image is `width × height` coverage bytes
/// (0 = none, 255 = full), row-major from the top, starting at `offset` in the
/// strike's `coverage`. Blank glyphs (the space) have an empty image.
@frozen
public struct BakedGlyph: Hashable, Sendable {
    /// Pen movement after this glyph, in 1/64 px.
    public let advance: Int
    public let left: Int
    public let top: Int
    public let width: Int
    public let height: Int
    public let offset: Int

    @inlinable
    public init(advance: Int, left: Int, top: Int, width: Int, height: Int, offset: Int) {
        self.advance = advance
        self.left = left
        self.top = top
        self.width = width
        self.height = height
        self.offset = offset
    }
}

/// A face as Tools/fontgen packs it (layout in fontgen.c): base64 literals, one
/// for the header (metrics, glyphs, kerning, the baked sizes) and one for each
/// strike, so that a strike's bytes are decoded only when the strike is.
struct PackedFace: Sendable {
    let header: StaticString
    /// One per size, in the header's order.
    let strikes: [StaticString]
}

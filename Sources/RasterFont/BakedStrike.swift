/// The face baked at one pixel size (a "strike"): glyph images, advances,
/// vertical metrics and kerning, all in pixels or 1/64 px (26.6 fixed point).
///
/// Glyphs are addressed by the face's glyph indices (`BakedFace.glyphIndex(for:)`).
/// Advances, kerning, ascent, descent and line height are the font's design
/// values scaled to this size and rounded to 1/64 px, as FreeType reports them
/// unhinted; the cap height is the top of the rendered "H", so that centring on
/// it centres the pixels the reader sees.
public struct BakedStrike: Sendable {
    /// The em size in pixels this strike was rendered at.
    public let pixelSize: Int
    /// Baseline to the top of the tallest design glyphs, 1/64 px.
    public let ascent: Int
    /// Baseline down to the bottom of the deepest descenders, 1/64 px, positive.
    public let descent: Int
    /// Baseline to baseline, 1/64 px.
    public let lineHeight: Int
    /// Baseline to the top of the capitals as rendered, 1/64 px.
    public let capHeight: Int
    /// One entry per glyph index.
    public let glyphs: [BakedGlyph]
    /// Every glyph's coverage image, back to back.
    public let coverage: [UInt8]

    @usableFromInline let kerningUnits: [Int: Int16]
    @usableFromInline let unitsPerEm: Int

    init(
        pixelSize: Int, capHeight: Int, glyphs: [BakedGlyph], coverage: [UInt8],
        metrics: FaceMetrics, kerningUnits: [Int: Int16]
    ) {
        self.pixelSize = pixelSize
        self.capHeight = capHeight
        self.glyphs = glyphs
        self.coverage = coverage
        self.kerningUnits = kerningUnits
        unitsPerEm = metrics.unitsPerEm
        ascent = metrics.scaled(metrics.ascender, toPixelSize: pixelSize)
        descent = -metrics.scaled(metrics.descender, toPixelSize: pixelSize)
        lineHeight = metrics.scaled(metrics.height, toPixelSize: pixelSize)
    }

    /// The kerning adjustment between two adjacent glyphs, in 1/64 px (negative
    /// pulls them together). Glyph indices must come from the same face.
    @inlinable
    public func kerning(between left: Int, and right: Int) -> Int {
        guard let units = kerningUnits[Self.kerningKey(left, right)] else { return 0 }
        return roundedQuotient(Int(units) * pixelSize * 64, unitsPerEm)
    }

    /// The key of the glyph pair (`left`, `right`) in `kerningUnits`.
    @inlinable
    static func kerningKey(_ left: Int, _ right: Int) -> Int {
        left << 16 | right
    }
}

/// `n / d` rounded to nearest, halves away from zero, for `d > 0`.
@inlinable
func roundedQuotient(_ n: Int, _ d: Int) -> Int {
    n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d)
}

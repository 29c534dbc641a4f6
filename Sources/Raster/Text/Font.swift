import RasterFont

/// The embedded DejaVu Sans, regular or bold, at one of its baked pixel sizes.
///
/// Bitmap fonts do not scale: `Font(size:)` picks the baked size nearest to the
/// one asked for (8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40 or 48 px),
/// and every metric below is of that size. Horizontal metrics keep the outline
/// font's proportions to 1/64 px; glyph images are placed on whole pixels when
/// drawn. Text is a single line laid out left to right, one glyph per
/// `Character`, with pair kerning; a character the font lacks takes the
/// replacement box's advance.
public struct Font: Sendable {
    @usableFromInline let face: BakedFace
    @usableFromInline let strike: BakedStrike

    /// A face of the embedded font.
    public enum Weight: Hashable, Sendable {
        case regular
        case bold
    }

    /// DejaVu Sans at the baked size nearest to `size` pixels (ties go to the
    /// larger size; NaN or anything below 8 gives 8, anything above 48 gives 48),
    /// in `weight` (both faces are baked at the same sizes, for the same characters).
    public init(size: Double, weight: Weight = .regular) {
        face = weight == .bold ? .dejaVuSansBold : .dejaVuSans
        strike = face.strike(nearestTo: size)
    }

    init(face: BakedFace, strike: BakedStrike) {
        self.face = face
        self.strike = strike
    }

    /// The same face at the next smaller baked size; nil at the smallest.
    public var nextSmaller: Font? {
        guard let size = face.pixelSizes.last(where: { $0 < pixelSize }) else { return nil }
        return Font(face: face, strike: face.strike(nearestTo: Double(size)))
    }

    /// The baked size in use, in pixels per em.
    public var pixelSize: Int { strike.pixelSize }
    /// Baseline up to the ascent line, in pixels.
    public var ascent: Double { Double(strike.ascent) / 64 }
    /// Baseline down to the descent line, in pixels, positive.
    public var descent: Double { Double(strike.descent) / 64 }
    /// Baseline up to the top of the capitals as drawn, in whole pixels.
    public var capHeight: Double { Double(strike.capHeight) / 64 }
    /// Baseline to baseline for consecutive lines, in pixels.
    public var lineHeight: Double { Double(strike.lineHeight) / 64 }

    /// The advance width of `text` in pixels: the sum of its glyphs' advances
    /// plus the kerning between neighbours.
    public func width(of text: String) -> Double {
        Double(measure(text).width) / 64
    }

    /// The characters of `text` this font lacks, each once, in order.
    public func missingCharacters(in text: String) -> [Character] {
        measure(text).missing
    }
}

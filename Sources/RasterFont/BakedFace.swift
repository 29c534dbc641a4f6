/// An anti-aliased bitmap font baked from an outline face at a fixed set of pixel
/// sizes, embedded in the binary.
///
/// Two faces are shipped, DejaVu Sans (`BakedFace.dejaVuSans`) and DejaVu Sans
/// Bold (`BakedFace.dejaVuSansBold`, for titles), each baked by
/// Tools/fontgen at 8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40 and 48 px
/// with 8-bit coverage, for ASCII 32–126, Latin-1 U+00A0–U+00FF, `… − €`, a
/// replacement box, Latin Extended-A U+0100–U+017F, the monotonic Greek letters
/// of U+0386–U+03CE, Cyrillic U+0400–U+045F with `Ґ ґ`, and `– — ‘ ’ “ ” „ •`
/// (497 glyphs and the box). Glyphs are only ever appended, so that a glyph keeps
/// its index, and its kerning, when others are added.
/// Every strike holds every glyph, so a glyph index is valid at every size. A
/// strike is decoded the first time `strike(nearestTo:)` picks it (each chart
/// draws all its text at one size) and kept for the rest of the run.
///
/// Deliberately left out: shaping, ligatures, combining marks, right-to-left
/// text, hinting at sizes other than the baked ones.
public struct BakedFace: Sendable {
    /// The baked pixel sizes, ascending; never empty.
    public let pixelSizes: [Int]
    /// The scalar of each glyph index; the replacement box's entry is nil.
    public let scalars: [Unicode.Scalar?]
    /// The glyph drawn for characters the face lacks (a box).
    public let replacementGlyph: Int

    /// Glyph index + 1 for each ASCII scalar, 0 where there is none.
    @usableFromInline let asciiGlyphs: [UInt16]
    /// The glyphs of all other scalars, and of characters of several scalars.
    @usableFromInline let lookup: GlyphLookup
    let strikes: StrikeCache

    /// The embedded DejaVu Sans; its header is decoded on first use, each strike
    /// when first asked for.
    public static let dejaVuSans = embedded(dejaVuSansPacked, named: "DejaVu Sans")

    /// The embedded DejaVu Sans Bold, with the same characters and sizes, decoded
    /// as lazily: a chart without a title never decodes it.
    public static let dejaVuSansBold = embedded(dejaVuSansBoldPacked, named: "DejaVu Sans Bold")

    private static func embedded(_ packed: PackedFace, named name: String) -> BakedFace {
        do {
            return try BakedFace(packed: packed)
        } catch {
            // Constant data checked by RasterFontTests; no input reaches this.
            fatalError("RasterFont: the embedded \(name) data is corrupt (\(error)); rerun Tools/fontgen/generate.sh")
        }
    }

    /// Decodes `packed`'s header now and none of its strikes.
    init(packed: PackedFace) throws(FontDataError) {
        guard let bytes = decodeBase64(packed.header) else { throw .invalid("the header is not base64") }
        let header = try FaceHeader(packed: bytes)
        guard packed.strikes.count == header.pixelSizes.count else {
            throw .invalid("\(packed.strikes.count) strikes for \(header.pixelSizes.count) sizes")
        }
        pixelSizes = header.pixelSizes
        scalars = header.scalars
        replacementGlyph = header.replacementGlyph
        asciiGlyphs = Self.asciiTable(scalars)
        lookup = GlyphLookup(scalars: scalars)
        strikes = StrikeCache(packed: packed.strikes, header: header)
    }

    /// `asciiGlyphs` for a face whose glyph indices have these scalars. Sixteen bits
    /// an entry: a header counts glyphs with 16 bits, so an ASCII glyph may come
    /// after the 255th.
    static func asciiTable(_ scalars: [Unicode.Scalar?]) -> [UInt16] {
        var ascii = [UInt16](repeating: 0, count: 128)
        for (index, scalar) in scalars.prefix(Int(UInt16.max)).enumerated() {
            if let scalar, scalar.isASCII { ascii[Int(scalar.value)] = UInt16(index + 1) }
        }
        return ascii
    }

    /// The glyph index of `scalar`, or nil when the face lacks it.
    @inlinable
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let entry = Int(asciiGlyphs[Int(scalar.value)])
            return entry == 0 ? nil : entry - 1
        }
        return lookup.glyphIndex(for: scalar)
    }

    /// The glyph index for `character`, or nil when the face lacks it. A
    /// character of several scalars takes the first glyph it is canonically
    /// equivalent to (`GlyphLookup`): "e" + U+0301 draws "é", "q" + U+0301 has none.
    @inlinable
    public func glyphIndex(for character: Character) -> Int? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return nil }
        if scalars.index(after: scalars.startIndex) == scalars.endIndex { return glyphIndex(for: first) }
        return lookup.glyphIndex(equivalentTo: character)
    }

    /// The strike whose size is nearest to `pixelSize`; ties go to the larger,
    /// NaN and anything below the smallest strike to the smallest. Decoded on
    /// the first call that picks it; keep the strike rather than asking per glyph.
    public func strike(nearestTo pixelSize: Double) -> BakedStrike {
        var best = 0
        for (index, size) in pixelSizes.enumerated().dropFirst()
        where Double(size) - pixelSize <= pixelSize - Double(pixelSizes[best]) {
            best = index
        }
        return strikes.strike(at: best)
    }
}

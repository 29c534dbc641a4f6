/// An anti-aliased bitmap font baked from an outline face at a fixed set of pixel
/// sizes, embedded in the binary.
///
/// The one face shipped is DejaVu Sans (`BakedFace.dejaVuSans`), baked by
/// Tools/fontgen at 8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40 and 48 px
/// with 8-bit coverage, for ASCII 32–126, Latin-1 U+00A0–U+00FF, `… − €` and a
/// replacement box.
/// Every strike holds every glyph, so a glyph index is valid at every size.
///
/// Deliberately left out: shaping, ligatures, combining marks, right-to-left
/// text, hinting at sizes other than the baked ones.
public struct BakedFace: Sendable {
    /// Strikes in ascending pixel size; never empty.
    public let strikes: [BakedStrike]
    /// The scalar of each glyph index; the replacement box's entry is nil.
    public let scalars: [Unicode.Scalar?]
    /// The glyph drawn for characters the face lacks (a box).
    public let replacementGlyph: Int

    /// Glyph index + 1 for each ASCII scalar, 0 where there is none.
    @usableFromInline let asciiGlyphs: [UInt8]

    /// The embedded DejaVu Sans, decoded from its packed form on first use.
    public static let dejaVuSans: BakedFace = {
        let decoded = dejaVuSansPacked.withUTF8Buffer { decodeBase64($0) }.flatMap { try? BakedFace(packed: $0) }
        guard let face = decoded else {
            // Constant data checked by RasterFontTests; no input reaches this.
            fatalError("RasterFont: the embedded DejaVu Sans data is corrupt; rerun Tools/fontgen/generate.sh")
        }
        return face
    }()

    init(strikes: [BakedStrike], scalars: [Unicode.Scalar?], replacementGlyph: Int) {
        self.strikes = strikes
        self.scalars = scalars
        self.replacementGlyph = replacementGlyph
        var ascii = [UInt8](repeating: 0, count: 128)
        for (index, scalar) in scalars.enumerated() {
            if let scalar, scalar.isASCII { ascii[Int(scalar.value)] = UInt8(index + 1) }
        }
        asciiGlyphs = ascii
    }

    /// The glyph index of `scalar`, or nil when the face lacks it.
    @inlinable
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII {
            let entry = Int(asciiGlyphs[Int(scalar.value)])
            return entry == 0 ? nil : entry - 1
        }
        return scalars.firstIndex(of: scalar)
    }

    /// The strike whose size is nearest to `pixelSize`; ties go to the larger,
    /// NaN and anything below the smallest strike to the smallest.
    public func strike(nearestTo pixelSize: Double) -> BakedStrike {
        var best = strikes[0]
        for strike in strikes.dropFirst() where Double(strike.pixelSize) - pixelSize <= pixelSize - Double(best.pixelSize) {
            best = strike
        }
        return best
    }
}

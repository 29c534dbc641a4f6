/// What every strike of a face shares, read from its packed header: the design
/// metrics, each glyph's scalar and advance, the kerning, and the baked sizes.
struct FaceHeader: Sendable {
    let metrics: FaceMetrics
    /// The scalar of each glyph index; the replacement box's entry is nil.
    let scalars: [Unicode.Scalar?]
    /// Each glyph's advance in font units.
    let advanceUnits: [Int]
    /// Kerning in font units of the pairs that have it, by `BakedStrike.kerningKey`
    /// (2,412 of 498² pairs: a full table took 496 KB).
    let kerningUnits: [Int: Int16]
    let replacementGlyph: Int
    /// The strikes' pixel sizes, ascending; never empty.
    let pixelSizes: [Int]

    /// The layout version this reader takes: 3 counts glyphs, and numbers them in
    /// kerning pairs, with 16 bits (version 2 had 8, at most 255 glyphs).
    static let version = 3

    /// Reads the header Tools/fontgen/fontgen.c writes. Every read is
    /// bounds-checked, so corrupt data throws instead of trapping.
    init(packed bytes: [UInt8]) throws(FontDataError) {
        var reader = PackedReader(bytes: bytes)
        for expected in "RFNT".utf8 where try reader.byte() != expected {
            throw .badMagic
        }
        let version = try reader.byte()
        guard version == Self.version else { throw .unsupportedVersion(version) }
        metrics = FaceMetrics(
            unitsPerEm: try reader.uint16(), ascender: try reader.int16(),
            descender: try reader.int16(), height: try reader.int16())
        guard metrics.unitsPerEm > 0 else { throw .invalid("units per em is 0") }

        let glyphCount = try reader.uint16()
        var scalars: [Unicode.Scalar?] = []
        var advanceUnits: [Int] = []
        for _ in 0..<glyphCount {
            let value = try reader.uint16()
            scalars.append(value == 0 ? nil : Unicode.Scalar(UInt32(value)))
            advanceUnits.append(try reader.uint16())
        }
        guard let replacement = scalars.firstIndex(of: nil) else { throw .invalid("no replacement glyph") }

        var kerning: [Int: Int16] = [:]
        let pairCount = try reader.uint16()
        kerning.reserveCapacity(pairCount)
        for _ in 0..<pairCount {
            let left = try reader.uint16(), right = try reader.uint16(), units = try reader.int16()
            guard left < glyphCount, right < glyphCount else { throw .invalid("kerning pair outside the glyphs") }
            kerning[BakedStrike.kerningKey(left, right)] = Int16(units)
        }

        var sizes: [Int] = []
        for _ in 0..<(try reader.byte()) {
            sizes.append(try reader.byte())
        }
        guard !sizes.isEmpty, zip(sizes, sizes.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw .invalid("strikes missing or not in ascending size")
        }
        guard reader.isAtEnd else { throw .invalid("trailing bytes") }
        self.scalars = scalars
        self.advanceUnits = advanceUnits
        kerningUnits = kerning
        replacementGlyph = replacement
        pixelSizes = sizes
    }
}

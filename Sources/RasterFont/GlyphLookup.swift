/// Finds the glyphs of scalars outside ASCII, and of characters of several
/// scalars, without comparing with each of the face's glyphs (498 of them).
///
/// A scalar is found by binary search in a table sorted by value. A character
/// of several scalars ("e" + U+0301, as macOS file names and some exports write
/// "é"; flags; emoji sequences) takes the first glyph it is canonically
/// equivalent to (`EquivalentGlyphs`): the face has no combining sequences.
@usableFromInline
struct GlyphLookup: Sendable {
    /// The face's scalars outside ASCII as `value << 32 | glyph index`, ascending:
    /// one sort orders them by value and, for a value the face holds twice, puts
    /// its first glyph first.
    private let entries: [UInt64]
    private let equivalents: EquivalentGlyphs

    /// `scalars` holds the scalar of each glyph index, nil for glyphs of none.
    init(scalars: [Unicode.Scalar?]) {
        var entries: [UInt64] = []
        entries.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            if let scalar, !scalar.isASCII { entries.append(UInt64(scalar.value) << 32 | UInt64(index)) }
        }
        entries.sort()
        self.entries = entries
        equivalents = EquivalentGlyphs(scalars: scalars)
    }

    /// The first glyph index of `scalar`, or nil when the face lacks it.
    @usableFromInline
    func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        let key = UInt64(scalar.value) << 32
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle] < key { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low] >> 32 == key >> 32 else { return nil }
        return Int(truncatingIfNeeded: entries[low] & 0xFFFF_FFFF)
    }

    /// The first glyph index whose scalar `character` is canonically equivalent
    /// to, or nil when there is none.
    @usableFromInline
    func glyphIndex(equivalentTo character: Character) -> Int? {
        equivalents.glyphIndex(equivalentTo: character)
    }
}

import Synchronization

/// The first glyph each character is canonically equivalent to, as `Character`
/// equality decides: the glyph of a character of several scalars, which the
/// face has none of ("e" + U+0301 takes "é"'s).
///
/// Swift hashes characters consistently with that equality, so a dictionary
/// keyed by each glyph's scalar as a `Character` answers the same as comparing
/// the character with every glyph in turn. Hashing a character outside ASCII
/// normalizes it (about 1.4 M instructions for the 497 glyphs), so the table is
/// built on the first look-up, and runs whose text is all precomposed never
/// pay for it. Text is laid out on several threads, hence the lock.
final class EquivalentGlyphs: Sendable {
    private let scalars: [Unicode.Scalar?]
    /// nil until the first look-up.
    private let table: Mutex<[Character: Int]?>

    /// `scalars` holds the scalar of each glyph index, nil for glyphs of none.
    init(scalars: [Unicode.Scalar?]) {
        self.scalars = scalars
        table = Mutex(nil)
    }

    /// The first glyph index whose scalar `character` is canonically equivalent
    /// to, or nil when there is none.
    func glyphIndex(equivalentTo character: Character) -> Int? {
        table.withLock { table in
            let equivalents = table ?? Self.firstGlyphs(of: scalars)
            table = equivalents
            return equivalents[character]
        }
    }

    private static func firstGlyphs(of scalars: [Unicode.Scalar?]) -> [Character: Int] {
        var glyphs: [Character: Int] = [:]
        for (index, scalar) in scalars.enumerated().reversed() {
            if let scalar { glyphs[Character(scalar)] = index }
        }
        return glyphs
    }
}

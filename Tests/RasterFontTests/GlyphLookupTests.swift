import Testing
@testable import RasterFont

@Suite struct GlyphLookupTests {
    let face = BakedFace.dejaVuSans

    /// What the face's look-ups must answer, by comparing with every glyph: the
    /// first glyph of the scalar, or for a character of several scalars the first
    /// glyph whose scalar it equals as a `Character` (canonical equivalence).
    func firstGlyph(for character: Character, in scalars: [Unicode.Scalar?]) -> Int? {
        if character.unicodeScalars.count == 1 {
            return scalars.firstIndex(of: character.unicodeScalars.first)
        }
        return scalars.firstIndex { $0.map { Character($0) == character } ?? false }
    }

    @Test func everyGlyphsCharacterFindsThatGlyph() {
        for (index, scalar) in face.scalars.enumerated() {
            guard let scalar else { continue }
            #expect(face.glyphIndex(for: scalar) == index, "U+\(String(scalar.value, radix: 16))")
            #expect(face.glyphIndex(for: Character(scalar)) == index, "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// Scalars between, before and after the face's: none may find a glyph.
    @Test func scalarsTheFaceLacksFindNone() {
        let baked = Set(face.scalars.compactMap { $0 })
        for value in UInt32(0)...0x2300 {
            guard let scalar = Unicode.Scalar(value), !baked.contains(scalar) else { continue }
            #expect(face.glyphIndex(for: scalar) == nil, "U+\(String(value, radix: 16))")
        }
        for scalar: Unicode.Scalar in ["日", "\u{FFFD}", "\u{10FFFF}", "🇫"] {
            #expect(face.glyphIndex(for: scalar) == nil)
        }
    }

    /// Base letters of the face's scripts with combining marks (one, two, or
    /// none that composes), flags, emoji sequences and CR LF: each finds the
    /// glyph it found when it was compared with every glyph, or none.
    @Test func charactersOfSeveralScalarsFindWhatComparingFinds() {
        let bases = Array("AEIOUCNSZaeiouycnszgkrlΑΕΗΙΟΥΩαεηιουωЕеИиІіУуГгКк")
        let marks = (UInt32(0x300)...0x30C).compactMap(Unicode.Scalar.init) + ["\u{323}", "\u{327}", "\u{328}", "\u{342}", "\u{344}"]
        var characters: [Character] = []
        for base in bases {
            for mark in marks {
                characters.append(Character(String(base) + String(mark)))
                characters.append(Character(String(base) + String(mark) + "\u{301}"))
            }
        }
        characters += ["\u{0399}\u{308}\u{301}", "\u{03C5}\u{308}\u{301}", "\r\n", "🇫🇷", "👨‍👩‍👧", "e\u{301}\u{302}", "q\u{301}"]
        var found = 0
        for character in characters {
            let expected = firstGlyph(for: character, in: face.scalars)
            #expect(face.glyphIndex(for: character) == expected, "\(character.unicodeScalars.map(\.value))")
            if expected != nil { found += 1 }
        }
        #expect(found > 100)
    }

    /// A scalar listed twice finds its first glyph, and a character equivalent to
    /// two glyphs (U+2126 OHM SIGN is canonically U+03A9) the first of them.
    @Test func duplicatesFindTheFirstGlyph() {
        let scalars: [Unicode.Scalar?] = ["a", nil, "\u{2126}", "é", "\u{3A9}", "é", "a", "\u{3A9}"]
        let lookup = GlyphLookup(scalars: scalars)
        #expect(lookup.glyphIndex(for: "é") == 3)
        #expect(lookup.glyphIndex(for: "\u{3A9}") == 4)
        #expect(lookup.glyphIndex(for: "\u{2126}") == 2)
        #expect(lookup.glyphIndex(for: "ü") == nil)
        #expect(lookup.glyphIndex(equivalentTo: "e\u{301}") == 3)
        #expect(lookup.glyphIndex(equivalentTo: "\u{3A9}") == 2)
        #expect(lookup.glyphIndex(equivalentTo: "a") == 0)
        #expect(lookup.glyphIndex(equivalentTo: "u\u{308}") == nil)
    }
}

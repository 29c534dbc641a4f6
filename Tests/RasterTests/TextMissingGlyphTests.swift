import Testing
@testable import Raster

@Suite struct TextMissingGlyphTests {
    let font = Font(size: 16)

    @Test func missingCharactersDrawTheBoxAndAreReportedOnce() throws {
        var pixmap = try canvas()
        let result = pixmap.draw("a☃b☃c\u{1F600}", at: Point(5, 40), font: font, color: .white)
        #expect(result.missingCharacters == ["☃", "\u{1F600}"])
        var boxes = try canvas()
        boxes.draw("a\u{E000}b\u{E001}c\u{E002}", at: Point(5, 40), font: font, color: .white)
        #expect(pixmap.bytes == boxes.bytes)
        #expect(font.width(of: "☃") > font.width(of: "i"))
    }

    /// Latin-1 letters, the usual non-ASCII in CSV labels ("Zürich", "São Paulo",
    /// "Ñandú"), have glyphs of their own: neither the box nor the bare base letter.
    @Test func accentedLettersDrawTheirOwnGlyphs() throws {
        for (accented, base) in [("ü", "u"), ("é", "e"), ("ã", "a"), ("Ñ", "N"), ("ç", "c"), ("Å", "A"), ("ö", "o")] {
            try expectOwnGlyph(accented, unlike: base)
        }
        #expect(font.missingCharacters(in: "Zürich Café São Paulo München Ñandú Besançon Ålesund ß ¿¡ ©®").isEmpty)
    }

    /// Letters of Latin Extended-A, Greek and Cyrillic ("Łódź", "İstanbul",
    /// "Αθήνα", "Москва", "Київ") and the dashes and curly quotes spreadsheets
    /// write have glyphs of their own: neither the box nor a look-alike.
    @Test func otherScriptsDrawTheirOwnGlyphs() throws {
        for (letter, lookAlike) in [("Ł", "L"), ("ź", "z"), ("İ", "I"), ("ň", "n"), ("θ", "o"), ("Ж", "X"), ("ї", "i"), ("Ґ", "Г"), ("–", "-"), ("“", "\"")] {
            try expectOwnGlyph(letter, unlike: lookAlike)
        }
        let labels = "Łódź Kraków İstanbul Plzeň Gdańsk Αθήνα Ηράκλειο Москва Київ Ґанок “Q1 – Q2” ‘a’ „b” — •"
        #expect(font.missingCharacters(in: labels).isEmpty)
        #expect(font.missingCharacters(in: "I\u{307}stanbul Lo\u{301}dz\u{301}").isEmpty)
    }

    /// Expects `letter` to draw a glyph of its own: not missing, and neither the
    /// box nor `other`, the letter it would be mistaken for.
    private func expectOwnGlyph(_ letter: String, unlike other: String) throws {
        var pixmap = try canvas()
        let result = pixmap.draw(letter, at: Point(5, 40), font: font, color: .white)
        #expect(result.missingCharacters.isEmpty, "\(letter)")
        var box = try canvas()
        box.draw("\u{E000}", at: Point(5, 40), font: font, color: .white)
        var lookAlike = try canvas()
        lookAlike.draw(other, at: Point(5, 40), font: font, color: .white)
        #expect(pixmap.bytes != box.bytes && pixmap.bytes != lookAlike.bytes, "\(letter)")
    }

    /// A decomposed letter ("e" + U+0301, as macOS file names and some exports
    /// write it) is the same text as its precomposed form and draws its glyph; a
    /// sequence with no precomposed form in the face is still one missing box.
    @Test func decomposedLettersDrawTheirPrecomposedGlyphs() throws {
        for (decomposed, precomposed) in [("e\u{301}", "é"), ("u\u{308}", "ü"), ("N\u{303}", "Ñ"), ("c\u{327}", "ç"), ("A\u{30A}", "Å")] {
            var pixmap = try canvas()
            let result = pixmap.draw("Caf" + decomposed, at: Point(5, 40), font: font, color: .white)
            #expect(result.missingCharacters.isEmpty, "\(decomposed.unicodeScalars.map(\.value))")
            var expected = try canvas()
            expected.draw("Caf" + precomposed, at: Point(5, 40), font: font, color: .white)
            let drawnAlike = pixmap.bytes == expected.bytes
            #expect(drawnAlike, "\(precomposed)")
        }
        #expect(font.missingCharacters(in: "e\u{301}\u{302}") == ["e\u{301}\u{302}"])
    }

    @Test func boxHasInk() throws {
        var pixmap = try canvas()
        pixmap.draw("☃", at: Point(5, 40), font: font, color: .white)
        let ink = inkBounds(pixmap)
        #expect(ink.width >= 5 && ink.height >= Int(font.capHeight))
    }

    @Test func oddInputNeverTraps() throws {
        var pixmap = try canvas()
        let strings = ["", "\0", "\r\n", "\u{FEFF}", "👨‍👩‍👧", String(repeating: "W", count: 5000), "e\u{301}\u{302}"]
        for text in strings {
            for point in [Point(0, 0), Point(-1e6, 5), Point(1e300, 5), Point(.nan, 5), Point(5, -.infinity)] {
                let result = pixmap.draw(text, at: point, font: font, color: .white, alignment: .right, anchor: .bottom)
                #expect(pixmap.bounds.intersection(result.dirtyRect) == result.dirtyRect)
            }
        }
    }

    @Test func nonFinitePointDrawsNothingButStillReports() throws {
        var pixmap = try canvas()
        let result = pixmap.draw("x☃", at: Point(.nan, 10), font: font, color: .white)
        #expect(result == DrawnText(dirtyRect: .empty, missingCharacters: ["☃"]))
        #expect(inkBounds(pixmap).isEmpty)
    }
}

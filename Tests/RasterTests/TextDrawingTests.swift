import Testing
@testable import Raster

/// The bounding box of every pixel with non-zero alpha.
func inkBounds(_ pixmap: Pixmap) -> PixelRect {
    var ink = PixelRect.empty
    for y in 0..<pixmap.height {
        for x in 0..<pixmap.width where (pixmap.pixel(x: x, y: y)?.alpha ?? 0) > 0 {
            ink = ink.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return ink
}

/// The bounding box of the pixels that differ between two same-sized pixmaps.
func changedBounds(_ a: Pixmap, _ b: Pixmap) -> PixelRect {
    var changed = PixelRect.empty
    for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
            changed = changed.union(PixelRect(x: x, y: y, width: 1, height: 1))
        }
    }
    return changed
}

func canvas(_ width: Int = 200, _ height: Int = 80) throws -> Pixmap {
    try Pixmap(width: width, height: height)
}

@Suite struct TextPlacementTests {
    let font = Font(size: 24)

    func drawn(_ text: String, at point: Point, alignment: TextAlignment = .left,
               anchor: TextAnchor = .baseline, font: Font? = nil) throws -> Pixmap {
        var pixmap = try canvas()
        pixmap.draw(text, at: point, font: font ?? self.font, color: .white, alignment: alignment, anchor: anchor)
        return pixmap
    }

    @Test func baselineAnchorStandsCapitalsOnTheBaseline() throws {
        let ink = inkBounds(try drawn("H", at: Point(20, 40)))
        #expect(ink.maxY == 40)
        #expect(ink.minY == 40 - Int(font.capHeight))
        #expect(ink.minX >= 20 && ink.minX <= 23)
    }

    /// "Vertically centred" in the charts: the capitals' ink is centred on y to half a pixel.
    @Test(arguments: [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48])
    func middleAnchorCentresTheCapitals(size: Int) throws {
        for y in [30.0, 30.25, 30.5, 31.7] {
            let ink = inkBounds(try drawn("HE1", at: Point(10, y), anchor: .middle, font: Font(size: Double(size))))
            let centre = Double(ink.minY + ink.maxY) / 2
            #expect(abs(centre - y) <= 0.5 + 1e-9, "\(size) px at y = \(y): ink rows \(ink.minY)..<\(ink.maxY)")
        }
    }

    @Test func topAnchorHangsTheTextBelowThePoint() throws {
        let capitals = inkBounds(try drawn("H", at: Point(10, 10), anchor: .top))
        #expect(capitals.maxY == 10 + Int(font.ascent.rounded()))
        #expect(inkBounds(try drawn("|(Hg`", at: Point(10, 10), anchor: .top)).minY >= 10)
        let accented = inkBounds(try drawn("ÀÉÖ", at: Point(10, 10), anchor: .top)).minY
        #expect(accented < 10 && accented >= 8)
    }

    @Test func bottomAnchorStandsDescendersOnThePoint() throws {
        let capitals = inkBounds(try drawn("H", at: Point(10, 60), anchor: .bottom))
        #expect(capitals.maxY == 60 - Int(font.descent.rounded()))
        let descenders = inkBounds(try drawn("gjpqy", at: Point(10, 60), anchor: .bottom))
        #expect(descenders.maxY <= 60 && descenders.maxY >= 58)
    }

    @Test func alignmentShiftsByTheAdvanceWidth() throws {
        let text = "Hello, 6000"
        let width = font.width(of: text)
        let left = try drawn(text, at: Point(10, 40))
        #expect(try drawn(text, at: Point(10 + width, 40), alignment: .right).bytes == left.bytes)
        #expect(try drawn(text, at: Point(10 + width / 2, 40), alignment: .center).bytes == left.bytes)
    }

    /// H is symmetric in the design (equal side bearings), so centred ink is centred on x.
    @Test func centredSymmetricGlyphIsCentredOnThePoint() throws {
        for x in [50.0, 50.5, 73.25] {
            let ink = inkBounds(try drawn("H", at: Point(x, 40), alignment: .center))
            #expect(abs(Double(ink.minX + ink.maxX) / 2 - x) <= 1, "x = \(x)")
        }
    }

    @Test func startAndBaselineSnapToWholePixels() throws {
        let reference = try drawn("Tomorrow", at: Point(10, 40))
        #expect(try drawn("Tomorrow", at: Point(10.3, 40.4)).bytes == reference.bytes)
        #expect(try drawn("Tomorrow", at: Point(9.5, 39.5)).bytes == reference.bytes)
        #expect(try drawn("Tomorrow", at: Point(10.5, 40)).bytes != reference.bytes)
    }

    @Test func translationMovesEveryPixelByTheSameWholeOffset() throws {
        let a = try drawn("AV 11/23/26", at: Point(10, 40))
        let b = try drawn("AV 11/23/26", at: Point(13, 47))
        for y in 0..<(a.height - 7) {
            for x in 0..<(a.width - 3) {
                #expect(a.pixel(x: x, y: y) == b.pixel(x: x + 3, y: y + 7))
            }
        }
    }

    /// Each glyph's origin is its own pen position rounded to nearest (not truncated,
    /// not the previous origin plus a rounded advance).
    @Test func glyphOriginsAreTheirPenPositionsRounded() throws {
        let advance = font.width(of: "0")
        let pens = (0..<4).map { Double($0) * advance }
        #expect(pens.contains { $0 - $0.rounded(.down) >= 0.5 }, "some pen must round up for this test to bite")
        #expect(font.width(of: "0000") == 4 * advance, "no kerning between equal digits")
        var expected = try canvas()
        for pen in pens {
            expected.draw("0", at: Point(10 + pen.rounded(), 40), font: font, color: .white)
        }
        #expect(try drawn("0000", at: Point(10, 40)).bytes == expected.bytes)
    }
}

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

@Suite struct TextDirtyRectTests {
    let font = Font(size: 20)

    @Test(arguments: [TextAnchor.top, .middle, .baseline, .bottom])
    func dirtyRectHoldsEveryChangedPixel(anchor: TextAnchor) throws {
        let background = try Pixmap(width: 120, height: 60, color: Color(hex: 0x121218))
        for point in [Point(10, 30), Point(-15, 2), Point(100, 58)] {
            var pixmap = background
            let result = pixmap.draw("Ag 1.23K", at: point, font: font, color: .white, anchor: anchor)
            let changed = changedBounds(background, pixmap)
            #expect(result.dirtyRect.union(changed) == result.dirtyRect)
            #expect(pixmap.bounds.intersection(result.dirtyRect) == result.dirtyRect)
            #expect(changed.isEmpty || result.dirtyRect.area <= changed.outset(by: 1).area)
        }
    }

    @Test func clipBoundsTheChange() throws {
        let clip = PixelRect(x: 30, y: 10, width: 25, height: 20)
        var clipped = try canvas()
        let result = clipped.draw("WWWWWW", at: Point(10, 30), font: font, color: .white, clip: clip)
        var full = try canvas()
        full.draw("WWWWWW", at: Point(10, 30), font: font, color: .white)
        for y in 0..<full.height {
            for x in 0..<full.width {
                let inside = clip.contains(x: x, y: y)
                #expect(clipped.pixel(x: x, y: y) == (inside ? full.pixel(x: x, y: y) : .transparent))
            }
        }
        #expect(clip.intersection(result.dirtyRect) == result.dirtyRect)
        #expect(!result.dirtyRect.isEmpty)
    }

    @Test func transparentColourDrawsNothing() throws {
        var pixmap = try canvas()
        let result = pixmap.draw("Hello", at: Point(10, 30), font: font, color: Color.white.withAlpha(0))
        #expect(result.dirtyRect.isEmpty)
        #expect(inkBounds(pixmap).isEmpty)
    }
}

import Testing
@testable import Raster

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

import Testing
@testable import RasterFont

@Suite struct DecodingTests {
    let face = BakedFace.dejaVuSans

    @Test func everyBakedSizeIsPresent() {
        #expect(face.strikes.map(\.pixelSize) == [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48])
    }

    @Test func everyCharacterHasAGlyph() {
        let ascii = (32...126).map { Unicode.Scalar(UInt8($0)) }, latin1 = (0xA0...0xFF).map { Unicode.Scalar(UInt8($0)) }
        let wanted = ascii + latin1 + Array("…−€".unicodeScalars)
        for scalar in wanted {
            #expect(face.glyphIndex(for: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(face.scalars.count == wanted.count + 1)
        #expect(face.scalars[face.replacementGlyph] == nil)
        #expect(face.glyphIndex(for: "ā") == nil)
        #expect(face.glyphIndex(for: "\u{7F}") == nil)
    }

    /// Every visible glyph (all but the space and the no-break space) has ink at every size, and each image lies inside the strike's coverage.
    @Test func everyGlyphHasAnImageInsideTheAtlas() {
        for strike in face.strikes {
            #expect(strike.glyphs.count == face.scalars.count)
            for (index, glyph) in strike.glyphs.enumerated() {
                let label = "glyph \(index) at \(strike.pixelSize) px"
                #expect(glyph.offset + glyph.width * glyph.height <= strike.coverage.count, "\(label)")
                #expect(glyph.advance > 0, "\(label)")
                let ink = strike.coverage[glyph.offset..<glyph.offset + glyph.width * glyph.height].reduce(0) { $0 + Int($1) }
                #expect((ink > 0) == (face.scalars[index] != " " && face.scalars[index] != "\u{A0}"), "\(label)")
            }
        }
    }

    @Test func replacementGlyphIsAHollowBox() {
        let strike = face.strike(nearestTo: 32)
        let box = strike.glyphs[face.replacementGlyph]
        func value(_ x: Int, _ y: Int) -> UInt8 { strike.coverage[box.offset + y * box.width + x] }
        #expect(box.width > 8 && box.height > 12)
        #expect(value(box.width / 2, box.height / 2) == 0)
        #expect(value(1, box.height / 2) > 128)
        #expect(value(box.width / 2, 1) > 128)
    }

    @Test func nearestStrike() {
        #expect(face.strike(nearestTo: 12).pixelSize == 12)
        #expect(face.strike(nearestTo: 12.9).pixelSize == 12)
        #expect(face.strike(nearestTo: 13).pixelSize == 14)
        #expect(face.strike(nearestTo: 36).pixelSize == 40)
        #expect(face.strike(nearestTo: 35.9).pixelSize == 32)
        #expect(face.strike(nearestTo: 0).pixelSize == 8)
        #expect(face.strike(nearestTo: -5).pixelSize == 8)
        #expect(face.strike(nearestTo: .nan).pixelSize == 8)
        #expect(face.strike(nearestTo: 1000).pixelSize == 48)
        #expect(face.strike(nearestTo: .infinity).pixelSize == 48)
    }

    @Test func corruptDataThrows() throws {
        let good = try #require(dejaVuSansPacked.withUTF8Buffer { decodeBase64($0) })
        #expect(throws: FontDataError.badMagic) { try BakedFace(packed: [0x52, 0x46, 0x4E, 0x00, 1]) }
        #expect(throws: FontDataError.unsupportedVersion(9)) { try BakedFace(packed: Array("RFNT".utf8) + [9]) }
        #expect(throws: FontDataError.truncated(at: good.count / 2)) { try BakedFace(packed: Array(good.prefix(good.count / 2))) }
        #expect(throws: FontDataError.invalid("trailing bytes")) { try BakedFace(packed: good + [0]) }
    }
}

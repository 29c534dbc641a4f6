import Testing
@testable import RasterFont

@Suite struct DecodingTests {
    let face = BakedFace.dejaVuSans
    /// Both embedded faces, by name.
    static let faces = ["regular", "bold"]

    static func face(_ name: String) -> BakedFace { name == "bold" ? .dejaVuSansBold : .dejaVuSans }

    @Test(arguments: faces)
    func everyBakedSizeIsPresent(name: String) {
        #expect(Self.face(name).pixelSizes == [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48])
    }

    /// The bold face holds the regular's characters at the same glyph indices.
    @Test func theBoldFaceHasTheSameGlyphs() {
        #expect(BakedFace.dejaVuSansBold.scalars == face.scalars)
        #expect(BakedFace.dejaVuSansBold.replacementGlyph == face.replacementGlyph)
    }

    @Test func everyCharacterHasAGlyph() {
        func scalars(_ ranges: ClosedRange<UInt32>...) -> [Unicode.Scalar] { ranges.joined().compactMap(Unicode.Scalar.init) }
        let ascii = scalars(32...126), latin1 = scalars(0xA0...0xFF), latinExtendedA = scalars(0x100...0x17F)
        let greek = scalars(0x386...0x386, 0x388...0x38A, 0x38C...0x38C, 0x38E...0x3A1, 0x3A3...0x3CE)
        let cyrillic = scalars(0x400...0x45F, 0x490...0x491)
        let wanted = ascii + latin1 + Array("…−€".unicodeScalars) + latinExtendedA + greek + cyrillic + Array("–—‘’“”„•".unicodeScalars)
        for scalar in wanted {
            #expect(face.glyphIndex(for: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(face.scalars.count == wanted.count + 1)
        #expect(face.scalars[face.replacementGlyph] == nil)
        for absent: Unicode.Scalar in ["ǎ", "\u{387}", "\u{3A2}", "ϐ", "Ѡ", "‚", "\u{7F}"] {
            #expect(face.glyphIndex(for: absent) == nil, "U+\(String(absent.value, radix: 16))")
        }
    }

    /// Glyphs are only ever appended, so those baked before Latin Extended-A,
    /// Greek and Cyrillic keep their indices (and so their kerning): ASCII, the
    /// seven symbols added first, the rest of Latin-1, then the box.
    @Test func earlierGlyphsKeepTheirIndices() {
        let first = (32...126).map { Unicode.Scalar(UInt8($0)) } + Array("…−×°€£¥".unicodeScalars)
        let latin1 = (0xA0...0xFF).map { Unicode.Scalar(UInt8($0)) }.filter { !first.contains($0) }
        let earlier: [Unicode.Scalar?] = first + latin1 + [nil]
        #expect(Array(face.scalars.prefix(earlier.count)) == earlier)
        #expect(face.replacementGlyph == earlier.count - 1)
    }

    /// Every visible glyph (all but the space and the no-break space) has ink at every size, and each image lies inside the strike's coverage.
    @Test(arguments: faces)
    func everyGlyphHasAnImageInsideTheAtlas(name: String) {
        let face = Self.face(name)
        for size in face.pixelSizes {
            let strike = face.strike(nearestTo: Double(size))
            #expect(strike.pixelSize == size)
            #expect(strike.glyphs.count == face.scalars.count)
            for (index, glyph) in strike.glyphs.enumerated() {
                let label = "\(name) glyph \(index) at \(strike.pixelSize) px"
                #expect(glyph.offset + glyph.width * glyph.height <= strike.coverage.count, "\(label)")
                #expect(glyph.advance > 0, "\(label)")
                let ink = strike.coverage[glyph.offset..<glyph.offset + glyph.width * glyph.height].reduce(0) { $0 + Int($1) }
                #expect((ink > 0) == (face.scalars[index] != " " && face.scalars[index] != "\u{A0}"), "\(label)")
            }
        }
    }

    /// A face of more than 255 glyphs may put an ASCII glyph after the 255th.
    @Test func asciiGlyphsPastTheFirst255AreFound() {
        let scalars: [Unicode.Scalar?] = Array(repeating: "é", count: 299) + ["A", nil]
        let table = BakedFace.asciiTable(scalars)
        #expect(Int(table[Int(Character("A").asciiValue ?? 0)]) == 300)
        #expect(table.filter { $0 != 0 }.count == 1)
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

    @Test func corruptHeaderThrows() throws {
        let good = try #require(decodeBase64(dejaVuSansPacked.header))
        #expect(throws: FontDataError.badMagic) { try FaceHeader(packed: [0x52, 0x46, 0x4E, 0x00, 2]) }
        #expect(throws: FontDataError.unsupportedVersion(1)) { try FaceHeader(packed: Array("RFNT".utf8) + [1]) }
        #expect(throws: FontDataError.unsupportedVersion(2)) { try FaceHeader(packed: Array("RFNT".utf8) + [2]) }
        #expect(throws: FontDataError.truncated(at: good.count / 2)) { try FaceHeader(packed: Array(good.prefix(good.count / 2))) }
        #expect(throws: FontDataError.invalid("trailing bytes")) { try FaceHeader(packed: good + [0]) }
        var unordered = good
        unordered.swapAt(good.count - 1, good.count - 2)
        #expect(throws: FontDataError.invalid("strikes missing or not in ascending size")) { try FaceHeader(packed: unordered) }
    }

    @Test func corruptStrikeThrows() throws {
        let header = try FaceHeader(packed: #require(decodeBase64(dejaVuSansPacked.header)))
        let good = try #require(decodeBase64(dejaVuSansPacked.strikes[0]))
        #expect(throws: Never.self) { try BakedStrike(packed: good, header: header, pixelSize: 8) }
        #expect(throws: FontDataError.truncated(at: good.count / 2)) {
            try BakedStrike(packed: Array(good.prefix(good.count / 2)), header: header, pixelSize: 8)
        }
        #expect(throws: FontDataError.invalid("trailing bytes")) { try BakedStrike(packed: good + [0], header: header, pixelSize: 8) }
        #expect(throws: FontDataError.invalid("a strike of 8 px where the header lists 9 px")) {
            try BakedStrike(packed: good, header: header, pixelSize: 9)
        }
    }

    @Test func aStrikeLiteralMissingThrows() {
        let short = PackedFace(header: dejaVuSansPacked.header, strikes: dejaVuSansPacked.strikes.dropLast())
        #expect(throws: FontDataError.invalid("13 strikes for 14 sizes")) { try BakedFace(packed: short) }
    }
}

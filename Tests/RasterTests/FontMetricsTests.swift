import Testing
@testable import Raster

/// Metrics against numbers FreeType 2.12 printed for DejaVu Sans 2.37 (Debian
/// fonts-dejavu-core), copied from Tools/fontgen/reference.txt: string widths as
/// linearHoriAdvance plus FT_KERNING_UNFITTED kerning, cap height as the hinted
/// top of "H", design units from the font's header (2048 per em, ascender 1901,
/// descender −483, line height 2384).
@Suite struct FontMetricsTests {
    /// (pixel size, text, width in 1/64 px) as FreeType measured them.
    static let freeTypeWidths: [(Int, String, Int)] = [
        (8, "AVATAR", 1923), (8, "Tomorrow", 2485), (8, "6000", 1304), (8, "11/23/26", 2302),
        (8, "1.23K", 1477), (8, "Hello, World!", 3295),
        (12, "AVATAR", 2885), (12, "Tomorrow", 3725), (12, "6000", 1956), (12, "11/23/26", 3452),
        (12, "1.23K", 2215), (12, "Hello, World!", 4944),
        (24, "AVATAR", 5775), (24, "Tomorrow", 7452), (24, "6000", 3908), (24, "11/23/26", 6898),
        (24, "1.23K", 4426), (24, "Hello, World!", 9889),
        (48, "AVATAR", 11548), (48, "Tomorrow", 14905), (48, "6000", 7820), (48, "11/23/26", 13800),
        (48, "1.23K", 8857), (48, "Hello, World!", 19779),
    ]

    /// Both sides round each advance and kerning value to 1/64 px, FreeType with its
    /// 16.16 scale and we from font units; for these strings the sums agree exactly.
    @Test(arguments: freeTypeWidths)
    func widthMatchesFreeType(size: Int, text: String, expected: Int) {
        #expect(Font(size: Double(size)).width(of: text) * 64 == Double(expected), "\(text) at \(size) px")
    }

    /// The bold face, against Tools/fontgen/reference-bold.txt: wider than the
    /// regular, its own cap heights.
    static let freeTypeBoldWidths: [(Int, String, Int)] = [
        (8, "AVATAR", 2177), (12, "Tomorrow", 4274), (12, "11/23/26", 3766), (24, "1.23K", 4981),
        (24, "Hello, World!", 11336), (48, "6000", 8552),
    ]

    @Test(arguments: freeTypeBoldWidths)
    func boldWidthMatchesFreeType(size: Int, text: String, expected: Int) {
        #expect(Font(size: Double(size), weight: .bold).width(of: text) * 64 == Double(expected), "\(text) at \(size) px")
    }

    @Test(arguments: [(8, 7), (12, 9), (16, 12), (24, 18), (32, 23), (40, 30), (48, 35)])
    func boldCapHeightMatchesFreeType(size: Int, pixels: Int) {
        #expect(Font(size: Double(size), weight: .bold).capHeight == Double(pixels))
    }

    @Test func kerningNarrowsKernedPairs() {
        let font = Font(size: 24)
        #expect(font.width(of: "AV") < font.width(of: "A") + font.width(of: "V"))
        #expect(font.width(of: "To") < font.width(of: "T") + font.width(of: "o"))
        #expect(font.width(of: "HH") == 2 * font.width(of: "H"))
    }

    @Test(arguments: [(8, 7), (9, 7), (10, 8), (11, 8), (12, 9), (14, 10), (16, 12), (18, 13), (20, 14),
                      (24, 18), (28, 21), (32, 23), (40, 30), (48, 35)])
    func capHeightMatchesFreeType(size: Int, pixels: Int) {
        #expect(Font(size: Double(size)).capHeight == Double(pixels))
    }

    @Test(arguments: [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48])
    func verticalMetricsScaleTheDesign(size: Int) {
        let font = Font(size: Double(size))
        let px = Double(size)
        #expect(font.pixelSize == size)
        #expect(abs(font.ascent - px * 1901 / 2048) <= 0.5 / 64)
        #expect(abs(font.descent - px * 483 / 2048) <= 0.5 / 64)
        #expect(abs(font.lineHeight - px * 2384 / 2048) <= 0.5 / 64)
    }

    @Test func requestedSizesSnapToTheNearestBakedSize() {
        #expect(Font(size: 24.9).pixelSize == 24)
        #expect(Font(size: 26).pixelSize == 28)
        #expect(Font(size: 3).pixelSize == 8)
        #expect(Font(size: .nan).pixelSize == 8)
        #expect(Font(size: 500).pixelSize == 48)
    }

    @Test func missingCharactersAreListedOnceInOrder() {
        let font = Font(size: 12)
        #expect(font.missingCharacters(in: "12.5 °C ± 3 € ☃ ≈ ±☃≈") == ["☃", "≈"])
        #expect(font.missingCharacters(in: "e\u{301} q\u{301}") == ["q\u{301}"])
        #expect(font.missingCharacters(in: "… − × ° € £ ¥").isEmpty)
        #expect(font.width(of: "☃") == font.width(of: "\u{10FFFF}"))
        #expect(font.width(of: "☃") > 0)
        #expect(font.width(of: "") == 0)
    }
}

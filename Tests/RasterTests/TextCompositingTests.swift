import Testing
@testable import Raster

/// Source-over of colour × coverage, checked against the same formula in `Double`.
@Suite struct TextCompositingTests {
    /// round(P·c / 255) + round(D·(255 − Sα) / 255) per channel, in Double (no ties occur:
    /// 2·x·c is even, 255·(2k + 1) is odd).
    static func reference(color p: PremultipliedRGBA8, coverage c: Int, over d: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        func scaled(_ v: UInt8, _ f: Int) -> Int { Int((Double(v) * Double(f) / 255).rounded()) }
        let sa = scaled(p.alpha, c)
        func channel(_ s: UInt8, _ t: UInt8) -> UInt8 { UInt8(scaled(s, c) + scaled(t, 255 - sa)) }
        return PremultipliedRGBA8(
            red: channel(p.red, d.red), green: channel(p.green, d.green),
            blue: channel(p.blue, d.blue), alpha: channel(p.alpha, d.alpha))
    }

    /// Every coverage value × every colour alpha (three hues) × six backgrounds, through
    /// the span blitter text uses (glyph rows arrive as `blendSpan` calls).
    @Test func blendMatchesDoubleReferenceForEveryCoverageAndAlpha() throws {
        let atlas = (0...255).map { UInt8($0) }
        let backgrounds = [
            PremultipliedRGBA8.transparent, Color(hex: 0x121218).premultiplied, Color.white.premultiplied,
            Color(hex: 0x2ECC71, alpha: 0.5).premultiplied, Color(hex: 0xFF4D4D, alpha: 0.1).premultiplied,
            PremultipliedRGBA8(red: 3, green: 200, blue: 0, alpha: 200),
        ]
        var mismatches = 0
        for background in backgrounds {
            for hex: UInt32 in [0xFFFFFF, 0x8E8E93, 0xFF4704] {
                for alpha in 0...255 {
                    let color = Color(hex: hex, alpha: Double(alpha) / 255).premultiplied
                    var row = try Pixmap(width: 256, height: 1)
                    for x in 0..<256 { row.setPixel(x: x, y: 0, to: background) }
                    row.withUnsafeMutableBytes { raw in
                        raw.withMemoryRebound(to: UInt32.self) { words in
                            var blitter = SolidBlitter(pixels: words.baseAddress!, width: 256, color: color)
                            atlas.withUnsafeBufferPointer { blitter.blendSpan(x: 0, y: 0, coverage: $0) }
                        }
                    }
                    for c in 0..<256 where row.pixel(x: c, y: 0) != Self.reference(color: color, coverage: c, over: background) {
                        mismatches += 1
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// Drawn text: opaque white on transparent black gives the coverage itself;
    /// a translucent colour over the chart background then follows the reference.
    @Test func drawnTextBlendsItsCoverage() throws {
        let font = Font(size: 18)
        var coverage = try Pixmap(width: 100, height: 30)
        coverage.draw("6000 Ag", at: Point(4, 22), font: font, color: .white)
        let background = Color(hex: 0x121218).premultiplied
        var pixmap = try Pixmap(width: 100, height: 30, color: Color(hex: 0x121218))
        let color = Color(hex: 0x8E8E93, alpha: 0.6)
        pixmap.draw("6000 Ag", at: Point(4, 22), font: font, color: color)
        var partial = 0
        for y in 0..<30 {
            for x in 0..<100 {
                let c = try #require(coverage.pixel(x: x, y: y))
                #expect(c.red == c.alpha && c.green == c.alpha && c.blue == c.alpha)
                if c.alpha > 0 && c.alpha < 255 { partial += 1 }
                let expected = Self.reference(color: color.premultiplied, coverage: Int(c.alpha), over: background)
                #expect(pixmap.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
        #expect(partial > 50, "anti-aliased edges")
    }
}

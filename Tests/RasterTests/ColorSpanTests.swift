import Testing

@testable import Raster

@Suite struct ColorSpanTests {
    /// `blendColor` (eight and four pixels at a time, then a scalar tail; blocks
    /// of one colour shared, a row of one colour finished by an overlapping last
    /// block) over every destination byte, at every coverage step of 15 and every
    /// span length 0…27, against the scalar `sourceOver` pixel by pixel.
    @Test func spanBlendMatchesScalarSourceOverExactly() {
        let colors = [
            Color(hex: 0xFF4704, alpha: 0.33).premultiplied, Color(hex: 0x2ECC71).premultiplied,
            Color(red: 1, green: 1, blue: 1, alpha: 0.9).premultiplied, PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        var mismatches = 0
        var row = [UInt32](repeating: 0, count: 29)
        for color in colors {
            for coverage in stride(from: 0, through: 255, by: 15) {
                let c = UInt32(coverage)
                for count in 0..<28 {
                    for d in 0..<256 {
                        // Different bytes per channel, alpha ≥ each colour channel; for
                        // odd d every pixel differs, for even d one colour with one
                        // other pixel somewhere (the shared-blend path and its exits).
                        let destination = (0..<29).map { i in
                            let a = UInt8((d + (d % 2 == 1 || i == d % 31 ? i * 37 : 0)) % 256)
                            return PremultipliedRGBA8(red: a / 2, green: a / 3, blue: a, alpha: a).word
                        }
                        row = destination
                        row.withUnsafeMutableBufferPointer {
                            blendColor(color.word, coverage: UInt8(coverage), over: $0.baseAddress! + 1, count: count)
                        }
                        for i in 0..<29 {
                            let inside = i >= 1 && i <= count
                            let expected =
                                inside
                                ? sourceOver(scaled(color.word, by: c), alpha: div255(UInt32(color.alpha) * c), onto: destination[i])
                                : destination[i]
                            if row[i] != expected { mismatches += 1 }
                        }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }

    /// The edge pair (one colour at two coverages onto two pixels, 0 leaving a
    /// pixel alone) over every destination byte pattern and every pair of
    /// coverages in steps of 15, against the scalar `sourceOver` pixel by pixel.
    @Test func edgePairMatchesScalarSourceOverExactly() {
        let colors = [
            Color(hex: 0xFF4704, alpha: 0.33).premultiplied, Color(hex: 0x2ECC71).premultiplied,
            Color(red: 1, green: 1, blue: 1, alpha: 0.9).premultiplied, PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 0),
        ]
        func expected(_ color: PremultipliedRGBA8, _ coverage: Int, _ destination: UInt32) -> UInt32 {
            let c = UInt32(coverage)
            return sourceOver(scaled(color.word, by: c), alpha: div255(UInt32(color.alpha) * c), onto: destination)
        }
        var mismatches = 0
        for color in colors {
            for first in stride(from: 0, through: 255, by: 15) {
                for last in stride(from: 0, through: 255, by: 15) {
                    for d in 0..<256 {
                        let a = UInt8(d), b = UInt8((d * 37 + 11) % 256)
                        let left = PremultipliedRGBA8(red: a / 2, green: a / 3, blue: a, alpha: a).word
                        let right = PremultipliedRGBA8(red: b, green: b / 4, blue: b / 2, alpha: b).word
                        var pixels = [left, right]
                        pixels.withUnsafeMutableBufferPointer {
                            blendColor(color.word, coverages: UInt8(first), UInt8(last), over: $0.baseAddress!, $0.baseAddress! + 1)
                        }
                        if pixels[0] != expected(color, first, left) { mismatches += 1 }
                        if pixels[1] != expected(color, last, right) { mismatches += 1 }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }
}

import Testing

@testable import Raster

@Suite struct GradientWordTests {
    /// A channel as the shader's rounding should give it: clamped to 0…255 (NaN
    /// to 0), rounded to nearest with ties to even.
    static func byte(_ v: Float) -> UInt32 {
        guard v > 0 else { return 0 }
        return UInt32(Double(min(v, 255)).rounded(.toNearestOrEven))
    }

    /// `Interval.word(at:)` (all four channels in one vector) against the
    /// channels worked out one by one, over channels below 0, above 255, NaN,
    /// at ties, and colour channels above alpha (clamped down to it).
    @Test func wordMatchesChannelByChannelRounding() {
        let values: [Float] = [-3, -0.5, 0, 0.5, 1.5, 2.5, 17.49, 17.5, 100, 127.5, 128.5, 200.2, 254.5, 255, 255.5, 300, .nan]
        var mismatches = 0
        var k = 0
        for red in values {
            for green in values {
                for blue in values {
                    for alpha in values {
                        k += 1
                        let base = GradientShader.Channels(red: red, green: green, blue: blue, alpha: alpha)
                        let interval = GradientShader.Interval(lower: 0, upper: 1, base: base, slope: .zero)
                        let a = Self.byte(alpha)
                        let expected = min(Self.byte(red), a) | min(Self.byte(green), a) << 8 | min(Self.byte(blue), a) << 16 | a << 24
                        if interval.word(at: Float(k % 3) / 4) != expected.littleEndian { mismatches += 1 }
                    }
                }
            }
        }
        #expect(mismatches == 0)
    }
}

import Testing

@testable import Raster

@Suite struct PremultiplicationTests {
    @Test func everyColourAndAlphaMatchesTheDoubleReference() {
        var mismatches = 0
        for alpha in 0...255 {
            for value in 0...255 {
                let p = Color(red: Double(value) / 255, green: 0, blue: 1, alpha: Double(alpha) / 255).premultiplied
                let expected = UInt8((Double(value) * Double(alpha) / 255).rounded())
                if p.red != expected || p.alpha != UInt8(alpha) || p.blue != UInt8(alpha) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func pixelWordRoundTripsInMemoryOrder() {
        let p = PremultipliedRGBA8(red: 1, green: 2, blue: 3, alpha: 4)
        var word = p.word
        let bytes = withUnsafeBytes(of: &word) { Array($0) }
        #expect(bytes == [1, 2, 3, 4])
        #expect(PremultipliedRGBA8(word: p.word) == p)
    }
}

import Testing

@testable import Raster

@Suite struct Div255Tests {
    @Test func matchesRoundedDivisionForEveryByteProduct() {
        for x in 0...UInt32(255 * 255) {
            let expected = UInt32((Double(x) / 255).rounded())
            #expect(div255(x) == expected, "x = \(x)")
            if div255(x) != expected { break }
        }
    }
}

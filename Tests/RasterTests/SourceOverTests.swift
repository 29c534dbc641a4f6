import Testing

@testable import Raster

@Suite struct SourceOverTests {
    /// The same byte in all four lanes of a pixel word.
    static func splat(_ v: UInt32) -> UInt32 { v * 0x0101_0101 }

    @Test func fullCoverageMatchesTheDoubleReferenceExactly() {
        // Reference: c + d·(255 − a)/255 rounded; c is whole, so only the Double
        // product needs rounding (once per alpha and destination).
        var mismatches = 0
        for alpha in UInt32(0)...255 {
            for destination in UInt32(0)...255 {
                let under = UInt32((Double(destination) * (255 - Double(alpha)) / 255).rounded())
                // Three colours a call, one in each of the R, G and B lanes.
                for color in stride(from: UInt32(0), through: alpha, by: 3) {
                    let g = min(color + 1, alpha)
                    let b = min(color + 2, alpha)
                    let source = (color | g << 8 | b << 16 | alpha << 24).littleEndian
                    let result = UInt32(littleEndian: sourceOver(source, alpha: alpha, onto: Self.splat(destination)))
                    let expected = (color + under) | (g + under) << 8 | (b + under) << 16 | (alpha + under) << 24
                    if result != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func coverageScalingMatchesTheDoubleReferenceExactly() {
        var mismatches = 0
        for value in UInt32(0)...255 {
            for coverage in UInt32(0)...255 {
                let expected = UInt32((Double(value) * Double(coverage) / 255).rounded())
                if scaled(Self.splat(value), by: coverage) != Self.splat(expected) { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func partialCoverageStaysWithinOneStepOfTheDoubleReference() throws {
        // Every (coverage, destination alpha) pair, for a grid of source colours and alphas.
        var worst = 0.0
        for alpha in stride(from: UInt32(0), through: 255, by: 51) {
            for color in stride(from: UInt32(0), through: alpha, by: 51) {
                var pixmap = try Pixmap(width: 256, height: 256)
                pixmap.withUnsafeMutableBytes { raw in
                    for d in 0..<256 {
                        for c in 0..<256 { raw[(d * 256 + c) * 4 + 3] = UInt8(d) }
                    }
                }
                var mask = try AlphaMask(width: 256, height: 256)
                mask.withUnsafeMutableBytes { raw in
                    for d in 0..<256 {
                        for c in 0..<256 { raw[d * 256 + c] = UInt8(c) }
                    }
                }
                let straight = Color(
                    red: Double(color) / Double(max(alpha, 1)), green: 0, blue: 0, alpha: Double(alpha) / 255)
                pixmap.draw(mask, at: (x: 0, y: 0), with: Paint(straight))
                let source = straight.premultiplied
                for d in 0..<256 {
                    for c in 0..<256 {
                        guard let p = pixmap.pixel(x: c, y: d) else { continue }
                        let k = Double(c) / 255
                        let sa = Double(source.alpha) * k
                        let expectedAlpha = sa + Double(d) * (1 - sa / 255)
                        let expectedRed = Double(source.red) * k
                        worst = max(worst, abs(Double(p.alpha) - expectedAlpha), abs(Double(p.red) - expectedRed))
                    }
                }
            }
        }
        #expect(worst <= 1, "largest deviation \(worst)")
    }
}

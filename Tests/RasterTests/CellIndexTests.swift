import Testing

@testable import Raster

@Suite struct CellIndexTests {
    /// The rasterizer's bit-trick floor and ceiling against the standard library's:
    /// tiny values, a dense sweep, and the neighbours of every integer and half up
    /// to 16 386.
    @Test func floorAndCeilingMatchTheStandardLibrary() {
        var mismatches = 0
        func check(_ x: Float) {
            if CoverageRasterizer.floor(x) != Int(x.rounded(.down)) { mismatches += 1 }
            if CoverageRasterizer.ceiling(x) != Int(x.rounded(.up)) { mismatches += 1 }
        }
        for v: Float in [0, .leastNonzeroMagnitude, .leastNormalMagnitude, 1e-30, 1e-7] { check(v) }
        for k in 0..<200_000 { check(Float(k) * 0.081_937) }
        for i in 0...16386 {
            let f = Float(i)
            for v in [f, f.nextUp, f.nextDown, f + 0.5, (f + 0.5).nextUp, (f + 0.5).nextDown] where v >= 0 { check(v) }
        }
        #expect(mismatches == 0)
    }
}

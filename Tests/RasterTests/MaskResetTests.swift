import Testing

@testable import Raster

@Suite struct MaskResetTests {
    /// A reset plane has the new size and is zero everywhere, whether it shrinks or grows.
    @Test func resetGivesAZeroedPlaneOfTheNewSize() throws {
        var mask = try AlphaMask(width: 8, height: 6)
        mask.clear(to: 200)
        for (w, h) in [(3, 2), (10, 9), (1, 1), (16, 4)] {
            try mask.reset(width: w, height: h)
            #expect(mask.width == w && mask.height == h)
            #expect(mask.bytes.count == w * h)
            #expect(mask.bytes.allSatisfy { $0 == 0 })
            mask.clear(to: 77)
        }
    }

    @Test func resetRefusesImpossibleSizes() throws {
        var mask = try AlphaMask(width: 2, height: 2)
        #expect(throws: RasterError.self) { try mask.reset(width: 0, height: 5) }
        #expect(throws: RasterError.self) { try mask.reset(width: 5, height: Pixmap.maximumSide + 1) }
    }
}

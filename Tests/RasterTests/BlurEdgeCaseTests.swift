import Testing

@testable import Raster

@Suite struct BlurEdgeCaseTests {
    @Test(arguments: [0.3, 5, 30, 256, 1e9])
    func tinyPlanesAndHugeSigmasStayFiniteAndBounded(sigma: Double) throws {
        for (w, h) in [(1, 1), (1, 9), (13, 1), (3, 40)] {
            var mask = try AlphaMask(width: w, height: h)
            mask.clear(to: 255)
            let before = mask.bytes.reduce(0) { $0 + Int($1) }
            mask.blur(sigma: sigma)
            // Transparent outside: a blur can only lose mass, never gain it.
            #expect(mask.bytes.reduce(0) { $0 + Int($1) } <= before)
            var pixmap = try Pixmap(width: w, height: h, color: .white)
            pixmap.blur(sigma: sigma)
            #expect(
                pixmap.bytes.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element <= pixmap.bytes[$0.offset | 3] }
            )
        }
    }

    @Test func dirtyRectanglesOutsideThePlaneChangeNothing() throws {
        var mask = try AlphaMask(width: 20, height: 20)
        mask.setValue(255, x: 3, y: 3)
        let before = mask.bytes
        var scratch = BlurScratch()
        mask.blur(GaussianBlur(sigma: 4), dirty: PixelRect(x: 40, y: -90, width: 10, height: 10), scratch: &scratch)
        mask.blur(GaussianBlur(sigma: 4), dirty: .empty, scratch: &scratch)
        #expect(mask.bytes == before)
        GlowChain([]).apply(to: &mask, dirty: mask.bounds, scratch: &scratch)
        #expect(mask.bytes == before)
    }
}

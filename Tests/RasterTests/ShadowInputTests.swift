import Testing

@testable import Raster

@Suite struct ShadowInputTests {
    @Test func nonFiniteColoursAndOpacitiesDrawNothingAndDoNotTrap() throws {
        var layer = try Pixmap(width: 30, height: 30)
        layer.setPixel(x: 15, y: 15, to: PremultipliedRGBA8(red: 9, green: 9, blue: 9, alpha: 9))
        let before = layer.bytes
        layer.drawShadow(DropShadow(color: Color(red: .nan, green: 1, blue: 1, alpha: .nan), sigma: 3))
        #expect(layer.bytes == before)
        var mask = try AlphaMask(width: 30, height: 30)
        mask.setValue(200, x: 15, y: 15)
        let glow = GlowChain([.init(alpha: .nan, sigma: .nan), .init(alpha: -1, sigma: .infinity, offsetX: .max)])
        #expect(glow.applied(to: mask).bytes == mask.bytes)
    }
}

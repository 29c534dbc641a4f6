import Testing

@testable import Raster

@Suite struct OpacityTests {
    @Test func opacityScalesTheSourceAlpha() throws {
        var pixmap = try Pixmap(width: 4, height: 4)
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(Color(hex: 0xFF4704), opacity: 0.5))
        let expected = Color(hex: 0xFF4704, alpha: 0.5).premultiplied
        #expect(pixmap.pixel(x: 2, y: 2) == expected)
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(.white, opacity: 0))
        pixmap.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: Paint(.white, opacity: .nan))
        #expect(pixmap.pixel(x: 2, y: 2) == expected)
    }
}

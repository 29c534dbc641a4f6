import Testing

@testable import Raster

@Suite struct MatteTests {
    /// A 256×1 pixmap whose pixel a has alpha a and colour channels `a · k / 255`
    /// for k = 255, 128, 0 (red, green, blue): every alpha once.
    static func ramp() throws -> Pixmap {
        var pixmap = try Pixmap(width: 256, height: 1)
        for a in 0...255 {
            let scale = { (k: Int) in UInt8(a * k / 255) }
            pixmap.setPixel(x: a, y: 0, to: PremultipliedRGBA8(red: scale(255), green: scale(128), blue: scale(0), alpha: UInt8(a)))
        }
        return pixmap
    }

    @Test func everyAlphaIsBlendedAsDrawingOnTheMatteWould() throws {
        var pixmap = try Self.ramp()
        let original = pixmap
        let matte = Color(hex: 0x204060)
        pixmap.flatten(pixmap.bounds, over: matte)
        for a in 0...255 {
            let before = try #require(original.pixel(x: a, y: 0)), after = try #require(pixmap.pixel(x: a, y: 0))
            // c + m · (255 − a) / 255, rounded: what source-over onto an opaque page gives.
            let expected = { (c: UInt8, m: Double) in UInt8(Double(c) + (m * Double(255 - a) / 255).rounded()) }
            #expect(after == PremultipliedRGBA8(
                red: expected(before.red, 0x20), green: expected(before.green, 0x40), blue: expected(before.blue, 0x60), alpha: 255),
                "alpha \(a)")
        }
    }

    @Test func keepingTransparentLeavesOnlyUntouchedPixelsClear() throws {
        var pixmap = try Self.ramp()
        var full = pixmap
        pixmap.flatten(pixmap.bounds, over: .white, keepingTransparent: true)
        full.flatten(full.bounds, over: .white)
        #expect(pixmap.pixel(x: 0, y: 0) == .transparent)
        #expect(full.pixel(x: 0, y: 0) == PremultipliedRGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        for a in 1...255 { #expect(pixmap.pixel(x: a, y: 0) == full.pixel(x: a, y: 0), "alpha \(a)") }
    }

    @Test func opaquePixelsAndTheOutsideOfTheRectangleStay() throws {
        var pixmap = try Pixmap(width: 4, height: 3, color: Color(hex: 0x123456, alpha: 0.5))
        pixmap.setPixel(x: 1, y: 1, to: PremultipliedRGBA8(red: 9, green: 8, blue: 7, alpha: 255))
        let before = pixmap
        pixmap.flatten(PixelRect(x: 1, y: 1, width: 10, height: 1), over: .black)
        #expect(pixmap.pixel(x: 1, y: 1) == before.pixel(x: 1, y: 1))
        // Over black the colour stays, the alpha becomes opaque.
        let blended = try #require(pixmap.pixel(x: 2, y: 1)), original = try #require(before.pixel(x: 2, y: 1))
        #expect(blended == PremultipliedRGBA8(red: original.red, green: original.green, blue: original.blue, alpha: 255))
        for (x, y) in [(0, 0), (0, 1), (1, 0), (3, 2), (1, 2)] { #expect(pixmap.pixel(x: x, y: y) == before.pixel(x: x, y: y)) }
    }

    @Test func flatteningTwiceIsFlatteningOnce() throws {
        var once = try Self.ramp()
        once.flatten(once.bounds, over: Color(hex: 0xFF4704), keepingTransparent: true)
        var twice = once
        twice.flatten(twice.bounds, over: Color(hex: 0xFF4704), keepingTransparent: true)
        #expect(once.bytes == twice.bytes)
    }

    @Test func theMattesAlphaIsIgnored() throws {
        var a = try Self.ramp(), b = try Self.ramp()
        a.flatten(a.bounds, over: Color(hex: 0x336699))
        b.flatten(b.bounds, over: Color(hex: 0x336699, alpha: 0.2))
        #expect(a.bytes == b.bytes)
    }

    @Test func aPixelFlattensAsInAPixmap() throws {
        var pixmap = try Self.ramp()
        let original = pixmap
        pixmap.flatten(pixmap.bounds, over: Color(hex: 0x204060))
        for a in 0...255 {
            let before = try #require(original.pixel(x: a, y: 0))
            #expect(before.flattened(over: Color(hex: 0x204060)) == pixmap.pixel(x: a, y: 0), "alpha \(a)")
        }
    }
}

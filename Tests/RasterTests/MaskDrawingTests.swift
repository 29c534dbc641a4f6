import Testing

@testable import Raster

@Suite struct MaskDrawingTests {
    @Test func maskValuesBecomeCoverageAtTheOrigin() throws {
        var mask = try AlphaMask(width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 { mask.setValue(UInt8(x * 50 + y * 20), x: x, y: y) }
        }
        let clip = PixelRect(x: 0, y: 0, width: 8, height: 6)
        var pixmap = try Pixmap(width: 8, height: 8)
        pixmap.draw(mask, at: (x: -2, y: 4), with: Paint(.white), clip: clip)
        for y in 0..<8 {
            for x in 0..<8 {
                let inClip = clip.contains(x: x, y: y)
                let expected = inClip ? mask.value(x: x + 2, y: y - 4) : 0
                #expect(
                    pixmap.pixel(x: x, y: y)
                        == PremultipliedRGBA8(red: expected, green: expected, blue: expected, alpha: expected))
            }
        }
    }

    /// Short full spans are written with overlapping word stores: every length from 1
    /// to 20 sets exactly its pixels.
    @Test func fullSpansOfEveryShortLengthSetExactlyTheirPixels() throws {
        for length in 1...20 {
            var mask = try AlphaMask(width: 24, height: 3)
            mask.clear(to: 7)
            mask.fill(Path.rectangle(Rect(x: 2, y: 1, width: Double(length), height: 1)))
            for y in 0..<3 {
                for x in 0..<24 {
                    let inside = y == 1 && x >= 2 && x < 2 + length
                    #expect(mask.value(x: x, y: y) == (inside ? 255 : 7), "length \(length), (\(x), \(y))")
                }
            }
        }
    }

    @Test func clearingARectangleTouchesOnlyItsPixelsInsideTheMask() throws {
        var mask = try AlphaMask(width: 7, height: 5)
        mask.clear(to: 9)
        let rect = PixelRect(x: 4, y: -2, width: 10, height: 4)
        mask.clear(rect, to: 3)
        mask.clear(PixelRect(x: -20, y: 1, width: 5, height: 2), to: 1)
        for y in 0..<5 {
            for x in 0..<7 {
                #expect(mask.value(x: x, y: y) == (x >= 4 && y < 2 ? 3 : 9), "(\(x), \(y))")
            }
        }
    }

    @Test func maskFillAccumulatesSourceOverOnAlpha() throws {
        var mask = try AlphaMask(width: 8, height: 8)
        let half = Path.rectangle(Rect(x: 0, y: 0, width: 8, height: 0.5))
        mask.fill(half)
        #expect(mask.value(x: 3, y: 0) == 128)
        mask.fill(half)
        // 128 + 128·(255 − 128)/255 = 191.75 → 192.
        #expect(mask.value(x: 3, y: 0) == 192)
        #expect(mask.value(x: 3, y: 1) == 0)
    }

    @Test func maskFillStaysInsideItsClip() throws {
        var mask = try AlphaMask(width: 32, height: 32)
        let clip = PixelRect(x: 5, y: 7, width: 11, height: 13)
        mask.fill(.circle(center: Point(16, 16), radius: 40), rule: .evenOdd, clip: clip)
        for y in 0..<32 {
            for x in 0..<32 {
                #expect(mask.value(x: x, y: y) == (clip.contains(x: x, y: y) ? 255 : 0))
            }
        }
    }
}

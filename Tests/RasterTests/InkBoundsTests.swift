import Testing

@testable import Raster

@Suite struct InkBoundsTests {
    @Test func inkBoundsHoldExactlyTheNonTransparentPixels() throws {
        var pixmap = try Pixmap(width: 20, height: 12)
        #expect(pixmap.inkBounds.isEmpty)
        let dots = [(3, 4), (15, 2), (9, 10)]
        for (x, y) in dots { pixmap.setPixel(x: x, y: y, to: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 1)) }
        // Left column 3, top row 2, right column 15, bottom row 10.
        #expect(pixmap.inkBounds == PixelRect(x: 3, y: 2, width: 13, height: 9))
    }

    @Test func inkBandsSplitAtRowsWithoutInk() throws {
        var pixmap = try Pixmap(width: 20, height: 12)
        #expect(pixmap.inkBands.isEmpty)
        let dots = [(3, 4), (15, 2), (9, 3), (9, 10), (0, 11), (19, 0)]
        for (x, y) in dots { pixmap.setPixel(x: x, y: y, to: PremultipliedRGBA8(red: 0, green: 0, blue: 0, alpha: 1)) }
        // Rows 0 and 2…4 are separated by row 1, rows 10…11 by rows 5…9.
        #expect(
            pixmap.inkBands == [
                PixelRect(x: 19, y: 0, width: 1, height: 1), PixelRect(x: 3, y: 2, width: 13, height: 3),
                PixelRect(x: 0, y: 10, width: 10, height: 2),
            ])
        #expect(pixmap.inkBounds == PixelRect(x: 0, y: 0, width: 20, height: 12))
    }
}

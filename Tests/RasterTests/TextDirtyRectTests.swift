import Testing
@testable import Raster

@Suite struct TextDirtyRectTests {
    let font = Font(size: 20)

    @Test(arguments: [TextAnchor.top, .middle, .baseline, .bottom])
    func dirtyRectHoldsEveryChangedPixel(anchor: TextAnchor) throws {
        let background = try Pixmap(width: 120, height: 60, color: Color(hex: 0x121218))
        for point in [Point(10, 30), Point(-15, 2), Point(100, 58)] {
            var pixmap = background
            let result = pixmap.draw("Ag 1.23K", at: point, font: font, color: .white, anchor: anchor)
            let changed = changedBounds(background, pixmap)
            #expect(result.dirtyRect.union(changed) == result.dirtyRect)
            #expect(pixmap.bounds.intersection(result.dirtyRect) == result.dirtyRect)
            #expect(changed.isEmpty || result.dirtyRect.area <= changed.outset(by: 1).area)
        }
    }

    @Test func clipBoundsTheChange() throws {
        let clip = PixelRect(x: 30, y: 10, width: 25, height: 20)
        var clipped = try canvas()
        let result = clipped.draw("WWWWWW", at: Point(10, 30), font: font, color: .white, clip: clip)
        var full = try canvas()
        full.draw("WWWWWW", at: Point(10, 30), font: font, color: .white)
        for y in 0..<full.height {
            for x in 0..<full.width {
                let inside = clip.contains(x: x, y: y)
                #expect(clipped.pixel(x: x, y: y) == (inside ? full.pixel(x: x, y: y) : .transparent))
            }
        }
        #expect(clip.intersection(result.dirtyRect) == result.dirtyRect)
        #expect(!result.dirtyRect.isEmpty)
    }

    @Test func transparentColourDrawsNothing() throws {
        var pixmap = try canvas()
        let result = pixmap.draw("Hello", at: Point(10, 30), font: font, color: Color.white.withAlpha(0))
        #expect(result.dirtyRect.isEmpty)
        #expect(inkBounds(pixmap).isEmpty)
    }
}

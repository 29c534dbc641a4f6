import Testing

@testable import Raster

@Suite struct ClippingTests {
    @Test func shapeStartingFarLeftStillCoversTheCanvas() throws {
        // A band from x = −1e7 to 10.5 and y = −1e7 … 1e7: every row covered up to x = 10.5.
        let mask = try Coverage.mask(
            .rectangle(Rect(x: -1e7, y: -1e7, width: 1e7 + 10.5, height: 2e7)), width: 32, height: 16)
        for y in 0..<16 {
            for x in 0..<32 {
                let expected: UInt8 = x < 10 ? 255 : (x == 10 ? 128 : 0)
                #expect(mask.value(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func hugeTriangleClipsToItsVisiblePart() throws {
        // Visible part: the triangle (0, 0), (20, 0), (0, h) with h = 20·1e7 / (1e7 + 20).
        let far = 1e7
        let path = Coverage.polygon([Point(-far, 0), Point(20, 0), Point(-far, far)])
        let mask = try Coverage.mask(path, width: 32, height: 32)
        let h = 20 * far / (far + 20)
        let exact = 20 * h / 2
        #expect(abs(Coverage.total(mask) - exact) < 0.05, "\(Coverage.total(mask)) vs \(exact)")
    }

    @Test func shapesWhollyOffTheCanvasDrawNothing() throws {
        let offsets = [(-200.0, 0.0), (200.0, 0.0), (0.0, -200.0), (0.0, 200.0), (-1e7, 3.0), (3.0, 1e7)]
        for (dx, dy) in offsets {
            let mask = try Coverage.mask(.circle(center: Point(32 + dx, 32 + dy), radius: 20))
            #expect(Coverage.total(mask) == 0, "offset (\(dx), \(dy))")
        }
    }

    @Test func partlyOffCanvasCircleCoversItsVisibleHalf() throws {
        // Centred on the left border: exactly half inside.
        let r = 12.0
        let mask = try Coverage.mask(.circle(center: Point(0, 32), radius: r))
        #expect(abs(Coverage.total(mask) - Double.pi * r * r / 2) < 0.005 * Double.pi * r * r / 2)
    }

    @Test func clipRectangleLimitsEveryFill() throws {
        let clip = PixelRect(x: 10, y: 12, width: 20, height: 9)
        var viaPath = try Pixmap(width: 40, height: 40)
        var viaRect = try Pixmap(width: 40, height: 40)
        var viaMask = try Pixmap(width: 40, height: 40)
        var mask = try AlphaMask(width: 40, height: 40)
        mask.clear(to: 255)
        viaPath.fill(.rectangle(Rect(x: 0, y: 0, width: 40, height: 40)), with: Paint(.white), clip: clip)
        viaRect.fill(Rect(x: -3, y: -3, width: 50, height: 50), with: Paint(.white), clip: clip)
        viaMask.draw(mask, at: (x: 0, y: 0), with: Paint(.white), clip: clip)
        for pixmap in [viaPath, viaRect, viaMask] {
            for y in 0..<40 {
                for x in 0..<40 {
                    let expected: UInt8 = clip.contains(x: x, y: y) ? 255 : 0
                    #expect(pixmap.pixel(x: x, y: y)?.alpha == expected)
                }
            }
        }
    }

    @Test func nonFinitePointsAreSkippedWithoutTrapping() throws {
        let bad: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        for v in bad {
            // A square with one bad vertex inserted: the bad point is dropped, the square remains.
            var path = Path()
            path.move(to: Point(4, 4))
            path.line(to: Point(20, 4))
            path.line(to: Point(v, 10))
            path.line(to: Point(20, 20))
            path.line(to: Point(4, 20))
            path.close()
            var pixmap = try Pixmap(width: 32, height: 32)
            pixmap.fill(path, with: Paint(.white), transform: .identity)
            pixmap.fill(Rect(x: v, y: 1, width: 5, height: v), with: Paint(.white))
            pixmap.fill(path, with: Paint(.white), transform: Transform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: v))
            var mask = try AlphaMask(width: 8, height: 8)
            mask.fill(Path.circle(center: Point(v, 3), radius: v))
            pixmap.draw(mask, at: (x: Int.min, y: Int.max), with: Paint(.white))
            if v.isNaN || v.isInfinite {
                #expect(pixmap.pixel(x: 12, y: 12)?.alpha == 255)
            }
        }
    }
}

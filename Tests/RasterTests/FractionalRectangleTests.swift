import Testing

@testable import Raster

@Suite struct FractionalRectangleTests {
    static let rects: [(Double, Double, Double, Double)] = [
        (3.25, 4.6, 17.9, 9.1), (10.5, 10.5, 10.75, 10.9), (0.1, 0.2, 63.7, 63.95), (20.3, 5.0, 20.8, 40.0),
        (-5.5, 30.25, 70.0, 31.0),
    ]

    @Test(arguments: rects)
    func pathCoverageIsTheExactOverlapArea(rect: (Double, Double, Double, Double)) throws {
        let (x0, y0, x1, y1) = rect
        let mask = try Coverage.mask(.rectangle(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)))
        var worst = 0.0
        for py in 0..<64 {
            for px in 0..<64 {
                let exact = Coverage.overlap(x0: x0, y0: y0, x1: x1, y1: y1, px: px, py: py)
                worst = max(worst, abs(Double(mask.value(x: px, y: py)) / 255 - exact))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-9, "largest error \(worst * 255)/255")
    }

    @Test(arguments: rects)
    func rectFastPathCoverageIsTheExactOverlapArea(rect: (Double, Double, Double, Double)) throws {
        let (x0, y0, x1, y1) = rect
        var pixmap = try Pixmap(width: 64, height: 64)
        pixmap.fill(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), with: Paint(.white))
        var worst = 0.0
        for py in 0..<64 {
            for px in 0..<64 {
                let exact = Coverage.overlap(x0: x0, y0: y0, x1: x1, y1: y1, px: px, py: py)
                let alpha = Double(pixmap.pixel(x: px, y: py)?.alpha ?? 0)
                worst = max(worst, abs(alpha / 255 - exact))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-9, "largest error \(worst * 255)/255")
    }

    @Test func fullWidthRectangleFillsWholeRowsAndNothingElse() throws {
        var pixmap = try Pixmap(width: 64, height: 16)
        pixmap.fill(Rect(x: -3, y: 2.5, width: 70, height: 10), with: Paint(Color(hex: 0xFF4704)))
        let full = Color(hex: 0xFF4704).premultiplied
        for y in 0..<16 {
            for x in 0..<64 {
                let alpha = pixmap.pixel(x: x, y: y)?.alpha
                let expected: UInt8 = y == 2 || y == 12 ? 128 : (3...11).contains(y) ? 255 : 0
                #expect(alpha == expected, "(\(x), \(y))")
                if expected == 255 { #expect(pixmap.pixel(x: x, y: y) == full) }
            }
        }
    }

    @Test func reversedRectangleCoversTheSamePixels() throws {
        var a = try Pixmap(width: 16, height: 16)
        var b = try Pixmap(width: 16, height: 16)
        a.fill(Rect(x: 2.5, y: 3.25, width: 7, height: 5), with: Paint(.white))
        b.fill(Rect(x: 9.5, y: 8.25, width: -7, height: -5), with: Paint(.white))
        #expect(a.bytes == b.bytes)
    }
}

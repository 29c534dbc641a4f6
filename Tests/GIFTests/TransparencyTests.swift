import GIF
import Raster
import Testing

/// Transparent animations: frames flattened onto a matte, pixels nothing was drawn
/// on left transparent, pixels that were drawn and are clear again restored to the
/// background. Checked on the screens giflib's DGifSlurp decodes, composited as the
/// disposal modes say (`DecodedGIF.forEachScreen`).
@Suite struct TransparencyTests {
    static let matte = Color(hex: 0xF0F0F0)
    static let ink = Color(hex: 0x2ECC71)

    /// A soft-edged square (alpha falling off over 3 pixels) on nothing, whose side
    /// follows `sides[k]` and whose left edge moves right by 2 pixels a frame: it
    /// grows, shrinks and moves, so pixels are drawn and then cleared again.
    static func square(_ sides: [Int], _ k: Int, into pixmap: inout Pixmap) -> PixelRect {
        pixmap.clear(to: .transparent)
        let side = sides[k], x0 = 4 + 2 * k, y0 = 6
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let inside = min(x - x0, x0 + side - 1 - x, y - y0, y0 + side - 1 - y)
                guard inside > -4, side > 0 else { continue }
                let alpha = inside >= 0 ? 1 : Double(4 + inside) / 4
                pixmap.setPixel(x: x, y: y, to: ink.withAlpha(alpha).premultiplied)
            }
        }
        return pixmap.bounds
    }

    /// Encodes the frames with the matte, decodes, and checks that the screen shown at
    /// each frame's time is that frame flattened onto the matte, transparent pixels
    /// and all: alpha exactly, colours within `maximumError`. Returns the GIF.
    @discardableResult
    func roundTrip(
        _ count: Int, width: Int = 40, height: Int = 30, times: [Double]? = nil, maximumError: Int = 0,
        _ draw: @escaping (Int, inout Pixmap) -> PixelRect
    ) throws -> DecodedGIF {
        let times = times ?? Scene.times(count, fps: 10)
        let encoder = try GIFEncoder(
            width: width, height: height, frameTimes: times, hold: 1, maximumError: maximumError,
            minimumPSNR: maximumError == 0 ? .infinity : 40, matte: Self.matte)
        let gif = try DecodedGIF(bytes: try encoder.encode { k, pixmap in draw(k, &pixmap) })
        let expected = try Scene.frames(count, width: width, height: height, draw).map { frame in
            var flat = frame
            flat.flatten(flat.bounds, over: Self.matte, keepingTransparent: true)
            return flat
        }
        let screens = try gif.screens()
        let starts = gif.startTimes()
        for (k, t) in times.enumerated() {
            let at = Int((100 * t).rounded())
            guard let shown = starts.lastIndex(where: { $0 <= at }) else {
                Issue.record("no frame shown at \(at) cs")
                continue
            }
            var worst = 0, wrongAlpha = 0
            for (i, (a, b)) in zip(screens[shown].bytes, expected[k].bytes).enumerated() {
                if i % 4 == 3 {
                    if a != b { wrongAlpha += 1 }
                } else if expected[k].bytes[i | 3] == 255 {
                    worst = max(worst, abs(Int(a) - Int(b)))
                }
            }
            #expect(wrongAlpha == 0, "frame \(k): \(wrongAlpha) pixels transparent where they should not be, or the reverse")
            #expect(worst <= maximumError, "frame \(k)")
        }
        return gif
    }

    @Test func aShapeThatGrowsShrinksAndMovesIsShownExactly() throws {
        let sides = [0, 6, 12, 16, 12, 8, 4, 10, 2, 0]
        let gif = try roundTrip(sides.count) { k, p in Self.square(sides, k, into: &p) }
        // Shrinking and moving clear pixels: the image before restores its rectangle.
        #expect(gif.frames.contains { $0.disposal == 2 })
        #expect(gif.frames.allSatisfy { $0.disposal == 1 || $0.disposal == 2 })
        #expect(gif.frames.last?.disposal == 1)
    }

    @Test func withinTheDefaultBoundsTransparencyStaysExact() throws {
        let sides = [3, 9, 15, 18, 14, 9, 5, 12, 6, 1]
        try roundTrip(sides.count, maximumError: GIFEncoder.defaultMaximumError) { k, p in Self.square(sides, k, into: &p) }
    }

    @Test func aFrameThatClearsEverythingGetsAnEmptyImage() throws {
        let sides = [8, 12, 0, 0, 6]
        let gif = try roundTrip(sides.count) { k, p in Self.square(sides, k, into: &p) }
        #expect(gif.frames.count == 4)
        #expect(gif.frames[1].disposal == 2)
        #expect(gif.frames[2].rect.area == 1)
    }

    @Test func aRestoringFrameLongerThanTheDelayFieldRestoresAtItsEnd() throws {
        let sides = [10, 0]
        let gif = try roundTrip(2, times: [0, 700]) { k, p in Self.square(sides, k, into: &p) }
        #expect(gif.frames.map(\.delay) == [65_535, 70_000 - 65_535, 100])
        #expect(gif.frames.map(\.disposal) == [1, 2, 1])
        #expect(gif.frames[1].rect == gif.frames[0].rect)
    }

    @Test func opaqueFramesGiveTheSameGIFWithOrWithoutAMatte() throws {
        let times = Scene.times(16, fps: 25)
        let draw: (Int, inout Pixmap) throws -> PixelRect = { k, p in Scene.bars(k, frames: 16, into: &p) }
        for error in [0, GIFEncoder.defaultMaximumError] {
            let plain = try GIFEncoder(width: 64, height: 48, frameTimes: times, hold: 1, maximumError: error)
            let matted = try GIFEncoder(width: 64, height: 48, frameTimes: times, hold: 1, maximumError: error, matte: .white)
            #expect(try plain.encode(draw) == matted.encode(draw))
        }
    }
}

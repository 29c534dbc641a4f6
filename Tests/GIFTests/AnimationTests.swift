import GIF
import Raster
import Testing

/// Whole animations: encode, decode with giflib's DGifSlurp, compare with the frames.
@Suite struct AnimationTests {
    /// Encodes `count` frames of `draw` at `fps`, decodes the result, and checks for
    /// every source frame that the screen the viewer shows at its start time is within
    /// `minimumPSNR` of it (infinity: identical). Returns the decoded GIF.
    @discardableResult
    func roundTrip(
        _ count: Int, fps: Double, width: Int, height: Int, hold: Double = 1, minimumPSNR: Double = .infinity,
        maximumError: Int = 0, _ draw: @escaping (Int, inout Pixmap) -> PixelRect
    ) throws -> DecodedGIF {
        let times = Scene.times(count, fps: fps)
        let encoder = try GIFEncoder(width: width, height: height, frameTimes: times, hold: hold, maximumError: maximumError)
        let gif = try DecodedGIF(bytes: try encoder.encode { k, pixmap in draw(k, &pixmap) })
        let expected = try Scene.frames(count, width: width, height: height, draw)
        let screens = try gif.screens()
        let starts = gif.startTimes()
        #expect(screens.count >= 1)
        for (k, t) in times.enumerated() {
            let at = Int((100 * t).rounded()) - Int((100 * times[0]).rounded())
            guard let shown = starts.lastIndex(where: { $0 <= at }) else {
                Issue.record("no frame shown at \(at) cs")
                continue
            }
            let psnr = Scene.psnr(screens[shown], expected[k])
            #expect(psnr >= minimumPSNR, "frame \(k) at \(at) cs")
        }
        #expect(gif.duration == Int((100 * times[count - 1]).rounded()) + Int((100 * hold).rounded()))
        for frame in gif.frames {
            #expect(frame.rect.intersection(PixelRect(x: 0, y: 0, width: width, height: height)) == frame.rect)
            #expect(frame.delay >= 2)
            #expect(frame.disposal == 1)
        }
        return gif
    }

    @Test func themeBarsRoundTripExactly() throws {
        let gif = try roundTrip(24, fps: 30, width: 96, height: 64) { k, p in Scene.bars(k, frames: 24, into: &p) }
        #expect(gif.version == "GIF89a")
        #expect(gif.frames.allSatisfy { !$0.hasLocalColorTable })
        // Later frames carry only the growing bars, not the whole screen.
        #expect(gif.frames.dropFirst().allSatisfy { $0.rect.area < 96 * 64 })
    }

    @Test func fullFrameDirtyRectanglesGiveTheSameGIF() throws {
        let times = Scene.times(12, fps: 30)
        let encoder = try GIFEncoder(width: 64, height: 48, frameTimes: times, hold: 1, maximumError: 0)
        let tight = try encoder.encode { k, p in Scene.bars(k, frames: 12, into: &p) }
        let full = try encoder.encode { k, p in
            _ = Scene.bars(k, frames: 12, into: &p)
            return p.bounds
        }
        #expect(tight == full)
    }

    @Test func identicalFramesMergeAndKeepTheTimeline() throws {
        // Bars stop growing after frame 16 of 24 (progress saturates), and every other
        // frame repeats the one before.
        let gif = try roundTrip(24, fps: 25, width: 80, height: 60) { k, p in
            Scene.bars(min(16, k - k % 2), frames: 24, into: &p)
        }
        #expect(gif.frames.count < 12)
        #expect(gif.frames.last.map { $0.delay > 100 } == true)
    }

    @Test func smallChangesWaitWithinTheErrorBoundsAndTheBudget() throws {
        // A bright square moving over a soft field whose levels jitter by 1…3 each
        // frame, as a blurred glow does: the jitter may wait, the square may not.
        let draw: (Int, inout Pixmap) -> PixelRect = { k, p in
            Scene.fill(&p, p.bounds) { x, y in
                let jitter = UInt32((x * 7 + y * 13 + k * 5) % 4)
                let inSquare = (8 + 4 * k..<20 + 4 * k).contains(x) && (10..<22).contains(y)
                return inSquare ? Scene.white : (40 + jitter) << 8 | Scene.background
            }
            return p.bounds
        }
        let times = Scene.times(8, fps: 10)
        let lossy = try GIFEncoder(width: 80, height: 40, frameTimes: times, hold: 1, maximumError: 4, minimumPSNR: 50)
        let exact = try GIFEncoder(width: 80, height: 40, frameTimes: times, hold: 1, maximumError: 0)
        let lossyBytes = try lossy.encode { k, p in draw(k, &p) }
        #expect(lossyBytes.count < (try exact.encode { k, p in draw(k, &p) }).count * 3 / 4)
        let expected = try Scene.frames(8, width: 80, height: 40, draw)
        let gif = try DecodedGIF(bytes: lossyBytes)
        let starts = gif.startTimes()
        let screens = try gif.screens()
        for (k, t) in times.enumerated() {
            let shown = screens[starts.lastIndex { $0 <= Int((100 * t).rounded()) } ?? 0]
            #expect(Scene.psnr(shown, expected[k]) >= 50, "frame \(k)")
            let worst = zip(shown.bytes, expected[k].bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            #expect(worst <= 4, "frame \(k)")
            #expect(shown.pixel(x: 14 + 4 * k, y: 15) == Scene.pixel(Scene.white), "frame \(k)")
        }
    }

    @Test func thousandsOfColoursAreQuantizedWithinBounds() throws {
        // A 3-D colour field: 255 cells of about 40 levels a side, so errors near ±10
        // per channel, plus dithering where the error is large: about 25 dB.
        let gif = try roundTrip(3, fps: 10, width: 64, height: 48, minimumPSNR: 22) { k, p in Scene.field(k, into: &p) }
        #expect(gif.frames.allSatisfy { !$0.hasLocalColorTable })
    }

    @Test func aFrameWithNewColoursGetsAnExactLocalTable() throws {
        // 300 grey levels cannot share one palette, but each frame holds only 60.
        let gif = try roundTrip(5, fps: 10, width: 60, height: 8) { k, p in
            Scene.fill(&p, p.bounds) { x, _ in UInt32(min(255, 50 * k + x)) * 0x01_0101 }
            return p.bounds
        }
        #expect(gif.frames.contains { $0.hasLocalColorTable })
    }

    @Test func aStaticDitheredPixelNeverChanges() throws {
        // A left half of smooth colour that never moves, a right half that does.
        let draw: (Int, inout Pixmap) -> PixelRect = { k, p in
            Scene.fill(&p, p.bounds) { x, y in
                x < 48 ? UInt32(x * 5) << 16 | UInt32(y * 4) << 8 | UInt32((x * y) % 256) : UInt32((x * 7 + k * 40) % 256) * 0x01_0101
            }
            return p.bounds
        }
        let gif = try roundTrip(6, fps: 10, width: 96, height: 64, minimumPSNR: 22, draw)
        for frame in gif.frames.dropFirst() { #expect(frame.rect.minX >= 48) }
    }

    @Test func loopBlockSaysForeverOrTheRepeatCount() throws {
        let draw: (Int, inout Pixmap) throws -> PixelRect = { k, p in
            Scene.fill(&p, p.bounds) { _, _ in UInt32(k * 80) }
            return p.bounds
        }
        for (loop, bytes) in [(GIFLoop.forever, [0, 0]), (.repeats(3), [3, 0]), (.repeats(65_535), [255, 255])] {
            let gif = try GIFEncoder(width: 4, height: 4, frameTimes: [0, 0.5], hold: 1, loop: loop).encode(draw)
            let block: [UInt8] = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + bytes.map(UInt8.init) + [0]
            #expect(Array(gif.prefix(6)) == Array("GIF89a".utf8))
            #expect(gif.count > block.count && (0...(gif.count - block.count)).contains { Array(gif[$0..<$0 + block.count]) == block })
            #expect(try DecodedGIF(bytes: gif).loop == loop)
        }
        let once = try GIFEncoder(width: 4, height: 4, frameTimes: [0, 0.5], hold: 1, loop: .repeats(0)).encode(draw)
        #expect(!String(decoding: once, as: UTF8.self).contains("NETSCAPE"))
        #expect(try DecodedGIF(bytes: once).loop == .repeats(0))
        #expect(throws: GIFError.invalidLoopCount(65_536)) {
            try GIFEncoder(width: 4, height: 4, frameTimes: [0], hold: 1, loop: .repeats(65_536))
        }
    }

    @Test func aHoldLongerThanTheDelayFieldContinuesOnEmptyFrames() throws {
        let gif = try roundTrip(2, fps: 1, width: 8, height: 8, hold: 1000) { k, p in
            Scene.fill(&p, p.bounds) { _, _ in UInt32(k * 99) }
            return p.bounds
        }
        #expect(gif.frames.count == 3)
        #expect(gif.frames.map(\.delay) == [100, 65_535, 100_000 - 65_535])
    }

    @Test func aRenderThatResizesThePixmapIsAnError() throws {
        let encoder = try GIFEncoder(width: 8, height: 8, frameTimes: [0, 0.1], hold: 1)
        #expect(throws: GIFError.resizedCanvas(frame: 1, width: 4, height: 4)) {
            try encoder.encode { k, p in
                if k == 1 { p = try Pixmap(width: 4, height: 4) }
                return p.bounds
            }
        }
    }

    @Test func rejectsBadSizes() {
        #expect(throws: GIFError.invalidSize(width: 0, height: 10)) { try GIFEncoder(width: 0, height: 10, frameTimes: [0], hold: 1) }
        #expect(throws: GIFError.self) { try GIFEncoder(width: 100_000, height: 100_000, frameTimes: [0], hold: 1) }
    }

    @Test func garbageDoesNotDecode() {
        #expect(throws: GIFError.self) { try DecodedGIF(bytes: []) }
        #expect(throws: GIFError.self) { try DecodedGIF(bytes: Array("GIF89a garbage".utf8)) }
    }
}

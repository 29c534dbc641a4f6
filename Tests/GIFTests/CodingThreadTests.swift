@testable import GIF
import Raster
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Images coded on a thread of their own (`CodingThread`) give the bytes of images
/// coded one after another on the caller's thread, whatever the timing.
@Suite struct CodingThreadTests {
    /// Encodes with the coder on the caller's thread, then four times on its own, the
    /// render pausing a pseudo-random 0…2 ms before some frames, so that the
    /// differencer runs ahead of the coder on some images and behind it on others.
    func expectSameBytes(_ encoder: GIFEncoder, _ draw: @escaping (Int, inout Pixmap) -> PixelRect) throws {
        var inline = encoder
        inline.codesOnOwnThread = false
        let expected = try inline.encode { k, pixmap in draw(k, &pixmap) }
        #expect(encoder.codesOnOwnThread)
        for seed in 1...4 {
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
            let bytes = try encoder.encode { k, pixmap in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if state >> 62 != 0 { usleep(UInt32(state >> 33 % 2_000)) }
                return draw(k, &pixmap)
            }
            #expect(bytes == expected, "seed \(seed)")
        }
    }

    @Test func noiseInEveryFrameGivesTheSameBytes() throws {
        let encoder = try GIFEncoder(width: 64, height: 48, frameTimes: Scene.times(16, fps: 30), hold: 1)
        try expectSameBytes(encoder) { k, p in Scene.noise(k, into: &p) }
    }

    @Test func aLossyFieldThroughTheQuantizedTableGivesTheSameBytes() throws {
        let encoder = try GIFEncoder(width: 48, height: 36, frameTimes: Scene.times(12, fps: 25), hold: 1)
        try expectSameBytes(encoder) { k, p in Scene.field(k, into: &p) }
    }

    @Test func transparentFramesThatRestoreGiveTheSameBytes() throws {
        let sides = [0, 6, 12, 16, 12, 8, 4, 10, 2, 0, 0, 7]
        let encoder = try GIFEncoder(
            width: 40, height: 30, frameTimes: Scene.times(sides.count, fps: 10), hold: 1, matte: TransparencyTests.matte)
        try expectSameBytes(encoder) { k, p in TransparencyTests.square(sides, k, into: &p) }
    }
}

import CPNG
import PNG
import Raster
import Testing

@Suite struct PNGRoundTripTests {
    /// Every legal premultiplied (channel, alpha) pair: row a holds p = 0…a in red,
    /// a − p in green and p / 2 in blue; the rest of the row stays transparent.
    @Test func everyPremultipliedPixelSurvivesEncodeAndDecode() throws {
        var pixmap = try Pixmap(width: 256, height: 256)
        for a in 0...255 {
            for p in 0...a {
                pixmap.setPixel(
                    x: p, y: a,
                    to: PremultipliedRGBA8(red: UInt8(p), green: UInt8(a - p), blue: UInt8(p / 2), alpha: UInt8(a)))
            }
        }
        let decoded = try Pixmap(pngData: pixmap.pngData())
        #expect(decoded.width == 256 && decoded.height == 256)
        #expect(decoded.bytes == pixmap.bytes)
    }

    @Test func opaqueImageRoundTripsExactly() throws {
        var pixmap = try Pixmap(width: 67, height: 13)
        for y in 0..<13 {
            for x in 0..<67 {
                // Knuth's multiplicative hash of the position: varied, reproducible bytes.
                let v = UInt32(truncatingIfNeeded: (y * 67 + x) &* 2_654_435_761)
                pixmap.setPixel(
                    x: x, y: y, to: PremultipliedRGBA8(red: UInt8(v & 255), green: UInt8(v >> 8 & 255), blue: UInt8(v >> 16 & 255), alpha: 255))
            }
        }
        let data = try pixmap.pngData()
        #expect(try Pixmap(pngData: data).bytes == pixmap.bytes)
        #expect(LibpngReference.decodeRGBA(data)?.bytes == pixmap.bytes, "opaque pixels are stored unchanged")
    }

    /// Straight-alpha files written by libpng directly: decoding premultiplies with
    /// exact rounding (Double reference), and encoding again loses no more than the
    /// premultiplication rounding at that alpha, 127.5/a + ½.
    @Test func straightFileDecodesToRoundedPremultipliedAndBack() throws {
        var straight = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for a in 0...255 {
            for s in 0...255 {
                let i = (a * 256 + s) * 4
                straight[i] = UInt8(s)
                straight[i + 1] = UInt8(255 - s)
                straight[i + 2] = UInt8(s / 3)
                straight[i + 3] = UInt8(a)
            }
        }
        let file = LibpngReference.encode(width: 256, height: 256, format: cpng_format_rgba, bytes: straight)
        let decoded = try Pixmap(pngData: file)
        let again = try #require(LibpngReference.decodeRGBA(decoded.pngData()))
        var premultiplyMismatches = 0, roundTripMismatches = 0
        for i in stride(from: 0, to: straight.count, by: 4) {
            let a = Double(straight[i + 3])
            for c in 0..<3 {
                let expected = UInt8((Double(straight[i + c]) * a / 255).rounded())
                if decoded.bytes[i + c] != expected { premultiplyMismatches += 1 }
                let bound = a == 0 ? 0 : 127.5 / a + 0.5
                let error = abs(Double(again.bytes[i + c]) - (a == 0 ? 0 : Double(straight[i + c])))
                if error > bound { roundTripMismatches += 1 }
            }
            if decoded.bytes[i + 3] != straight[i + 3] || again.bytes[i + 3] != straight[i + 3] { roundTripMismatches += 1 }
        }
        #expect(premultiplyMismatches == 0)
        #expect(roundTripMismatches == 0)
    }

    @Test func greyFileDecodesToOpaqueGrey() throws {
        let grey: [UInt8] = [0, 64, 128, 255, 17, 200]
        let file = LibpngReference.encode(width: 3, height: 2, format: png_uint_32(PNG_FORMAT_GRAY), bytes: grey)
        let pixmap = try Pixmap(pngData: file)
        for (i, g) in grey.enumerated() {
            #expect(pixmap.pixel(x: i % 3, y: i / 3) == PremultipliedRGBA8(red: g, green: g, blue: g, alpha: 255))
        }
    }
}

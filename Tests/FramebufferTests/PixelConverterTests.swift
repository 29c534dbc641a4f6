import Raster
import Testing

@testable import Framebuffer

@Suite struct PixelConverterTests {
    /// A 3×2 picture with distinct, non-saturated colours.
    func sample() throws -> Pixmap {
        var p = try Pixmap(width: 3, height: 2, color: .black)
        let colours: [(UInt8, UInt8, UInt8)] = [(10, 20, 30), (100, 128, 250), (255, 0, 7), (1, 254, 128), (64, 65, 66), (200, 100, 50)]
        for (i, c) in colours.enumerated() {
            p.setPixel(x: i % 3, y: i / 3, to: PremultipliedRGBA8(red: c.0, green: c.1, blue: c.2, alpha: 255))
        }
        return p
    }

    /// Dithered (the default) and rounded: the 16-bit formats dithered by the
    /// written-out model, every other format byte for byte as without dithering.
    @Test(arguments: PixelFormat.named.map(\.name), [0, 5])
    func everyFormatAndPaddedStride(name: String, padding: Int) throws {
        let format = try #require(PixelFormat.named(name))
        let picture = try sample()
        let stride = 3 * format.bytesPerPixel + padding
        for dither in Dither.allCases {
            var memory = [UInt8](repeating: 0xEE, count: stride * 2)
            memory.withUnsafeMutableBytes { raw in
                PixelConverter(format: format, dither: dither)
                    .convert(picture, rect: picture.bounds, into: raw.baseAddress!, stride: stride)
            }
            for y in 0..<2 {
                for x in 0..<3 {
                    let p = try #require(picture.pixel(x: x, y: y))
                    let start = y * stride + x * format.bytesPerPixel
                    let got = Array(memory[start..<start + format.bytesPerPixel])
                    let expected = dither == .none
                        ? expectedBytes(name, p.red, p.green, p.blue)
                        : expectedDitheredBytes(name, p.red, p.green, p.blue, x: x, y: y)
                    #expect(got == expected, "\(name), \(dither), at (\(x), \(y))")
                }
                let padStart = y * stride + 3 * format.bytesPerPixel
                #expect(memory[padStart..<padStart + padding].allSatisfy { $0 == 0xEE }, "padding untouched")
            }
        }
    }

    @Test func onlyFormatsWithNarrowChannelsAreDithered() throws {
        for (name, format) in PixelFormat.named {
            #expect(PixelConverter(format: format).isDithering == (format.bitsPerPixel == 16), "\(name)")
            #expect(!PixelConverter(format: format, dither: .none).isDithering, "\(name)")
        }
    }

    @Test func dirtyRectangleCopiesOnlyThatRectangleAtTheOrigin() throws {
        let picture = try sample()
        let format = try #require(PixelFormat.named("xrgb8888"))
        let stride = 8 * 4
        var memory = [UInt8](repeating: 0xEE, count: stride * 4)
        memory.withUnsafeMutableBytes { raw in
            PixelConverter(format: format).convert(
                picture, rect: PixelRect(x: 1, y: 1, width: 2, height: 1), into: raw.baseAddress!, stride: stride,
                origin: (x: 2, y: 1))
        }
        for y in 0..<4 {
            for x in 0..<8 {
                let bytes = Array(memory[(y * stride + x * 4)..<(y * stride + x * 4 + 4)])
                if y == 2, x == 3 || x == 4 {
                    let p = try #require(picture.pixel(x: x - 2, y: 1))
                    #expect(bytes == [p.blue, p.green, p.red, 0])
                } else {
                    #expect(bytes == [0xEE, 0xEE, 0xEE, 0xEE], "(\(x), \(y)) must be untouched")
                }
            }
        }
    }

    @Test func saturatedValuesAreExactAtEveryDepth() throws {
        for (name, format) in PixelFormat.named {
            let white = format.pack(red: 255, green: 255, blue: 255)
            let expected = (UInt32(1) << format.red.length - 1) << format.red.offset
                | (UInt32(1) << format.green.length - 1) << format.green.offset
                | (UInt32(1) << format.blue.length - 1) << format.blue.offset
                | (format.alpha.length > 0 ? (UInt32(1) << format.alpha.length - 1) << format.alpha.offset : 0)
            #expect(white == expected, "\(name)")
            #expect(format.pack(red: 0, green: 0, blue: 0) & ~(format.alpha.length > 0 ? UInt32(0xFF) << format.alpha.offset : 0) == 0)
        }
    }
}

import Glibc
import Raster
import TestSupport
import Testing

@testable import Framebuffer

/// `--rotate` on the framebuffer: the converter turns the picture in its copy
/// to the screen, and the dither stays keyed to where each pixel lands on the
/// screen, not to where it came from in the picture.
@Suite struct RotatedConversionTests {
    /// Colours that are not levels of a 16-bit screen, so the dither shows.
    static func picture(width: Int, height: Int) throws -> Pixmap {
        var random = SeededRandom(seed: 25)
        var p = try Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = (0..<3).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                p.setPixel(x: x, y: y, to: PremultipliedRGBA8(red: v[0], green: v[1], blue: v[2], alpha: 255))
            }
        }
        return p
    }

    /// The screen bytes of `picture` turned by `degrees` at `origin` on a
    /// screen of `width × height` pixels: each pixel of the reference rotation
    /// packed by hand, dithered at its screen position; what falls off the
    /// screen is left out, and bytes no pixel lands on stay `untouched`.
    static func expectedScreen(
        _ picture: Pixmap, format name: String, degrees: Int, screen: (width: Int, height: Int), origin: (Int, Int),
        dither: Dither, untouched: UInt8 = 0xEE
    ) -> [UInt8] {
        let turned = referenceRotation(
            picture.bytes, width: picture.width, height: picture.height, channels: 4, degrees: degrees)
        let bpp = expectedBytes(name, 0, 0, 0).count
        var bytes = [UInt8](repeating: untouched, count: screen.width * screen.height * bpp)
        for y in 0..<turned.height {
            for x in 0..<turned.width {
                let i = (y * turned.width + x) * 4
                let (r, g, b) = (turned.pixels[i], turned.pixels[i + 1], turned.pixels[i + 2])
                let (sx, sy) = (x + origin.0, y + origin.1)
                guard sx < screen.width, sy < screen.height else { continue }
                let value = dither == .none
                    ? expectedBytes(name, r, g, b) : expectedDitheredBytes(name, r, g, b, x: sx, y: sy)
                bytes.replaceSubrange((sy * screen.width + sx) * bpp..<(sy * screen.width + sx + 1) * bpp, with: value)
            }
        }
        return bytes
    }

    /// Where two byte strings first differ (the shorter one's end counts), or
    /// nil when they are equal: a name rather than half a screen of bytes.
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
        zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? (a.count == b.count ? nil : min(a.count, b.count))
    }

    /// Every format, turn and dither, on a picture wider than a strip and at an
    /// odd origin, so the runs start off the dither tile's grid.
    @Test(arguments: PixelFormat.named.map(\.name), Rotation.allCases)
    func theScreenHoldsTheReferenceRotation(name: String, rotation: Rotation) throws {
        let format = try #require(PixelFormat.named(name))
        let picture = try Self.picture(width: Rotation.stripWidth + 13, height: 37)
        let turned = rotation.turnedSize(width: picture.width, height: picture.height)
        let origin = (3, 5)
        let screen = (width: turned.width + 6, height: turned.height + 7)
        for dither in Dither.allCases {
            var memory = [UInt8](repeating: 0xEE, count: screen.width * screen.height * format.bytesPerPixel)
            memory.withUnsafeMutableBytes { raw in
                PixelConverter(format: format, dither: dither).convert(
                    picture, rect: picture.bounds, into: raw.baseAddress!, stride: screen.width * format.bytesPerPixel,
                    origin: origin, rotation: rotation)
            }
            let expected = Self.expectedScreen(
                picture, format: name, degrees: rotation.rawValue, screen: screen, origin: origin, dither: dither)
            let first = Self.firstDifference(memory, expected)
            #expect(first == nil, "\(name), \(rotation.rawValue)°, \(dither): first differing byte at \(first ?? -1)")
        }
    }

    /// A dirty rectangle lands where it lies in the turned picture, and
    /// nothing else is written.
    @Test(arguments: Rotation.allCases)
    func aDirtyRectangleLandsTurned(rotation: Rotation) throws {
        let format = try #require(PixelFormat.named("rgb565"))
        let picture = try Self.picture(width: 90, height: 21)
        let turned = rotation.turnedSize(width: picture.width, height: picture.height)
        let dirty = PixelRect(x: 70, y: 4, width: 11, height: 9)
        var memory = [UInt8](repeating: 0xEE, count: turned.width * turned.height * 2)
        memory.withUnsafeMutableBytes { raw in
            PixelConverter(format: format).convert(
                picture, rect: dirty, into: raw.baseAddress!, stride: turned.width * 2, rotation: rotation)
        }
        let all = Self.expectedScreen(
            picture, format: "rgb565", degrees: rotation.rawValue, screen: turned, origin: (0, 0), dither: .ordered)
        let landed = rotation.turned(dirty, width: picture.width, height: picture.height)
        for y in 0..<turned.height {
            for x in 0..<turned.width {
                let i = (y * turned.width + x) * 2
                let expected = landed.contains(x: x, y: y) ? Array(all[i..<i + 2]) : [0xEE, 0xEE]
                #expect(Array(memory[i..<i + 2]) == expected, "(\(x), \(y))")
            }
        }
    }

    /// On a device (a file here): the turned picture is centred, or cropped to
    /// the screen's top-left when it is larger.
    @Test(arguments: Rotation.allCases, [(20, 40), (45, 25)])
    func theDeviceCentresOrCropsTheTurnedPicture(rotation: Rotation, size: (Int, Int)) throws {
        let format = try #require(PixelFormat.named("rgb565"))
        let screen = (width: 42, height: 36)
        let path = temporaryPath("turned-\(rotation.rawValue)-\(size.0)")
        defer { unlink(path) }
        let picture = try Self.picture(width: size.0, height: size.1)
        let turned = rotation.turnedSize(width: size.0, height: size.1)
        do {
            let device = try FramebufferDevice(
                path: path, fileGeometry: FramebufferGeometry(width: screen.width, height: screen.height, format: format),
                rotation: rotation)
            #expect(device.canvasSize == rotation.turnedSize(width: screen.width, height: screen.height))
            device.present(picture, dirty: picture.bounds)
        }
        let origin = (max(0, (screen.width - turned.width) / 2), max(0, (screen.height - turned.height) / 2))
        let expected = Self.expectedScreen(
            picture, format: "rgb565", degrees: rotation.rawValue, screen: screen, origin: origin, dither: .ordered,
            untouched: 0)
        let first = Self.firstDifference(readFile(path), expected)
        #expect(first == nil, "\(rotation.rawValue)°, \(size): first differing byte at \(first ?? -1)")
    }

    /// The rotated copy's runs share their dither rows across strips; that
    /// holds only while a strip is whole dither tiles wide.
    @Test func stripsAreWholeDitherTiles() {
        #expect(Rotation.stripWidth % OrderedDither.side == 0)
    }
}

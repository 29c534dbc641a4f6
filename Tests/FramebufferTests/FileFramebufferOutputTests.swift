import Framebuffer
import Glibc
import PNG
import Raster
import TestSupport
import Testing

@testable import rasterchart

/// `rasterchart --fb FILE --fb-format …` end to end through the program's own
/// entry point: after the animation has played, the file must hold the last
/// frame exactly as a separate `rasterchart --png` run renders it, packed by
/// hand into each format (see `expectedBytes`; `expectedDitheredBytes` for the
/// 16-bit formats' default dither), rows `stride` bytes apart.
@Suite struct FileFramebufferOutputTests {
    static let width = 200, height = 120
    /// A short animation so each run plays live in a fraction of a second.
    static let animation = ["--duration", "0.2", "--delay", "0", "--fps", "10", "--quiet"]

    func render(_ chart: String, size: (Int, Int), extra: [String] = []) throws -> Pixmap {
        let png = temporaryPath("\(chart)-\(size.0)x\(size.1).png")
        defer { unlink(png) }
        let status = Program.run(arguments: [chart, "--size", "\(size.0)x\(size.1)", "--png", png] + Self.animation + extra)
        try #require(status == 0)
        return try Pixmap(contentsOfPNGFile: png)
    }

    func play(_ chart: String, format spec: String, extra: [String] = []) throws -> [UInt8] {
        let file = temporaryPath("\(chart)-\(spec.map { $0 == ":" ? "_" : $0 })")
        defer { unlink(file) }
        let status = Program.run(
            arguments: [chart, "--fb", file, "--fb-format", spec, "--hold", "0", "--loop", "1"] + Self.animation + extra)
        try #require(status == 0)
        return readFile(file)
    }

    /// Every pixel of `frame` at `origin`, plus `margin` everywhere else, with
    /// untouched row padding left zero (the file is created by truncation);
    /// dithered at each pixel's screen position unless `dither` is `.none`.
    func expectedFile(
        _ frame: Pixmap, format name: String, screen: (Int, Int), stride: Int, origin: (Int, Int) = (0, 0),
        margin: PremultipliedRGBA8? = nil, dither: Dither = .ordered
    ) throws -> [UInt8] {
        let bpp = expectedBytes(name, 0, 0, 0).count
        var bytes = [UInt8](repeating: 0, count: (screen.1 - 1) * stride + screen.0 * bpp)
        for y in 0..<screen.1 {
            for x in 0..<screen.0 {
                let p = try #require(frame.pixel(x: x - origin.0, y: y - origin.1) ?? margin)
                let pixel = dither == .none
                    ? expectedBytes(name, p.red, p.green, p.blue)
                    : expectedDitheredBytes(name, p.red, p.green, p.blue, x: x, y: y)
                bytes.replaceSubrange((y * stride + x * bpp)..<(y * stride + (x + 1) * bpp), with: pixel)
            }
        }
        return bytes
    }

    /// Equal length and content; names the first differing byte rather than
    /// printing half a megabyte.
    func expectSameBytes(_ bytes: [UInt8], _ expected: [UInt8], _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(bytes.count == expected.count, "\(label): file size", sourceLocation: sourceLocation)
        let first = zip(bytes, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        #expect(first == nil, "\(label): first differing byte at \(first ?? -1)", sourceLocation: sourceLocation)
    }

    /// The default (ordered) dither and `--dither none`: the 16-bit formats
    /// dithered, or rounded exactly as before there was a dither; every other
    /// format the same bytes both ways.
    @Test(arguments: PixelFormat.named.map(\.name), Dither.allCases)
    func theFileHoldsTheLastFrameInEachFormat(format: String, dither: Dither) throws {
        let (w, h) = (Self.width, Self.height)
        let still = try render("bars", size: (w, h))
        let bytes = try play("bars", format: "\(w)x\(h)x\(format)", extra: ["--dither", dither.rawValue])
        let expected = try expectedFile(
            still, format: format, screen: (w, h), stride: w * expectedBytes(format, 0, 0, 0).count, dither: dither)
        expectSameBytes(bytes, expected, "\(format), --dither \(dither)")
    }

    @Test func aPaddedStrideLeavesThePaddingAlone() throws {
        let (w, h) = (Self.width, Self.height)
        let stride = w * 2 + 24
        let still = try render("line", size: (w, h))
        let bytes = try play("line", format: "\(w)x\(h)xrgb565:\(stride)")
        let expected = try expectedFile(still, format: "rgb565", screen: (w, h), stride: stride)
        expectSameBytes(bytes, expected, "rgb565 with \(stride)-byte rows")
    }

    /// Centred on a screen 40 and 20 pixels larger (odd offsets of 21 and 11
    /// on the 16-bit screen, so the dither's tile does not line up with the
    /// picture): the margin in the corner colour, dithered by screen position
    /// like the picture, so they meet without a seam.
    @Test(arguments: ["xrgb8888", "rgb565"])
    func aSmallerPictureIsCentredOnTheBackground(format: String) throws {
        let grow = format == "rgb565" ? (42, 22) : (40, 20)
        let screen = (Self.width + grow.0, Self.height + grow.1)
        let still = try render("bars", size: (Self.width, Self.height))
        let bytes = try play(
            "bars", format: "\(screen.0)x\(screen.1)x\(format)", extra: ["--size", "\(Self.width)x\(Self.height)"])
        let corner = try #require(still.pixel(x: 0, y: 0))
        let expected = try expectedFile(
            still, format: format, screen: screen, stride: screen.0 * expectedBytes(format, 0, 0, 0).count,
            origin: (grow.0 / 2, grow.1 / 2), margin: corner)
        expectSameBytes(bytes, expected, "centred on \(format)")
    }

    /// `--rotate`: the screen holds the chart laid out for the turned size,
    /// turned by the test's own rotation and dithered where each pixel lands;
    /// a screen taller than wide turned by 90 takes a landscape chart.
    @Test(arguments: ["rgb565", "xrgb8888"], [90, 180, 270])
    func theFileHoldsTheTurnedLastFrame(format: String, degrees: Int) throws {
        let (w, h) = (Self.height, Self.width)
        let canvas = degrees == 180 ? (w, h) : (h, w)
        let still = try render("line", size: canvas)
        let picture = referenceRotation(still.bytes, width: canvas.0, height: canvas.1, channels: 4, degrees: degrees)
        var turned = try Pixmap(width: picture.width, height: picture.height)
        for i in 0..<(picture.width * picture.height) {
            let p = picture.pixels[(4 * i)..<(4 * i + 4)].map { $0 }
            turned.setPixel(
                x: i % picture.width, y: i / picture.width,
                to: PremultipliedRGBA8(red: p[0], green: p[1], blue: p[2], alpha: p[3]))
        }
        let bytes = try play("line", format: "\(w)x\(h)x\(format)", extra: ["--rotate", String(degrees)])
        let expected = try expectedFile(
            turned, format: format, screen: (w, h), stride: w * expectedBytes(format, 0, 0, 0).count)
        expectSameBytes(bytes, expected, "\(format) turned by \(degrees)")
    }

    @Test func aMissingDeviceIsStatus1AndNotCreated() {
        let file = temporaryPath("fb-typo")
        defer { unlink(file) }
        #expect(Program.run(arguments: ["bars", "--fb", file, "--quiet"]) == 1)
        #expect(access(file, F_OK) != 0, "a missing device must not be created as a file")
    }
}

import Framebuffer
import Glibc
import PNG
import Raster
import Testing

@testable import rasterchart

/// `rasterchart --fb FILE --fb-format …` end to end through the program's own
/// entry point: after the animation has played, the file must hold the last
/// frame exactly as a separate `rasterchart --png` run renders it, packed by
/// hand into each format (see `expectedBytes`), rows `stride` bytes apart.
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
    /// untouched row padding left zero (the file is created by truncation).
    func expectedFile(
        _ frame: Pixmap, format name: String, screen: (Int, Int), stride: Int, origin: (Int, Int) = (0, 0),
        margin: PremultipliedRGBA8? = nil
    ) throws -> [UInt8] {
        let bpp = expectedBytes(name, 0, 0, 0).count
        var bytes = [UInt8](repeating: 0, count: (screen.1 - 1) * stride + screen.0 * bpp)
        for y in 0..<screen.1 {
            for x in 0..<screen.0 {
                let p = try #require(frame.pixel(x: x - origin.0, y: y - origin.1) ?? margin)
                bytes.replaceSubrange((y * stride + x * bpp)..<(y * stride + (x + 1) * bpp), with: expectedBytes(name, p.red, p.green, p.blue))
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

    @Test(arguments: PixelFormat.named.map(\.name))
    func theFileHoldsTheLastFrameInEachFormat(format: String) throws {
        let (w, h) = (Self.width, Self.height)
        let still = try render("bars", size: (w, h))
        let bytes = try play("bars", format: "\(w)x\(h)x\(format)")
        let expected = try expectedFile(still, format: format, screen: (w, h), stride: w * expectedBytes(format, 0, 0, 0).count)
        expectSameBytes(bytes, expected, format)
    }

    @Test func aPaddedStrideLeavesThePaddingAlone() throws {
        let (w, h) = (Self.width, Self.height)
        let stride = w * 2 + 24
        let still = try render("line", size: (w, h))
        let bytes = try play("line", format: "\(w)x\(h)xrgb565:\(stride)")
        let expected = try expectedFile(still, format: "rgb565", screen: (w, h), stride: stride)
        expectSameBytes(bytes, expected, "rgb565 with \(stride)-byte rows")
    }

    @Test func aSmallerPictureIsCentredOnTheBackground() throws {
        let screen = (Self.width + 40, Self.height + 20)
        let still = try render("bars", size: (Self.width, Self.height))
        let bytes = try play("bars", format: "\(screen.0)x\(screen.1)xxrgb8888", extra: ["--size", "\(Self.width)x\(Self.height)"])
        let corner = try #require(still.pixel(x: 0, y: 0))
        let expected = try expectedFile(
            still, format: "xrgb8888", screen: screen, stride: screen.0 * 4, origin: (20, 10), margin: corner)
        expectSameBytes(bytes, expected, "centred")
    }

    @Test func aMissingDeviceIsStatus1AndNotCreated() {
        let file = temporaryPath("fb-typo")
        defer { unlink(file) }
        #expect(Program.run(arguments: ["bars", "--fb", file, "--quiet"]) == 1)
        #expect(access(file, F_OK) != 0, "a missing device must not be created as a file")
    }
}

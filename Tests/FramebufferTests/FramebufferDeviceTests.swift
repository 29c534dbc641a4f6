import Glibc
import Raster
import Testing

@testable import Framebuffer

@Suite struct FramebufferDeviceTests {
    @Test(arguments: [(800, 480, "rgb565", 1600), (10, 4, "bgrx8888", 48), (7, 3, "rgb888", 21)])
    func regularFileReceivesTheFrameAsRawBytes(width: Int, height: Int, name: String, stride: Int) throws {
        let format = try #require(PixelFormat.named(name))
        let geometry = FramebufferGeometry(width: width, height: height, format: format, stride: stride)
        let path = temporaryPath("\(width)x\(height)\(name)")
        defer { unlink(path) }
        var frame = try Pixmap(width: geometry.width, height: geometry.height, color: Color(hex: 0x123456))
        frame.setPixel(x: geometry.width - 1, y: geometry.height - 1, to: PremultipliedRGBA8(red: 250, green: 5, blue: 9, alpha: 255))
        do {
            let device = try FramebufferDevice(path: path, fileGeometry: geometry)
            #expect(!device.isDevice)
            device.present(frame, dirty: frame.bounds)
        }
        let bytes = readFile(path)
        #expect(bytes.count == geometry.requiredBytes)
        var expected = [UInt8](repeating: 0, count: geometry.requiredBytes)
        expected.withUnsafeMutableBytes { raw in
            PixelConverter(format: geometry.format).convert(frame, rect: frame.bounds, into: raw.baseAddress!, stride: geometry.stride)
        }
        #expect(bytes == expected)
    }

    @Test func regularFileWithoutFormatIsRefused() {
        let path = temporaryPath("noformat")
        close(open(path, O_WRONLY | O_CREAT, 0o644))  // an existing regular file: a missing one is never created
        defer { unlink(path) }
        close(open(path, O_CREAT | O_WRONLY, 0o644))
        #expect(throws: FramebufferError.needsFormat(path: path)) {
            _ = try FramebufferDevice(path: path)
        }
    }

    @Test func missingDirectoryAndDirectoryAreClearErrors() {
        #expect(throws: FramebufferError.self) { _ = try FramebufferDevice(path: "/nonexistent-dir/fb") }
        do {
            _ = try FramebufferDevice(path: "/tmp")
            Issue.record("a directory must be refused")
        } catch {
            #expect(error.description.hasPrefix("/tmp: "))
        }
    }

    /// A character device that is neither a framebuffer nor a DRM card.
    @Test func anotherDeviceIsRefused() {
        #expect(throws: FramebufferError.notAFramebuffer(path: "/dev/null")) {
            _ = try FramebufferDevice(path: "/dev/null")
        }
        #expect(
            FramebufferError.notAFramebuffer(path: "/dev/null").description
                == "/dev/null: not a framebuffer, DRM device or regular file")
    }

    @Test func unsupportedDepthIsNamed() {
        let format = PixelFormat(bitsPerPixel: 8, red: .init(offset: 0, length: 3), green: .init(offset: 3, length: 3), blue: .init(offset: 6, length: 2))
        #expect(format.unsupportedReason == "8 bits per pixel (supported: 16, 24, 32)")
    }
}

import Glibc
import Testing

@testable import Framebuffer

@Suite struct VerticalBlankTests {
    @Test(arguments: [60.0, 75, 144, 30])
    func aSteadyRefreshIsUsed(hertz: Double) {
        let period = 1 / hertz
        let jitter = [0.0, 0.0004, -0.0003, 0.0002, -0.0001]
        let verdict = VerticalBlank(intervals: jitter.map { period + $0 })
        #expect(verdict == .waits(period: period))
        #expect(verdict.isUsable)
    }

    @Test func aCallThatReturnsAtOnceIsNotUsed() {
        // What bochs, cirrus and virtio-gpu do under QEMU (0.01–0.02 ms a call).
        let verdict = VerticalBlank(intervals: [0.00001, 0.00002, 0.000015, 0.00001, 0.00002])
        #expect(!verdict.isUsable)
        #expect(verdict.description == "no vsync: FBIO_WAITFORVSYNC returns at once (0.0 ms)")
    }

    @Test func timeoutsAndIrregularReturnsAreNotUsed() {
        #expect(!VerticalBlank(intervals: [0.052, 0.051, 0.053, 0.052, 0.051]).isUsable, "DRM's 50 ms timeout")
        #expect(!VerticalBlank(intervals: [0.0167, 0.0333, 0.0167, 0.0002, 0.0167]).isUsable, "missed and early blanks")
        #expect(!VerticalBlank(intervals: []).isUsable)
    }

    @Test func aRegularFileHasNoVsync() throws {
        let path = temporaryPath("vsync")
        defer { unlink(path) }
        let device = try FramebufferDevice(path: path, fileGeometry: FramebufferGeometry(width: 4, height: 4, format: try #require(PixelFormat.named("rgb565"))))
        #expect(device.probeVerticalBlank() == .unusable("a regular file"))
    }
}

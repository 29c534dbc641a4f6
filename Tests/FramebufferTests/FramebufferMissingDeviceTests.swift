import Glibc
import Testing

@testable import Framebuffer

@Suite struct FramebufferMissingDeviceTests {
    @Test func aMissingDeviceIsAnErrorAndNoFileIsCreated() {
        let path = "/tmp/rasterchart-fb-\(getpid())-missing-device"
        #expect(throws: FramebufferError.cannotOpen(path: path, reason: "No such file or directory")) {
            _ = try FramebufferDevice(path: path)
        }
        #expect(access(path, F_OK) != 0, "no file may be left at \(path)")
    }
}

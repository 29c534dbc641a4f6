import CFramebuffer
import Testing

@testable import Framebuffer

/// Which output and mode a DRM card shows the chart on, and how they are named.
/// (The ioctls themselves run in the QEMU test, on a real kernel.)
@Suite struct DRMConnectorTests {
    static func mode(_ width: UInt16, _ height: UInt16, refresh: UInt32 = 60, preferred: Bool = false) -> rc_drm_mode_info {
        var mode = rc_drm_mode_info()
        mode.hdisplay = width
        mode.vdisplay = height
        mode.vrefresh = refresh
        mode.type = preferred ? UInt32(RC_DRM_MODE_TYPE_PREFERRED) : 0
        return mode
    }

    static func connector(
        id: UInt32, type: UInt32 = 11, index: UInt32 = 1, connected: Bool, modes: [rc_drm_mode_info]
    ) -> DRMConnector {
        DRMConnector(
            id: id, type: type, typeIndex: index, isConnected: connected, modes: modes, encoderID: 0, encoders: [])
    }

    @Test func namesFollowTheKernel() {
        #expect(Self.connector(id: 1, type: 11, index: 2, connected: true, modes: []).name == "HDMI-A-2")
        #expect(Self.connector(id: 1, type: 15, index: 1, connected: true, modes: []).name == "Virtual-1")
        #expect(Self.connector(id: 1, type: 16, index: 1, connected: true, modes: []).name == "DSI-1")
        #expect(Self.connector(id: 1, type: 99, index: 1, connected: true, modes: []).name == "Unknown-1")
    }

    /// The display's preferred mode wherever it is in the list, else the first.
    @Test func thePreferredModeWins() {
        let listed = [Self.mode(1920, 1080), Self.mode(800, 480, preferred: true), Self.mode(640, 480)]
        #expect(Self.connector(id: 1, connected: true, modes: listed).preferredMode?.summary == "800x480@60")
        let unmarked = [Self.mode(1024, 600, refresh: 75), Self.mode(640, 480)]
        #expect(Self.connector(id: 1, connected: true, modes: unmarked).preferredMode?.summary == "1024x600@75")
        #expect(Self.connector(id: 1, connected: true, modes: []).preferredMode == nil)
    }

    /// The first connector with a display that offers a mode; nil without one.
    @Test func theFirstConnectedConnectorWithModesIsChosen() {
        let modes = [Self.mode(800, 480, preferred: true)]
        let off = Self.connector(id: 1, connected: false, modes: modes)
        let modeless = Self.connector(id: 2, connected: true, modes: [])
        let lit = Self.connector(id: 3, index: 2, connected: true, modes: modes)
        let later = Self.connector(id: 4, index: 3, connected: true, modes: modes)
        #expect(DRMConnector.chosen(among: [off, modeless, lit, later])?.id == 3)
        #expect(DRMConnector.chosen(among: [off, modeless]) == nil)
        #expect(DRMConnector.chosen(among: []) == nil)
    }

    /// Each error names what was missing, on one line.
    @Test func errorsNameWhatIsMissing() {
        let card = "/dev/dri/card0"
        #expect(
            FramebufferError.noConnectedConnector(path: card, connectors: ["HDMI-A-1", "HDMI-A-2"]).description
                == "/dev/dri/card0: no connected connector (HDMI-A-1, HDMI-A-2 have no display); is the display plugged in and on?")
        #expect(
            FramebufferError.notMaster(path: card, reason: "Device or resource busy").description
                == "/dev/dri/card0: not DRM master (Device or resource busy): another program, such as a desktop or display server, drives this screen")
        #expect(
            FramebufferError.noDumbBuffers(path: card, driver: "v3d").description
                == "/dev/dri/card0: no dumb-buffer support in the v3d driver")
        #expect(
            FramebufferError.notADisplay(path: "/dev/dri/renderD128", reason: "DRM_IOCTL_MODE_GETRESOURCES: Operation not supported").description
                == "/dev/dri/renderD128: not a display (DRM_IOCTL_MODE_GETRESOURCES: Operation not supported): a render node or a GPU that only renders; the display is on another /dev/dri/card*, or use --fb auto")
        #expect(FramebufferError.noCRTC(path: card, connector: "DSI-1").description == "/dev/dri/card0: no CRTC can drive DSI-1")
    }

    /// `--fb auto` with neither a framebuffer nor a card names both.
    @Test func automaticWithNoScreenSaysWhatItLookedFor() {
        #expect(throws: FramebufferError.noScreen(tried: [])) {
            _ = try FramebufferDevice.automatic(framebuffer: "/nonexistent/fb0", cards: ["/nonexistent/card0"])
        }
        #expect(
            FramebufferError.noScreen(tried: []).description
                == "--fb auto: no screen found: no /dev/fb0, and no DRM card with a display (no /dev/dri/card*)")
        #expect(
            FramebufferError.noScreen(tried: ["/dev/dri/card0: not a display"]).description
                == "--fb auto: no screen found: no /dev/fb0, and no DRM card with a display (/dev/dri/card0: not a display)")
    }
}

/// Why the framebuffer cannot be used; `description` is one line for the user.
public enum FramebufferError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case notAFramebuffer(path: String)
    case needsFormat(path: String)
    case unsupportedFormat(path: String, reason: String)
    case geometry(path: String, detail: String)
    case deviceCall(path: String, call: String, reason: String)
    /// A DRM node without mode setting: a render node, or a GPU that only renders.
    case notADisplay(path: String, reason: String)
    /// No connector of the card has a display connected (names: every connector).
    case noConnectedConnector(path: String, connectors: [String])
    /// No CRTC of the card can drive the connected connector.
    case noCRTC(path: String, connector: String)
    /// The driver cannot make dumb buffers.
    case noDumbBuffers(path: String, driver: String)
    /// Another program (a desktop, a display server) drives the card.
    case notMaster(path: String, reason: String)
    /// `--fb auto` found neither /dev/fb0 nor a DRM card with a display; `tried`
    /// says what each card lacked.
    case noScreen(tried: [String])

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "\(path): cannot open framebuffer: \(reason)"
        case .notAFramebuffer(let path): "\(path): not a framebuffer, DRM device or regular file"
        case .needsFormat(let path):
            "\(path): a regular file needs --fb-format WxHxFORMAT[:STRIDE], e.g. 800x480xrgb565"
        case .unsupportedFormat(let path, let reason): "\(path): unsupported pixel format: \(reason)"
        case .geometry(let path, let detail): "\(path): \(detail)"
        case .deviceCall(let path, let call, let reason): "\(path): \(call) failed: \(reason)"
        case .notADisplay(let path, let reason):
            "\(path): not a display (\(reason)): a render node or a GPU that only renders; the display is on another /dev/dri/card*, or use --fb auto"
        case .noConnectedConnector(let path, let connectors):
            "\(path): no connected connector"
                + (connectors.isEmpty ? " (the card has none)" : " (\(connectors.joined(separator: ", ")) have no display)")
                + "; is the display plugged in and on?"
        case .noCRTC(let path, let connector): "\(path): no CRTC can drive \(connector)"
        case .noDumbBuffers(let path, let driver): "\(path): no dumb-buffer support in the \(driver) driver"
        case .notMaster(let path, let reason):
            "\(path): not DRM master (\(reason)): another program, such as a desktop or display server, drives this screen"
        case .noScreen(let tried):
            "--fb auto: no screen found: no /dev/fb0, and no DRM card with a display"
                + (tried.isEmpty ? " (no /dev/dri/card*)" : " (\(tried.joined(separator: "; ")))")
        }
    }
}

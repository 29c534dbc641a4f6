/// Why the framebuffer cannot be used; `description` is one line for the user.
public enum FramebufferError: Error, Hashable, Sendable, CustomStringConvertible {
    case cannotOpen(path: String, reason: String)
    case notAFramebuffer(path: String)
    case needsFormat(path: String)
    case unsupportedFormat(path: String, reason: String)
    case geometry(path: String, detail: String)
    case deviceCall(path: String, call: String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "\(path): cannot open framebuffer: \(reason)"
        case .notAFramebuffer(let path): "\(path): not a framebuffer device or regular file"
        case .needsFormat(let path):
            "\(path): a regular file needs --fb-format WxHxFORMAT[:STRIDE], e.g. 800x480xrgb565"
        case .unsupportedFormat(let path, let reason): "\(path): unsupported pixel format: \(reason)"
        case .geometry(let path, let detail): "\(path): \(detail)"
        case .deviceCall(let path, let call, let reason): "\(path): \(call) failed: \(reason)"
        }
    }
}

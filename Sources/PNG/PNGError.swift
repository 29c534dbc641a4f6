/// Why a PNG could not be encoded, decoded, read or written. Never a trap: every
/// failure of libpng or of the file system arrives here with a readable message.
public enum PNGError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes do not start with the PNG signature.
    case notPNG
    /// The data is a PNG but corrupt or truncated; `reason` is libpng's message.
    case corrupt(reason: String)
    /// The image's sides are outside what a `Pixmap` holds (1…16384).
    case invalidSize(width: Int, height: Int)
    /// libpng refused to encode; `reason` is its message.
    case encodingFailed(reason: String)
    /// A system call on `path` failed; `reason` is the C library's `strerror` text.
    case fileAccess(path: String, operation: String, reason: String)

    public var description: String {
        switch self {
        case .notPNG:
            "not a PNG: the data does not start with the PNG signature"
        case .corrupt(let reason):
            "corrupt or truncated PNG: \(reason)"
        case .invalidSize(let w, let h):
            "PNG size \(w)x\(h) is not supported: each side must be 1…16384 pixels"
        case .encodingFailed(let reason):
            "PNG encoding failed: \(reason)"
        case .fileAccess(let path, let operation, let reason):
            "cannot \(operation) \(path): \(reason)"
        }
    }
}

/// Everything the GIF module reports instead of trapping. Each case prints as one
/// line that names the problem and, for output, the path.
public enum GIFError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A screen size outside 1…16384 on either side.
    case invalidSize(width: Int, height: Int)
    /// No frames, a time that is not finite, or times that go backwards.
    case invalidFrameTimes(String)
    /// A hold time that is negative or not finite.
    case invalidHold(Double)
    /// A repeat count outside 0…65535.
    case invalidLoopCount(Int)
    /// The render closure replaced the pixmap with one of another size.
    case resizedCanvas(frame: Int, width: Int, height: Int)
    /// giflib refused an operation; `code` is its error code.
    case giflib(operation: String, code: Int, message: String)
    /// The bytes are not a GIF giflib can read, or use an index outside their colour table.
    case malformed(String)
    /// The output file could not be created, written or moved into place.
    case output(path: String, reason: String)
    /// A transparent animation whose colours fill the RGB cube so densely that no
    /// colour is left to stand for "transparent" (`FrameDifferencer+Transparency`).
    case noClearKey

    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            "invalid GIF size \(w)x\(h): each side must be 1…16384 pixels"
        case .invalidFrameTimes(let why):
            "invalid frame times: \(why)"
        case .invalidHold(let hold):
            "invalid hold time \(hold): must be a finite number of seconds ≥ 0"
        case .invalidLoopCount(let n):
            "invalid loop count \(n): must be 0…65535"
        case .resizedCanvas(let k, let w, let h):
            "frame \(k) was drawn on a \(w)x\(h) pixmap instead of the animation's size"
        case .giflib(let operation, let code, let message):
            "giflib \(operation) failed (error \(code): \(message))"
        case .malformed(let why):
            "malformed GIF: \(why)"
        case .output(let path, let reason):
            "cannot write \(path): \(reason)"
        case .noClearKey:
            "the animation uses colours all over the RGB cube, so none is left to mark its transparent pixels; use an opaque background"
        }
    }
}

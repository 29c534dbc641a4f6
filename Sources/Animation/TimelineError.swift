/// Why a timeline could not be made.
public enum TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidFrameRate(Int)
    case invalidDuration(Double)
    case tooManyFrames(duration: Double, framesPerSecond: Int)

    public var description: String {
        switch self {
        case .invalidFrameRate(let fps): "invalid frame rate \(fps): must be at least 1"
        case .invalidDuration(let d): "invalid animation duration \(d): must be a finite number ≥ 0"
        case .tooManyFrames(let d, let fps):
            "animation too long: \(d) s at \(fps) fps exceeds \(Timeline.maximumFrameCount) frames"
        }
    }
}

// The frame clock: which instants of an animation become frames.
//
// Frame k is at t = k / fps for k = 0 … K, where K is the first k with
// k / fps ≥ duration; the last frame is moved back to exactly `duration`, so
// the final state is always rendered even when the duration is not a multiple
// of the frame interval (1.25 s at 30 fps: …, 37/30 s, 1.25 s). Times are
// computed from k each time (never accumulated), so they do not drift.
//
// Floating point: durations such as 2.2 s are not exact in binary, and
// 2.2 × 50 is 110.00000000000001. K is therefore rounded to the nearest
// integer when duration × fps lies within 1e-9 (relative) of it: 2.2 s at
// 50 fps gives 111 frames, not 112 with a last interval of a femtosecond.

/// The frames of an animation of `duration` seconds at `framesPerSecond`:
/// a random-access collection of frame times in seconds.
///
/// Invariants: the first time is 0, the last is `duration`, times increase
/// strictly, and every interval but the last is exactly 1 / fps.
public struct Timeline: RandomAccessCollection, Hashable, Sendable {
    /// The animation's length in seconds.
    public let duration: Double
    public let framesPerSecond: Int
    /// The index of the last frame, K.
    let lastFrame: Int

    /// The most frames a timeline may have (an hour at 50 fps is 180 001).
    public static let maximumFrameCount = 1 << 24

    /// Creates a timeline, or throws for a non-positive frame rate, a negative
    /// or non-finite duration, or more than `maximumFrameCount` frames.
    public init(duration: Double, framesPerSecond: Int) throws(TimelineError) {
        guard framesPerSecond > 0 else { throw .invalidFrameRate(framesPerSecond) }
        guard duration.isFinite, duration >= 0 else { throw .invalidDuration(duration) }
        let intervals = duration * Double(framesPerSecond)
        guard intervals < Double(Self.maximumFrameCount - 1) else {
            throw .tooManyFrames(duration: duration, framesPerSecond: framesPerSecond)
        }
        let nearest = intervals.rounded()
        let k = abs(intervals - nearest) <= 1e-9 * Swift.max(1, nearest) ? nearest : intervals.rounded(.up)
        self.duration = duration
        self.framesPerSecond = framesPerSecond
        lastFrame = Int(k)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { lastFrame + 1 }

    /// The time of frame `index`, in seconds.
    public subscript(index: Int) -> Double {
        index >= lastFrame ? duration : Double(index) / Double(framesPerSecond)
    }

    /// The frame showing time `t`: the last frame at or before `t`, clamped to the timeline.
    public func frame(at t: Double) -> Int {
        guard t > 0 else { return 0 }
        guard t < duration else { return lastFrame }
        let k = Int((t * Double(framesPerSecond) + 1e-9).rounded(.down))
        return Swift.min(k, lastFrame)
    }
}

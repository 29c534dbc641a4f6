/// When each frame is shown, in whole centiseconds (the GIF delay unit).
///
/// Frame k starts at `round(100·t_k)`, so delays telescope: the sum of the delays is
/// exactly `round(100·t_last) − round(100·t_0)` plus the hold, whatever the frame rate
/// (30 fps gives 3, 4, 3, 3, 4, 3, …). Viewers treat delays below 2 cs as 10 cs, so a
/// frame that would start less than 2 cs after the previously shown one is not shown
/// (its pixels reach the screen with the next shown frame); the last frame is always
/// shown and then replaces the shown frame before it if the two are too close. The
/// first shown frame always starts at the first frame's time, so the total is exact.
struct FrameSchedule: Hashable, Sendable {
    /// The shortest delay viewers honour, in centiseconds.
    static let minimumDelay = 2
    /// Frame times and the hold are limited to this many seconds (about 115 days), so
    /// the centisecond arithmetic cannot overflow.
    static let maximumSeconds = 1e7

    /// For every frame, whether it is shown.
    let isShown: [Bool]
    /// For every frame, the centisecond at which it starts (the first shown frame
    /// starts at the first frame's time).
    let start: [Int]
    /// The centisecond at which the last frame's hold ends.
    let end: Int

    init(frameTimes times: [Double], hold: Double) throws(GIFError) {
        guard !times.isEmpty else { throw .invalidFrameTimes("there are no frames") }
        for (k, t) in times.enumerated() {
            guard t.isFinite, abs(t) <= Self.maximumSeconds else {
                throw .invalidFrameTimes("frame \(k) is at \(t) s, outside ±\(Int(Self.maximumSeconds)) s")
            }
            if k > 0, t < times[k - 1] {
                throw .invalidFrameTimes("frame \(k) (\(t) s) comes before frame \(k - 1) (\(times[k - 1]) s)")
            }
        }
        guard hold.isFinite, hold >= 0, hold <= Self.maximumSeconds else { throw .invalidHold(hold) }

        var start = times.map { Int((100 * $0).rounded()) }
        var shown = [Bool](repeating: false, count: times.count)
        shown[0] = true
        var previous = 0
        for k in start.indices.dropFirst() where start[k] - start[previous] >= Self.minimumDelay {
            shown[k] = true
            previous = k
        }
        let last = times.count - 1
        if !shown[last] {
            shown[previous] = false
            shown[last] = true
        }
        self.end = start[last] + max(Self.minimumDelay, Int((100 * hold).rounded()))
        let first = shown.firstIndex(of: true) ?? last
        start[first] = start[0]
        self.start = start
        self.isShown = shown
    }
}

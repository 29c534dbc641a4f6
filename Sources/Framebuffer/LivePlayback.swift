import Raster

/// Plays frames live at their times, paced by a monotonic clock.
///
/// Frame k is due at `start + frameTimes[k]`, an absolute deadline, so small
/// delays never add up (no drift). A frame whose successor is already due when
/// its turn comes is skipped, not queued: a slow machine shows fewer frames at
/// the right times rather than every frame late. The last frame is never
/// skipped. After it the picture holds for `hold` seconds (nil: until stopped),
/// then the animation plays again if `plays` says so (nil: forever); the next
/// round starts at the absolute time the hold ends, so rounds do not drift
/// either.
public struct LivePlayback: Sendable {
    public var frameTimes: [Double]
    public var hold: Double?
    public var plays: Int?

    /// The longest single sleep, so a stop request is seen promptly even when a
    /// signal does not cut the sleep short.
    static let pollInterval = 0.1

    /// How often a hold without end asks `betweenRounds` for something new.
    static let recheckInterval = 1.0

    public init(frameTimes: [Double], hold: Double?, plays: Int?) {
        self.frameTimes = frameTimes
        self.hold = hold
        self.plays = plays
    }

    /// Runs until done or until `shouldStop` returns true (checked before every
    /// frame and at least every 100 ms while waiting). `draw(k, held)` renders
    /// frame k off-screen over the frame `held` (nil: nothing usable) and returns
    /// the rectangle that changed; `show` puts that rectangle on the screen.
    /// `betweenRounds` is called when a hold ends and another round follows, and
    /// every second of a hold without end; it may give new frame times (a kiosk's
    /// data changed, or the next chart of a playlist is up, and `draw` now draws
    /// it), or nil to keep them; a round with new times starts when
    /// `betweenRounds` returns, if that is after the hold's end. New
    /// times during a hold without end start the animation again (not counted
    /// as a play): the kiosk holds its chart until the data changes.
    /// Returns how many frames were shown and how many skipped.
    @discardableResult
    public func run<Clock: PlaybackClock>(
        clock: Clock = MonotonicClock(), draw: (_ frame: Int, _ held: Int?) -> PixelRect,
        show: (PixelRect) -> Void, shouldStop: () -> Bool, betweenRounds: () -> [Double]? = { nil }
    ) -> (shown: Int, skipped: Int) {
        var frameTimes = frameTimes
        var shown = 0, skipped = 0
        var round = 0
        var start = clock.now()
        while plays.map({ round < $0 }) ?? true {
            if round > 0, let times = betweenRounds() {
                // Making the new chart took time (its cached layers, the next of a
                // playlist): the round starts now, rather than skip its first frames.
                frameTimes = times
                start = max(start, clock.now())
            }
            var held: Int? = nil
            for k in frameTimes.indices {
                if shouldStop() { return (shown, skipped) }
                if k + 1 < frameTimes.count, clock.now() >= start + frameTimes[k + 1] {
                    skipped += 1
                    continue
                }
                let dirty = draw(k, held)
                held = k
                guard wait(until: start + frameTimes[k], on: clock, shouldStop: shouldStop) else {
                    return (shown, skipped)
                }
                show(dirty)
                shown += 1
            }
            guard let hold else {
                var recheck = clock.now()
                while true {
                    recheck += Self.recheckInterval
                    guard wait(until: recheck, on: clock, shouldStop: shouldStop) else { return (shown, skipped) }
                    if let times = betweenRounds() {
                        frameTimes = times
                        break
                    }
                }
                start = clock.now()
                continue
            }
            start += (frameTimes.last ?? 0) + hold
            guard wait(until: start, on: clock, shouldStop: shouldStop) else { return (shown, skipped) }
            round += 1
        }
        return (shown, skipped)
    }

    /// Sleeps until the clock reads `deadline`, in slices of at most
    /// `pollInterval`; false when stopped first.
    func wait<Clock: PlaybackClock>(until deadline: Double, on clock: Clock, shouldStop: () -> Bool) -> Bool {
        while true {
            if shouldStop() { return false }
            let now = clock.now()
            if now >= deadline { return true }
            clock.sleep(until: min(deadline, now + Self.pollInterval))
        }
    }
}

import Glibc
import Raster

/// Plays frames live at their times, paced by the monotonic clock.
///
/// Frame k is due at `start + frameTimes[k]`, an absolute deadline, so small
/// delays never add up (no drift). A frame whose successor is already due when
/// its turn comes is skipped, not queued: a slow machine shows fewer frames at
/// the right times rather than every frame late. After the last frame the
/// picture holds for `hold` seconds (nil: until stopped), then the animation
/// plays again if `plays` says so (nil: forever).
public struct LivePlayback: Sendable {
    public var frameTimes: [Double]
    public var hold: Double?
    public var plays: Int?

    public init(frameTimes: [Double], hold: Double?, plays: Int?) {
        self.frameTimes = frameTimes
        self.hold = hold
        self.plays = plays
    }

    /// Runs until done or until `shouldStop` returns true (checked before every
    /// frame and at least every 100 ms while waiting). `draw(k, held)` renders
    /// frame k off-screen over the frame `held` (nil: nothing usable) and returns
    /// the rectangle that changed; `show` puts that rectangle on the screen.
    /// Returns how many frames were shown and how many skipped.
    @discardableResult
    public func run(
        draw: (_ frame: Int, _ held: Int?) -> PixelRect, show: (PixelRect) -> Void, shouldStop: () -> Bool
    ) -> (shown: Int, skipped: Int) {
        var shown = 0, skipped = 0
        var round = 0
        while plays.map({ round < $0 }) ?? true {
            let start = Self.now()
            var held: Int? = nil
            for k in frameTimes.indices {
                if shouldStop() { return (shown, skipped) }
                if k + 1 < frameTimes.count, Self.now() >= start + frameTimes[k + 1] {
                    skipped += 1
                    continue
                }
                let dirty = draw(k, held)
                held = k
                guard Self.wait(until: start + frameTimes[k], shouldStop: shouldStop) else { return (shown, skipped) }
                show(dirty)
                shown += 1
            }
            let end = start + (frameTimes.last ?? 0)
            guard Self.wait(until: hold.map { end + $0 } ?? .infinity, shouldStop: shouldStop) else {
                return (shown, skipped)
            }
            round += 1
        }
        return (shown, skipped)
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Sleeps until the monotonic clock reads `deadline`, in slices of at most
    /// 100 ms so a stop request is seen promptly; false when stopped.
    static func wait(until deadline: Double, shouldStop: () -> Bool) -> Bool {
        while true {
            if shouldStop() { return false }
            let now = now()
            if now >= deadline { return true }
            let wake = min(deadline, now + 0.1)
            var ts = timespec(tv_sec: Int(wake.rounded(.down)), tv_nsec: Int((wake - wake.rounded(.down)) * 1e9))
            _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil)
        }
    }
}

import Glibc

/// `CLOCK_MONOTONIC`: unaffected by changes of the wall-clock time, so a kiosk
/// whose time is set by NTP mid-show neither jumps frames nor stalls.
public struct MonotonicClock: PlaybackClock, Sendable {
    public init() {}

    public func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// An absolute sleep (`TIMER_ABSTIME`): time spent before the call does not
    /// add to the wait. A signal ends it early with EINTR, which is what lets
    /// SIGTERM stop a hold at once.
    public func sleep(until deadline: Double) {
        guard deadline.isFinite else { return }
        let seconds = deadline.rounded(.down)
        var ts = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
        _ = clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &ts, nil)
    }
}

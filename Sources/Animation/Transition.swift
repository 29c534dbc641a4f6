/// One element's animation: it waits `delay` seconds, then runs for
/// `duration` seconds along `easing`, as a CSS transition does.
///
/// Progress is 0 before the start, 1 from the end on, and eased in between.
/// A zero duration jumps from 0 to 1 at the start time.
public struct Transition: Hashable, Sendable {
    /// Seconds before the element starts to move.
    public var delay: Double
    /// Seconds the movement takes.
    public var duration: Double
    public var easing: Easing

    /// Creates a transition; negative or non-finite times count as zero, so a
    /// transition never runs backwards or never ends.
    public init(delay: Double = 0, duration: Double, easing: Easing = .linear) {
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.easing = easing
    }

    /// The time at which the element reaches its final state.
    public var endTime: Double { delay + duration }

    /// Eased progress at time `t` seconds.
    public func progress(at t: Double) -> Double {
        guard t >= endTime else {
            guard t > delay, duration > 0 else { return 0 }
            return easing.value(at: (t - delay) / duration)
        }
        return 1
    }
}

import Animation

extension Options {
    /// The chart's own animation with `--duration`, `--delay`, `--stagger`
    /// and `--easing` applied where given. `defaults` comes from the chart
    /// (bars: 1 s, no delay, 0.1 s apart, `ease`; line: 2 s after 0.2 s,
    /// `linear`) with its element count.
    public func animation(overriding defaults: Stagger) -> Stagger {
        let first = Transition(
            delay: delay ?? defaults.first.delay,
            duration: duration ?? defaults.first.duration,
            easing: easing ?? defaults.first.easing)
        return Stagger(first, interval: stagger ?? defaults.interval, count: defaults.count)
    }
}

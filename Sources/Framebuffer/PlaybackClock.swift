/// The clock `LivePlayback` paces frames by: seconds that only move forward, and
/// a way to sleep until an absolute time.
///
/// Playback takes it as a generic parameter (no existential in the loop) so tests
/// can drive the pacing with a clock they advance themselves.
public protocol PlaybackClock {
    /// Seconds since an arbitrary fixed point; never goes backwards.
    func now() -> Double
    /// Sleeps until `now() >= deadline`; may return early (a signal), and the
    /// caller checks the time again.
    func sleep(until deadline: Double)
}

import Glibc

/// CPU times of one scene's runs, in milliseconds: the time this thread spent
/// running, which on a shared, loaded machine is what the scene costs (wall time
/// would also count the other processes using the cores). Every scene runs on
/// the calling thread.
struct Measurement {
    let times: [Double]

    var median: Double {
        let sorted = times.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    var minimum: Double { times.min() ?? .nan }

    /// Warms up (3 runs, more while under 0.2 s, at most 100), then times `runs` samples, or without a count up to
    /// 30 samples stopping once a second has passed (but never fewer than 5).
    ///
    /// A sample repeats the body for at least 0.1 ms (the count fixed after the warm-up)
    /// and records the time per run: reading this thread's CPU clock is a system call of
    /// about 0.5 µs here, a tenth of a 480×320 memset, which one-run samples counted in.
    static func of(runs: Int?, _ body: () -> Void) -> Measurement {
        let warmUpStart = now()
        var warmUps = 0
        for i in 0..<100 where i < 3 || now() - warmUpStart < 200 {
            body()
            warmUps += 1
        }
        let perRun = (now() - warmUpStart) / Double(warmUps)
        let repeats = perRun > 0 ? max(1, Int((minimumSample / perRun).rounded(.up))) : 1
        var times: [Double] = []
        let start = now()
        while times.count < (runs ?? 30) {
            let t0 = now()
            for _ in 0..<repeats {
                body()
            }
            times.append((now() - t0) / Double(repeats))
            if runs == nil, times.count >= 5, now() - start > 1000 { break }
        }
        return Measurement(times: times)
    }

    /// The shortest sample, in milliseconds.
    private static let minimumSample = 0.1

    /// This thread's CPU time in milliseconds.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
}

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

    /// Warms up, then times `runs` samples, or without a count up to 30 samples
    /// stopping once a second has passed (but never fewer than 5).
    static func of(runs: Int?, _ body: () -> Void) -> Measurement {
        let repeats = warmUp(body)
        return Measurement(times: collect(runs: runs) { sample(body, repeats: repeats) })
    }

    /// `body`'s times and its ratio to `baseline`, the two sampled in turn, a block of
    /// up to 10 samples each: the ratio is the median over rounds of the ratio of
    /// the block medians, each block after an untimed run. This machine switches
    /// between speed states that slow the line frame far more than the memset, so
    /// medians taken a second apart gave ratios nearly twice apart for the same
    /// build; blocks a moment apart see the same state. Blocks rather than single
    /// samples: right after a large line frame, a memset of that frame is slowed
    /// by the frame's write-backs, which flattered the ratio.
    static func of(runs: Int?, _ body: () -> Void, against baseline: () -> Void) -> (Measurement, ratio: Double) {
        let repeats = warmUp(body), baselineRepeats = warmUp(baseline)
        let block = 10
        var times: [Double] = [], ratios: [Double] = []
        let start = now()
        while times.count < (runs ?? 30) {
            let count = min(block, (runs ?? 30) - times.count)
            baseline()
            let base = Measurement(times: (0..<count).map { _ in sample(baseline, repeats: baselineRepeats) })
            body()
            let scene = Measurement(times: (0..<count).map { _ in sample(body, repeats: repeats) })
            times += scene.times
            ratios.append(scene.median / base.median)
            if runs == nil, times.count >= 5, now() - start > 1000 { break }
        }
        return (Measurement(times: times), Measurement(times: ratios).median)
    }

    /// Runs `body` 3 times, more while under 0.2 s (at most 100), and returns how many
    /// runs make a sample of at least 0.1 ms: reading this thread's CPU clock is a
    /// system call of about a tenth of a 480×320 memset, which one-run samples
    /// counted in.
    private static func warmUp(_ body: () -> Void) -> Int {
        let start = now()
        var runs = 0
        for i in 0..<100 where i < 3 || now() - start < 200 {
            body()
            runs += 1
        }
        let perRun = (now() - start) / Double(runs)
        return perRun > 0 ? max(1, Int((0.1 / perRun).rounded(.up))) : 1
    }

    /// The time per run of `repeats` runs of `body`.
    private static func sample(_ body: () -> Void, repeats: Int) -> Double {
        let t0 = now()
        for _ in 0..<repeats {
            body()
        }
        return (now() - t0) / Double(repeats)
    }

    private static func collect(runs: Int?, _ next: () -> Double) -> [Double] {
        var times: [Double] = []
        let start = now()
        while times.count < (runs ?? 30) {
            times.append(next())
            if runs == nil, times.count >= 5, now() - start > 1000 { break }
        }
        return times
    }

    /// This thread's CPU time in milliseconds.
    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) * 1e3 + Double(ts.tv_nsec) / 1e6
    }
}

import Chart
import Glibc
import RasterchartCLI
import Synchronization

/// Writes the files of several charts (`--coin all --gif 'out/{id}.gif'`), a
/// chart per core at a time.
///
/// Each chart's frames are drawn on the thread that writes them, without
/// render-ahead workers: with a chart per core the cores are busy without frames
/// handed between threads. The charts share the font's decoded strikes and the
/// glow's working memory (`RenderJob.glowScratch`); the main thread works as one
/// of the workers. The first failure (or a signal) lets the other threads finish
/// the chart they are on and take no more; it is thrown once all have stopped,
/// and `written` then holds every file in place, for the caller to remove.
struct ChartBatch {
    let job: RenderJob
    /// Whether an `{id}` frames directory is made when missing.
    let makesFramesDirectory: Bool

    func write(_ items: [(id: String, scene: any ChartScene)], written: inout [String]) throws {
        let state = BatchState(job: job, items: items, makesFramesDirectory: makesFramesDirectory)
        var threads: [pthread_t] = []
        for _ in 1..<max(1, min(RenderAhead.workers, items.count)) {
            if let thread = startThread({ state.work() }) { threads.append(thread) }
        }
        state.work()
        for thread in threads { pthread_join(thread, nil) }
        let outcome = state.outcome
        written += outcome.written
        if let failure = outcome.failure { throw failure }
    }
}

/// What the batch's threads share: the next chart to take, what they wrote and
/// the first failure, behind one lock; the progress line counts charts.
private final class BatchState: Sendable {
    let job: RenderJob
    let items: [(id: String, scene: any ChartScene)]
    let makesFramesDirectory: Bool
    private let shared: Mutex<Shared>

    struct Shared {
        var next = 0
        var done = 0
        var written: [String] = []
        var failure: (any Error)?
        var progress: ProgressReporter
    }

    init(job: RenderJob, items: [(id: String, scene: any ChartScene)], makesFramesDirectory: Bool) {
        var chartJob = job
        chartJob.workers = 0
        chartJob.showsProgress = false
        self.job = chartJob
        self.items = items
        self.makesFramesDirectory = makesFramesDirectory
        shared = Mutex(Shared(progress: ProgressReporter(total: items.count, unit: "chart", isQuiet: job.options.isQuiet)))
    }

    var outcome: (written: [String], failure: (any Error)?) {
        shared.withLock { shared in
            shared.progress.finish()
            return (shared.written, shared.failure)
        }
    }

    /// Takes charts until none is left or one has failed.
    func work() {
        while let k = shared.withLock({ shared -> Int? in
            guard shared.failure == nil, shared.next < items.count else { return nil }
            defer { shared.next += 1 }
            return shared.next
        }) {
            var written: [String] = []
            do {
                try job.forChart(items[k].id).writeChart(
                    items[k].scene, makesFramesDirectory: makesFramesDirectory, written: &written)
                try Interruption.check()
            } catch {
                shared.withLock { shared in
                    shared.written += written
                    if shared.failure == nil { shared.failure = error }
                }
                return
            }
            shared.withLock { shared in
                shared.written += written
                shared.done += 1
                shared.progress.update(framesDone: shared.done)
            }
        }
    }
}

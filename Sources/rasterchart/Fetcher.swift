import ChartData
import DataCommand
import Framebuffer
import Glibc
import Synchronization

/// Runs `--data-command` every `--every` on a thread of its own, so that a slow
/// or hung fetch never holds up the frames, and keeps the charts of the latest
/// fetch that changed them for the show to take.
///
/// A fetch that fails, times out, prints nothing or prints what cannot be read
/// gives one line on standard error (even with `--quiet`) and is tried again
/// after 5 s, then twice as long each time, never longer than `--every`; the
/// charts taken before stay. A fetch whose charts equal the last ones gives
/// nothing to take. The data's warnings are printed here, each once while it
/// lasts (`WarningLog`).
final class Fetcher: Sendable {
    let command: DataCommand
    let every: Double
    let reader: ChartReader
    /// The charts of the latest fetch that changed them, until taken.
    private let mailbox = Mutex<[ChartDatum]?>(nil)
    private let stopping = Atomic<Bool>(false)
    private let thread = Mutex<pthread_t?>(nil)
    private let clock = MonotonicClock()

    /// The first retry's delay; each next one doubles, up to `every`.
    static let firstRetry = 5.0

    init(command: DataCommand, every: Double, reader: ChartReader) {
        self.command = command
        self.every = every
        self.reader = reader
    }

    /// Starts the thread, whose first fetch runs at once; false when the system
    /// refuses a thread.
    func start() -> Bool {
        guard let started = startThread({ self.fetchUntilStopped() }) else { return false }
        thread.withLock { $0 = started }
        return true
    }

    /// The charts of a fetch that changed them since the last call, if any.
    func take() -> [ChartDatum]? {
        mailbox.withLock { pending in
            defer { pending = nil }
            return pending
        }
    }

    /// Waits for the first good fetch; nil when `isStopped` says so first.
    func first(isStopped: () -> Bool) -> [ChartDatum]? {
        while !isStopped() {
            if let charts = take() { return charts }
            usleep(50_000)
        }
        return nil
    }

    /// Stops a running fetch (its process group killed, its shell reaped) and
    /// the thread, and waits for it.
    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        if let running = thread.withLock({ $0.take() }) { pthread_join(running, nil) }
    }

    private var isStopping: Bool { stopping.load(ordering: .sequentiallyConsistent) }

    /// The thread's loop: fetch, publish what changed, sleep until the next fetch.
    private func fetchUntilStopped() {
        var warnings = WarningLog(isQuiet: reader.options.isQuiet)
        var last: (bytes: [UInt8], charts: [ChartDatum])?
        var failures = 0
        var next = clock.now()
        let timeout = min(every, DataCommand.longestTimeout)
        let fetch = DataCommand(command.command, timeout: timeout, outputLimit: command.outputLimit)
        while sleep(until: next) {
            let started = clock.now()
            do {
                let bytes = try fetch.run(isStopped: { isStopping })
                if bytes != last?.bytes {
                    warnings.beginRead()
                    var found: [DataWarning] = []
                    defer { for warning in found { warnings.warn(warning.description) } }
                    let charts = try reader.charts(
                        from: DataInput(name: Self.outputName, bytes: bytes), of: .command(command.command), warnings: &found)
                    if charts != last?.charts { mailbox.withLock { $0 = charts } }
                    last = (bytes, charts)
                }
                failures = 0
                next = started + every
            } catch {
                if isStopping { return }
                warnings.beginRead()
                failures += 1
                let delay = min(every, Self.firstRetry * Double(1 << min(failures - 1, 20)))
                Program.printError("\(Self.describe(error)); trying again in \(DataCommandFailure.seconds(delay))")
                next = clock.now() + delay
            }
        }
    }

    /// What errors call the command's output.
    static let outputName = "--data-command output"

    /// One clause for a failed fetch: what the command did, or what is wrong with its data.
    static func describe(_ error: any Error) -> String {
        if let failure = error as? DataCommandFailure { return "--data-command \(failure)" }
        return "\(error)"
    }

    /// Sleeps until the monotonic clock reads `deadline`, in slices of 100 ms;
    /// false when stopped first.
    private func sleep(until deadline: Double) -> Bool {
        while !isStopping {
            let left = deadline - clock.now()
            if left <= 0 { return true }
            usleep(useconds_t(min(left, 0.1) * 1e6))
        }
        return false
    }
}

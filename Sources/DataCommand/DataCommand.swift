import CDataCommand
import Glibc

/// A shell command whose standard output is the chart's data (`--data-command`):
/// typically a `curl` of a price API.
///
/// A run starts `/bin/sh -c command` in a process group of its own and reads its
/// output until the shell ends, the output passes `outputLimit`, `timeout`
/// passes or `isStopped` says so. Whatever ends it, the whole group is then
/// killed (a background job the command left, a hung `curl` under the shell),
/// the shell is reaped and both pipes are closed: nothing of a run outlives it.
/// The last line the command wrote to standard error goes into the failure, so
/// one line can say why a fetch failed.
public struct DataCommand: Hashable, Sendable {
    public let command: String
    /// The longest a run may take, in seconds.
    public var timeout: Double
    /// The most bytes of output accepted.
    public var outputLimit: Int

    /// 64 MB: a /coins/markets answer for 250 coins with sparklines is under 1 MB.
    public static let defaultOutputLimit = 64 << 20
    /// The timeout of a command run once, and the longest of a scheduled one.
    public static let longestTimeout = 60.0

    public init(_ command: String, timeout: Double = longestTimeout, outputLimit: Int = defaultOutputLimit) {
        self.command = command
        self.timeout = timeout
        self.outputLimit = outputLimit
    }

    /// How often a run looks at the shell and the clock while its pipes are quiet.
    static let pollMilliseconds: Int32 = 50
    /// How much of standard error is kept for the failure's message.
    static let errorTail = 4096

    /// Runs the command once and returns its standard output.
    public func run(isStopped: () -> Bool = { false }) throws(DataCommandFailure) -> [UInt8] {
        var pid: pid_t = 0
        var outputFD: Int32 = -1, errorFD: Int32 = -1
        let started = rc_command_start(command, &pid, &outputFD, &errorFD)
        guard started == 0 else { throw .cannotStart(reason: errorText(started)) }
        var pipes = CommandPipes(output: outputFD, error: errorFD, limit: outputLimit, errorTail: Self.errorTail)
        defer { pipes.close() }
        let deadline = monotonicSeconds() + timeout
        var stop: DataCommandFailure?
        while true {
            if isStopped() {
                stop = .stopped
                break
            }
            if let failure = pipes.failure {
                stop = failure
                break
            }
            if rc_command_has_ended(pid) != 0 {
                // What the shell's foreground work wrote is in the pipes; a
                // background job's later output is not waited for.
                pipes.drain()
                stop = pipes.failure
                break
            }
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 {
                stop = .timedOut(seconds: timeout)
                break
            }
            pipes.wait(milliseconds: min(Self.pollMilliseconds, Int32((remaining * 1000).rounded(.up))))
        }
        // The shell is not reaped yet, so its number still names this group.
        kill(-pid, SIGKILL)
        let status = reap(pid)
        if let stop { throw stop }
        let signal = status & 0x7F
        let message = pipes.lastErrorLine
        if signal != 0 { throw .killed(signal: signal, message: message) }
        let code = (status >> 8) & 0xFF
        guard code == 0 else { throw .failed(status: code, message: message) }
        guard !pipes.output.isEmpty else { throw .printedNothing }
        return pipes.output
    }

    /// Waits for `pid` (killed already, or ended) and returns its wait status.
    private func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }
}

/// Seconds on the monotonic clock.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

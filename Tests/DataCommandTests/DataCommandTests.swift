import DataCommand
import Glibc
import Testing
import TestSupport

/// A data command run in-process: what it printed, or why not; and that nothing
/// of a run outlives it (its shell is reaped, its process group killed).
@Suite struct DataCommandTests {
    /// The state letter of process `pid` from /proc (`Z` for a zombie), or nil when it is gone.
    func state(of pid: pid_t) -> Character? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0, let paren = buffer[0..<n].lastIndex(of: UInt8(ascii: ")")), paren + 2 < n else { return nil }
        return Character(UnicodeScalar(buffer[paren + 2]))
    }

    /// Whether `pid` was a child of this process that has been reaped: waiting
    /// for it fails with ECHILD.
    func isReaped(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        return waitpid(pid, &status, WNOHANG) == -1 && errno == ECHILD
    }

    @Test func returnsWhatTheCommandPrints() throws {
        let output = try DataCommand("printf 'price\\n1\\n2\\n'").run()
        #expect(String(decoding: output, as: UTF8.self) == "price\n1\n2\n")
    }

    @Test func theShellIsReapedAfterARun() throws {
        let output = try DataCommand("echo $$").run()
        let pid = try #require(pid_t(String(decoding: output, as: UTF8.self).split(separator: "\n").first ?? ""))
        #expect(isReaped(pid))
        #expect(state(of: pid) == nil)
    }

    @Test func aFailingCommandGivesItsStatusAndLastErrorLine() {
        #expect(throws: DataCommandFailure.failed(status: 6, message: "curl: (6) Could not resolve host: example")) {
            try DataCommand("echo partial; echo first >&2; echo 'curl: (6) Could not resolve host: example' >&2; echo >&2; exit 6").run()
        }
        #expect(throws: DataCommandFailure.failed(status: 3, message: nil)) { try DataCommand("exit 3").run() }
    }

    @Test func aMissingProgramIsTheShellsStatus127() {
        #expect(throws: DataCommandFailure.failed(status: 127, message: "sh: 1: no-such-program-here: not found")) {
            try DataCommand("no-such-program-here").run()
        }
    }

    @Test func aCommandKilledBySomethingElseSaysTheSignal() {
        #expect(throws: DataCommandFailure.killed(signal: SIGTERM, message: nil)) { try DataCommand("kill -TERM $$").run() }
    }

    @Test func printingNothingIsAFailure() {
        #expect(throws: DataCommandFailure.printedNothing) { try DataCommand("true").run() }
    }

    @Test func aHungCommandIsStoppedWithItsWholeGroup() throws {
        let directory = try TemporaryDirectory(prefix: "rasterchart-command.")
        let pidFile = directory.path + "/pid"
        let start = monotonic()
        #expect(throws: DataCommandFailure.timedOut(seconds: 0.5)) {
            try DataCommand("sleep 30 & echo $! > \(pidFile); echo data; wait", timeout: 0.5).run()
        }
        let took = monotonic() - start
        #expect(took >= 0.5 && took < 5, "took \(took) s")
        let sleeper = try #require(pid_t(String(decoding: try readAll(pidFile), as: UTF8.self).split(separator: "\n")[0]))
        // Killed: gone, or a zombie waiting for whoever adopted it.
        #expect(waitUntil { [nil, "Z"].contains(state(of: sleeper)) }, "the background sleep is \(String(describing: state(of: sleeper)))")
    }

    @Test func aBackgroundJobDoesNotHoldUpTheRunAndIsKilled() throws {
        let directory = try TemporaryDirectory(prefix: "rasterchart-command.")
        let pidFile = directory.path + "/pid"
        let start = monotonic()
        // The background sleep keeps the output pipe open after the shell ends.
        let output = try DataCommand("echo 1,2; sleep 30 & echo $! > \(pidFile)", timeout: 20).run()
        #expect(monotonic() - start < 5)
        #expect(output == Array("1,2\n".utf8))
        let sleeper = try #require(pid_t(String(decoding: try readAll(pidFile), as: UTF8.self).split(separator: "\n")[0]))
        #expect(waitUntil { [nil, "Z"].contains(state(of: sleeper)) })
    }

    @Test func tooMuchOutputIsStopped() {
        #expect(throws: DataCommandFailure.tooMuchOutput(limit: 1 << 20)) {
            try DataCommand("yes 1", outputLimit: 1 << 20).run()
        }
        #expect(throws: Never.self) { try DataCommand("head -c 1048576 /dev/zero", outputLimit: 1 << 20).run() }
    }

    @Test func aStopRequestEndsTheRunAtOnce() {
        let start = monotonic()
        #expect(throws: DataCommandFailure.stopped) {
            try DataCommand("sleep 30", timeout: 20).run(isStopped: { monotonic() - start > 0.2 })
        }
        #expect(monotonic() - start < 5)
    }

    @Test func theCommandReadsNothingAndGetsNoOtherDescriptor() throws {
        let directory = try TemporaryDirectory(prefix: "rasterchart-command.")
        let held = open(directory.path + "/held", O_WRONLY | O_CREAT, 0o644)  // not close-on-exec
        defer { close(held) }
        let output = try DataCommand("cat; ls /proc/self/fd | sort -n | tr '\\n' ' '").run()
        // 0, 1, 2 and the descriptor ls opens to read the directory.
        #expect(String(decoding: output, as: UTF8.self) == "0 1 2 3 ")
    }

    @Test func aPipelineInTheCommandSeesSIGPIPEAsUsual() throws {
        // This process ignores SIGPIPE (as rasterchart does); `yes` must still die of it.
        signal(SIGPIPE, SIG_IGN)
        let output = try DataCommand("yes 1 | head -n 2", timeout: 10).run()
        #expect(output == Array("1\n1\n".utf8))
    }

    @Test func failuresReadAsOneClause() {
        #expect(DataCommandFailure.timedOut(seconds: 60).description == "did not finish within 60 s; stopped it")
        #expect(DataCommandFailure.tooMuchOutput(limit: 64 << 20).description == "printed more than 64 MB; stopped it")
        #expect(DataCommandFailure.failed(status: 22, message: "curl: (22) 429").description == "exited with status 22: curl: (22) 429")
    }

    func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Polls `condition` for up to 5 s.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<100 {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    func readAll(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CannotOpen(path: path) }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let n = read(fd, &bytes, bytes.count)
        return Array(bytes[0..<max(n, 0)])
    }
}

struct CannotOpen: Error {
    let path: String
}

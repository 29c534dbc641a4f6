import Glibc
import Testing

/// Ctrl-C in the middle of a run: exit 128 + the signal, one line, and none of the
/// outputs — not even those already complete when the signal came.
@Suite struct InterruptionTests {
    /// The last case starts the binary with the stop signals blocked: it must
    /// unblock them itself, or a kiosk's SIGTERM would never stop it.
    @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGHUP, false), (SIGTERM, true)])
    func aSignalLeavesNoOutput(signal: Int32, blockedAtStart: Bool) throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        // The line's glow makes each frame slow enough to be caught half-way.
        let pid = try Rasterchart.start(
            ["line", "--png", "end.png", "--frames", "frames", "--gif", "line.gif", "--size", "320x200", "--fps", "30"], in: scratch,
            blocking: blockedAtStart ? [SIGINT, SIGTERM, SIGHUP] : [])
        var waited = 0
        while !scratch.entries().contains("end.png"), waited < 60_000 {
            usleep(10_000)
            waited += 10
        }
        kill(pid, signal)
        let status = try Rasterchart.wait(for: pid)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 128 + signal, "\(error)")
        #expect(error.hasPrefix("rasterchart: interrupted by SIG") && error.filter { $0 == "\n" }.count == 1, "\(error)")
        #expect(scratch.entries() == ["frames"])
        #expect(scratch.entries("frames").isEmpty)
    }

    /// Where `--png` goes in `aSignalStopsAStill`, and when the signal comes.
    enum StillDestination: CaseIterable {
        /// A regular file, the signal while the frame is drawn or written.
        case file
        /// A FIFO nobody reads, the signal while opening it waits for a reader.
        case fifoBeingOpened
        /// A FIFO nobody reads, the signal while the frame is drawn, before it is opened.
        case fifoNotYetOpened
    }

    /// A signal that comes while the only frame of `--png` is drawn or written ends
    /// the run too (there is no "between frames" to wait for); so does one that
    /// interrupts opening a FIFO nobody reads, which was reported as a failed
    /// output ("Interrupted system call", status 1), and one that came before that
    /// open, which then waited for a reader for good.
    @Test(arguments: StillDestination.allCases) func aSignalStopsAStill(destination: StillDestination) throws {
        let scratch = try Scratch()
        let intoFIFO = destination != .file
        if intoFIFO { try #require(mkfifo(scratch.work + "/still.png", 0o600) == 0) }
        let pid = try Rasterchart.start(["line", "--png", "still.png", "--size", "64x40"], in: scratch)
        try waitForHandler(of: SIGINT, in: pid)
        if destination == .fifoBeingOpened { waitForFIFOOpen(in: pid) }
        kill(pid, SIGINT)
        let status = try Rasterchart.wait(for: pid, limit: 30)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 128 + SIGINT, "\(error)")
        #expect(error == "rasterchart: interrupted by SIGINT; no output written\n", "\(error)")
        #expect(scratch.entries() == (intoFIFO ? ["still.png"] : []))
    }

    /// Waits until `pid` has drawn its frame and is blocked opening the FIFO for a
    /// reader (the kernel's `wait_for_partner`), or 5 s where /proc hides that: a
    /// fixed half second is too short for the debug binary.
    private func waitForFIFOOpen(in pid: pid_t) {
        for _ in 0..<500 {
            if (try? readFile("/proc/\(pid)/wchan")) == Array("wait_for_partner".utf8) { return }
            usleep(10_000)
        }
    }

    /// Waits until `pid` runs the binary and catches `signal` (its handlers are
    /// installed before anything is read or drawn).
    private func waitForHandler(of signal: Int32, in pid: pid_t) throws {
        for _ in 0..<6_000 {
            let command = String(decoding: (try? readFile("/proc/\(pid)/comm")) ?? [], as: UTF8.self)
            let status = String(decoding: (try? readFile("/proc/\(pid)/status")) ?? [], as: UTF8.self)
            let caught = status.split(separator: "\n").first { $0.hasPrefix("SigCgt:") }
                .flatMap { UInt64($0.dropFirst(7).trimmingPrefix(while: \.isWhitespace), radix: 16) } ?? 0
            if command == "rasterchart\n", caught & (1 << UInt64(signal - 1)) != 0 { return }
            usleep(10_000)
        }
        throw ScratchError("rasterchart \(pid) did not install its handler for signal \(signal) in 60 s")
    }

    /// A pipe that stays open without data (`--data -`, or a FIFO named by
    /// `--data`): the signal ends the wait at once, not only when the writer
    /// goes away.
    @Test(arguments: [false, true]) func aSignalEndsAWaitForInput(fromFIFOPath: Bool) throws {
        let scratch = try Scratch()
        let (pid, writer) = try startWaitingForInput(in: scratch, fromFIFOPath: fromFIFOPath)
        defer { close(writer) }
        kill(pid, SIGTERM)
        let status = try? Rasterchart.wait(for: pid, limit: 10)
        #expect(status != nil, "still reading 10 s after SIGTERM")
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 128 + SIGTERM, "\(error)")
        #expect(error == "rasterchart: interrupted by SIGTERM; no output written\n", "\(error)")
        #expect(scratch.entries().isEmpty)
    }

    /// A crash signal sent by another process (`kill -SEGV`) ends the run with that
    /// signal. Swift's crash backtracer printed a backtrace and returned, and with
    /// no faulting instruction to run again the binary went on waiting. The last
    /// case starts the binary with the signal blocked, as a supervisor may: it
    /// stayed pending, and the run went on.
    @Test(arguments: [(SIGSEGV, false), (SIGBUS, false), (SIGABRT, false), (SIGQUIT, false), (SIGABRT, true)])
    func aSentCrashSignalEndsTheRun(signal: Int32, blockedAtStart: Bool) throws {
        let scratch = try Scratch()
        let (pid, writer) = try startWaitingForInput(in: scratch, fromFIFOPath: true, blocking: blockedAtStart ? [signal] : [])
        defer { close(writer) }
        kill(pid, signal)
        let status = try? Rasterchart.wait(for: pid, limit: 10)
        #expect(status != nil, "still running 10 s after signal \(signal)")
        #expect(status == 128 + signal)
        #expect(scratch.entries().isEmpty)
    }

    /// Starts the line chart on `--data` from a pipe that stays open without data
    /// (`--data -`, or the FIFO's path), so the binary waits for input; returns
    /// its pid and the descriptor that keeps the pipe open; `blocking` as in `Rasterchart.start`.
    private func startWaitingForInput(
        in scratch: Scratch, fromFIFOPath: Bool, blocking: [Int32] = []
    ) throws -> (pid: pid_t, writer: Int32) {
        let fifo = scratch.root + "/input"
        try #require(mkfifo(fifo, 0o600) == 0)
        // Opened for reading and writing, so neither this open nor the binary's blocks.
        let writer = open(fifo, O_RDWR)
        try #require(writer >= 0)
        let arguments = ["line", "--data", fromFIFOPath ? fifo : "-", "--gif", "line.gif"]
        let pid = try Rasterchart.start(arguments, in: scratch, input: fromFIFOPath ? "/dev/null" : fifo, blocking: blocking)
        usleep(300_000)
        return (pid, writer)
    }
}

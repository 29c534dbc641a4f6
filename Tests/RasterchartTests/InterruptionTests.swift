import Glibc
import Testing

/// Ctrl-C in the middle of a run: exit 128 + the signal, one line, and none of the
/// outputs — not even those already complete when the signal came.
@Suite struct InterruptionTests {
    /// The last case starts the binary with the stop signals blocked: it must
    /// unblock them itself, or a kiosk's SIGTERM would never stop it.
    @Test(arguments: [(SIGINT, false), (SIGTERM, false), (SIGTERM, true)])
    func aSignalLeavesNoOutput(signal: Int32, blockedAtStart: Bool) throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        // The line's glow makes each frame slow enough to be caught half-way.
        let pid = try Rasterchart.start(
            ["line", "--png", "end.png", "--frames", "frames", "--gif", "line.gif", "--size", "320x200", "--fps", "30"], in: scratch,
            blockingStopSignals: blockedAtStart)
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
}

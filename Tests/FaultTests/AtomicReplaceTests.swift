import Glibc
import Testing

/// An existing output is replaced in one step: a reader that opens the path at
/// any moment of the run gets the old file whole or the new one whole.
@Suite struct AtomicReplaceTests {
    @Test func readersSeeTheOldFileOrTheNewOne() throws {
        let scratch = try Scratch()
        let old = Array("the previous output, not a GIF\n".utf8)
        try scratch.write("chart.gif", old)
        var before = stat()
        try #require(stat(scratch.path("chart.gif"), &before) == 0)

        let pid = try Rasterchart.start(OutputFaultTests.longGIF + ["--gif", "chart.gif"], in: scratch)
        var seen: [[UInt8]] = []
        var reads = 0
        repeat {
            let bytes = scratch.read("chart.gif") ?? []
            if seen.last != bytes { seen.append(bytes) }
            reads += 1
            usleep(2_000)
        } while !hasExited(pid)
        let outcome = try Rasterchart.finish(pid, in: scratch)
        #expect(outcome.status == 0, "\(outcome.error)")
        let new = try #require(scratch.read("chart.gif"))
        var after = stat()
        try #require(stat(scratch.path("chart.gif"), &after) == 0)

        #expect(after.st_ino != before.st_ino, "the file was rewritten in place, not replaced")
        #expect(new.starts(with: Array("GIF89a".utf8)) && new.last == 0x3B, "not a whole GIF")
        #expect(reads > 1)
        for version in seen {
            #expect(version == old || version == new, "a reader saw \(version.count) bytes: neither the old file nor the new one")
        }
        #expect(scratch.entries() == ["chart.gif"])
    }
}

/// Whether `pid` has ended, without collecting its status (`Rasterchart.finish` does that).
func hasExited(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
}

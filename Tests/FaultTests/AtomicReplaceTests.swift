import Glibc
import Testing

/// An existing output is replaced in one step: a reader that opens the path at
/// any moment of the run gets the old file whole or the new one whole.
@Suite struct AtomicReplaceTests {
    /// Every file output gets the permissions of a new file under the caller's
    /// umask (regression: PNGs and frames were 0644 whatever the umask, so
    /// `umask 077` left them world-readable while the GIF beside them was 0600).
    @Test(arguments: [("umask 077;", 0o600), ("umask 022;", 0o644), ("umask 002;", 0o664)] as [(String, mode_t)])
    func outputsFollowTheUmask(prefix: String, mode: mode_t) throws {
        let scratch = try Scratch()
        try #require(mkdir(scratch.path("frames"), 0o755) == 0)
        let arguments = ["--png", "still.png", "--gif", "chart.gif", "--frames", "frames", "--size", "40x30", "--fps", "2"]
        let outcome = try Rasterchart.run(arguments, in: scratch, prefix: prefix)
        #expect(outcome.status == 0, "\(outcome.error)")
        for name in ["still.png", "chart.gif", "frames/frame-00000.png"] {
            var info = stat()
            #expect(stat(scratch.path(name), &info) == 0 && info.st_mode & 0o777 == mode, "\(prefix) \(name): \(String(info.st_mode & 0o777, radix: 8))")
        }
    }

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

    /// An output that is a symbolic link replaces the file the link shows (a web
    /// root linking to a data directory), and the link stays; a second output
    /// naming that file through the link is refused before anything is written.
    @Test func aLinkedOutputReplacesItsTarget() throws {
        let scratch = try Scratch()
        try #require(mkdir(scratch.path("data"), 0o755) == 0 && mkdir(scratch.path("www"), 0o755) == 0)
        try scratch.write("data/chart.gif", Array("old".utf8))
        try #require(symlink("../data/chart.gif", scratch.path("www/chart.gif")) == 0)
        let outcome = try Rasterchart.run(["--gif", "www/chart.gif", "--size", "40x30", "--fps", "2"], in: scratch)
        #expect(outcome.status == 0, "\(outcome.error)")
        let written = try #require(scratch.read("data/chart.gif"))
        #expect(written.starts(with: Array("GIF89a".utf8)) && written.last == 0x3B, "not a whole GIF")
        var info = stat()
        #expect(lstat(scratch.path("www/chart.gif"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(scratch.entries("data") == ["chart.gif"] && scratch.entries("www") == ["chart.gif"])

        // A second link, without an extension that --png would refuse as another format's.
        try #require(symlink("chart.gif", scratch.path("data/latest")) == 0)
        let twice = try Rasterchart.run(["--gif", "www/chart.gif", "--png", "data/latest"], in: scratch)
        #expect(twice.status == 2 && twice.error.contains("name the same file"), "\(twice.error)")
        #expect(scratch.read("data/chart.gif") == written)
    }
}

/// Whether `pid` has ended, without collecting its status (`Rasterchart.finish` does that).
func hasExited(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info._sifields._sigchld.si_pid == pid
}

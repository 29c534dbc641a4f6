import Glibc
import PNG
import Raster
import Testing

/// `--gif /dev/stdout` and `--png /dev/stdout` when standard output is a regular
/// file (`rasterchart --gif /dev/stdout > out.gif`).
///
/// `/dev/stdout` is a link to `/proc/self/fd/1`, which leads to the file. A sink
/// renames its new file over the path it is given, so it replaced the link itself:
/// as root the output went into `/dev` and `/dev/stdout` was gone, as a user the run
/// failed with "Permission denied". A link of the scratch directory's own to
/// `/proc/self/fd/1` takes `/dev/stdout`'s place here, so the old behaviour breaks
/// nothing outside the scratch.
@Suite struct StandardOutputTests {
    @Test(arguments: ["--gif", "--png"])
    func outputIntoARedirectedStandardOutputLandsInItsFile(option: String) throws {
        let scratch = try Scratch()
        guard symlink("/proc/self/fd/1", scratch.path("stdout")) == 0 else { throw ScratchError("symlink failed") }
        let run = try Rasterchart.run([option, "stdout", "--size", "40x24", "--fps", "5"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        var info = stat()
        #expect(lstat(scratch.path("stdout"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(scratch.entries() == ["stdout"])
        let written = try readFile(scratch.root + "/stdout")
        if option == "--gif" {
            _ = try GIFExpectation(renderer: try InProcess.bars(width: 40, height: 24), fps: 5).check(written)
        } else {
            let still = try Pixmap(pngData: written)
            expectSamePixels(still, InProcess.frame(try InProcess.bars(width: 40, height: 24), at: 1.4), "from stdout")
        }
    }

    /// A run that fails after `--png` was written through a link removes the file the
    /// PNG went into and keeps the link. It removed the link instead: the PNG stayed,
    /// and as root `--png /dev/stdout --gif /dev/full > out.png` deleted `/dev/stdout`.
    @Test(arguments: [true, false]) func aFailedRunRemovesTheFileBehindALink(throughStandardOutput: Bool) throws {
        let scratch = try Scratch()
        try #require(mkdir(scratch.path("data"), 0o755) == 0)
        let target = throughStandardOutput ? "/proc/self/fd/1" : "data/chart.png"
        try #require(symlink(target, scratch.path("out.png")) == 0)
        let redirected = open(scratch.path("data/redirected.png"), O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(redirected >= 0)
        defer { close(redirected) }
        if !throughStandardOutput { unlink(scratch.path("data/redirected.png")) }
        let run = try Rasterchart.run(
            ["--png", "out.png", "--gif", "/dev/full", "--size", "40x24", "--fps", "5"], in: scratch,
            output: throughStandardOutput ? .descriptor(redirected) : .captured)
        #expect(run.status == 1 && run.error.contains("/dev/full"), "\(run)")
        var info = stat()
        #expect(lstat(scratch.path("out.png"), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was removed")
        #expect(scratch.entries("data").isEmpty, "left behind: \(scratch.entries("data"))")
    }
}

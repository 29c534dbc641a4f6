import Glibc
import Testing

/// Outputs that fail on the way: each run ends with one line on standard
/// error and a non-zero exit, and nothing is left where the output was to be —
/// neither the GIF nor its temporary file.
@Suite(.serialized) struct OutputFaultTests {
    /// Small frames, but many of them (a 120 s bar animation at 50 fps), so that a
    /// run lasts long enough to be caught while it encodes.
    static let longGIF = ["bars", "--size", "64x40", "--fps", "50", "--duration", "120", "--quiet"]
    static let shortGIF = ["bars", "--size", "64x40", "--fps", "10", "--quiet"]

    @Test func fullDevice() throws {
        let scratch = try Scratch()
        let outcome = try Rasterchart.run(Self.shortGIF + ["--gif", "/dev/full"], in: scratch)
        #expect(outcome.status == 1)
        #expect(outcome.isOneLine, "\(outcome.error)")
        #expect(outcome.error.contains("/dev/full") && outcome.error.contains("No space left on device"), "\(outcome.error)")
    }

    /// `ulimit -f` makes the kernel send SIGXFSZ on the write past the limit;
    /// rasterchart ignores it and reports the write's EFBIG instead of dying.
    /// ThreadSanitizer's own runtime dies of SIGBUS under so small a limit, so
    /// the case runs in the normal and the address-sanitizer builds only.
    @Test(.disabled(if: underThreadSanitizer, "ThreadSanitizer's runtime cannot run under ulimit -f 4"))
    func fileSizeLimit() throws {
        let scratch = try Scratch()
        let outcome = try Rasterchart.run(Self.shortGIF + ["--gif", "out.gif"], in: scratch, prefix: "ulimit -f 4;")
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(outcome.isOneLine, "\(outcome.error)")
        #expect(outcome.error.contains("out.gif") && outcome.error.contains("File too large"), "\(outcome.error)")
        #expect(scratch.entries().isEmpty)
    }

    /// A directory without write permission; root ignores permissions, so as
    /// root the run drops to the user nobody (setpriv, util-linux).
    @Test func readOnlyDirectory() throws {
        let scratch = try Scratch()
        try #require(mkdir(scratch.path("locked"), 0o555) == 0)
        chmod(scratch.path("locked"), 0o555)
        let asNobody = getuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let outcome = try Rasterchart.run(Self.shortGIF + ["--gif", "locked/out.gif"], in: scratch, wrapper: asNobody)
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(outcome.isOneLine, "\(outcome.error)")
        #expect(outcome.error.contains("locked/out.gif") && outcome.error.contains("Permission denied"), "\(outcome.error)")
        #expect(scratch.entries("locked").isEmpty)
    }

    /// The output's directory is removed while the GIF is being encoded into a
    /// temporary file there: the final rename fails, and nothing reappears.
    @Test func directoryRemovedMidWrite() throws {
        let scratch = try Scratch()
        try #require(mkdir(scratch.path("out"), 0o755) == 0)
        let pid = try Rasterchart.start(Self.longGIF + ["--gif", "out/long.gif"], in: scratch)
        let started = waitForTemporaryFile(in: scratch, directory: "out")
        try run("/bin/rm", ["-rf", scratch.path("out")])
        let outcome = try Rasterchart.finish(pid, in: scratch)
        #expect(started, "the temporary GIF never appeared")
        #expect(outcome.status == 1, "\(outcome.error)")
        #expect(outcome.isOneLine, "\(outcome.error)")
        #expect(outcome.error.contains("out/long.gif") && outcome.error.contains("No such file or directory"), "\(outcome.error)")
        #expect(scratch.entries().isEmpty)
    }

    /// A signal while the GIF is encoded: exit 128 + the signal, and neither the
    /// GIF nor its temporary file is left. SIGINT and SIGTERM stop the run with one
    /// line; a crash signal sent by another process ends it at once, and its
    /// handler removes the temporary file.
    @Test(arguments: [SIGINT, SIGTERM, SIGSEGV, SIGBUS])
    func signalWhileEncoding(signal: Int32) throws {
        let scratch = try Scratch()
        let pid = try Rasterchart.start(Self.longGIF + ["--gif", "long.gif"], in: scratch)
        let started = waitForTemporaryFile(in: scratch)
        kill(pid, signal)
        let outcome = try Rasterchart.finish(pid, in: scratch)
        #expect(started, "the temporary GIF never appeared")
        #expect(outcome.status == 128 + signal, "\(outcome.error)")
        if signal == SIGINT || signal == SIGTERM {
            #expect(outcome.isOneLine && outcome.error.hasPrefix("rasterchart: interrupted by SIG"), "\(outcome.error)")
        }
        #expect(scratch.entries().isEmpty)
    }

    /// An allocation that fails under `ulimit -v` ends in Swift's fatal error
    /// (SIGABRT raised in the process itself) while the workers draw frames into
    /// the open temporary GIF (release builds crash so from 40 to 120 MB): the crash
    /// handler removes the temporary file. Swift's backtracer is turned off: its
    /// helper, `swift-backtrace`, inherits the limit and at times waits on its
    /// socket for good (seen at 40 and 60 MB), holding the test runner's output
    /// open. The sanitizers' runtimes reserve far more than the limit before main.
    @Test(.disabled(if: underThreadSanitizer || underAddressSanitizer, "a sanitizer's runtime cannot start under ulimit -v"))
    func allocationFailureWhileEncoding() throws {
        let scratch = try Scratch()
        let outcome = try Rasterchart.run(
            ["--size", "1920x1080", "--gif", "out.gif", "--quiet"], in: scratch,
            prefix: "ulimit -v 60000; export SWIFT_BACKTRACE=enable=no;")
        #expect(outcome.status == 128 + SIGABRT, "\(outcome.error)")
        #expect(outcome.error.contains("Fatal error: failed to allocate"), "\(outcome.error)")
        #expect(scratch.entries().isEmpty)
    }
}

/// Whether this test process (and so the binary, built alike) runs under ThreadSanitizer.
let underThreadSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

/// Whether this test process (and so the binary, built alike) runs under AddressSanitizer.
let underAddressSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil

/// Waits (up to two minutes, the machine may be busy) until the writer's
/// temporary file shows up in `directory`; false if it never does.
func waitForTemporaryFile(in scratch: Scratch, directory: String = "") -> Bool {
    for _ in 0..<12_000 {
        if scratch.entries(directory).contains(where: { $0.hasSuffix(".tmp") }) { return true }
        usleep(10_000)
    }
    return false
}

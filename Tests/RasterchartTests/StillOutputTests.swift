import Chart
import Glibc
import PNG
import Raster
import Testing

/// `--png` and `--frames`: lossless, so every file must equal its in-process frame exactly.
@Suite struct StillOutputTests {
    /// The end is the default; `--time` picks the frame showing that moment (the last
    /// frame at or before it, the end past the end), `--frame N` the frame at N / fps.
    static let stills: [(chart: String, options: [String], seconds: Double)] = [
        ("bars", [], 1.4), ("bars", ["--time", "0"], 0), ("bars", ["--time", "0.7"], 0.7),
        ("bars", ["--frame", "4"], 4.0 / 30), ("line", [], 2.2), ("line", ["--time", "1.1"], 1.1),
        ("line", ["--frame", "9", "--fps", "10"], 0.9), ("bars", ["--time", "0.79", "--fps", "10"], 0.7),
        ("bars", ["--time", "99"], 1.4),
    ]

    @Test(arguments: stills)
    func stillShowsTheChosenMoment(chart: String, options: [String], seconds: Double) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run([chart, "--png", "still.png", "--size", "96x64"] + options, in: scratch)
        #expect(run.status == 0 && run.error.isEmpty && run.output.isEmpty, "\(run)")
        let renderer = chart == "bars" ? try InProcess.bars(width: 96, height: 64) : try InProcess.line(width: 96, height: 64)
        let still = try Pixmap(contentsOfPNGFile: scratch.path("still.png"))
        expectSamePixels(still, InProcess.frame(renderer, at: seconds), "\(chart) \(options)")
        #expect(scratch.entries() == ["still.png"])
    }

    /// A PNG written to a pipe goes into the pipe; the pipe is not replaced by a file
    /// (renamed over, as a regular file is, it would be; for /dev/stdout as root, the device).
    @Test func stillIntoAPipe() throws {
        let scratch = try Scratch()
        guard mkfifo(scratch.path("pipe"), 0o644) == 0 else { throw ScratchError("mkfifo failed") }
        // Opened before the binary runs, so its open for writing does not block; the
        // small PNG fits in the pipe's buffer.
        let reader = open(scratch.path("pipe"), O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        defer { close(reader) }
        let status = try Rasterchart.wait(for: try Rasterchart.start(["--png", "pipe", "--size", "40x30"], in: scratch))
        #expect(status == 0)
        var info = stat()
        #expect(stat(scratch.path("pipe"), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &bytes, bytes.count)
        let still = try Pixmap(pngData: Array(bytes.prefix(max(count, 0))))
        expectSamePixels(still, InProcess.frame(try InProcess.bars(width: 40, height: 30), at: 1.4), "from the pipe")
        #expect(scratch.entries() == ["pipe"])
    }

    @Test func framesAreNumberedFromZeroAndEachIsItsFrame() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        let run = try Rasterchart.run(["--frames", "frames", "--size", "48x32", "--fps", "10"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let renderer = try InProcess.bars(width: 48, height: 32)
        let times = InProcess.frameTimes(duration: 1.4, fps: 10)
        let names = times.indices.map { k in "frame-" + String(repeating: "0", count: 5 - String(k).count) + String(k) + ".png" }
        #expect(scratch.entries("frames") == names)
        for (name, t) in zip(names, times) where scratch.entries("frames").contains(name) {
            let frame = try Pixmap(contentsOfPNGFile: scratch.path("frames/" + name))
            expectSamePixels(frame, InProcess.frame(renderer, at: t), name)
        }
    }

    /// Something that is no file where a frame goes (regression: a directory failed the
    /// run only when its frame came, "cannot rename a temporary file onto
    /// frames/frame-00002.png: Is a directory", after drawing the frames before it; a
    /// FIFO kept the run waiting for a reader). Refused before anything is drawn.
    @Test(arguments: ["directory", "FIFO"]) func framesRefuseANameTakenByNoFile(kind: String) throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        if kind == "directory" {
            try scratch.makeDirectory("frames/frame-00002.png")
        } else {
            #expect(mkfifo(scratch.path("frames/frame-00002.png"), 0o644) == 0)
        }
        let pid = try Rasterchart.start(["--png", "end.png", "--frames", "frames", "--size", "48x32", "--fps", "10"], in: scratch)
        let status = try Rasterchart.wait(for: pid, limit: 20)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 1)
        #expect(error == "rasterchart: cannot write frames into frames: frames/frame-00002.png is a \(kind), not a file\n")
        #expect(scratch.entries() == ["frames"] && scratch.entries("frames") == ["frame-00002.png"])
    }

    /// All outputs at once: each one is written, and they agree.
    @Test func outputsCombine() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        let run = try Rasterchart.run(
            ["line", "--gif", "line.gif", "--png", "end.png", "--frames", "frames", "--size", "48x32", "--fps", "5"],
            in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(scratch.entries() == ["end.png", "frames", "line.gif"])
        #expect(scratch.entries("frames").count == 12)
        #expect(try scratch.read("end.png") == scratch.read("frames/frame-00011.png"))
        let renderer = try InProcess.line(width: 48, height: 32)
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("end.png")), InProcess.frame(renderer, at: 2.2), "end")
        try GIFExpectation(renderer: renderer, fps: 5).check(try scratch.read("line.gif"))
    }
}

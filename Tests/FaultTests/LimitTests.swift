import Glibc
import Testing

/// The documented limits, through the binary: a canvas over the pixel budget
/// unless raised with --max-pixels, data over the input size, a line over the
/// line length, more values than the line chart accepts. Each is refused with one
/// line and no output, without the memory the input asks for.
@Suite struct LimitTests {
    @Test func canvasOverTheBudgetIsRefused() throws {
        let scratch = try Scratch()
        let outcome = try Rasterchart.run(["bars", "--size", "4097x4096", "--gif", "big.gif"], in: scratch)
        #expect(outcome.status == 2)
        #expect(outcome.isOneLine, "\(outcome.error)")
        #expect(outcome.error.contains("the canvas 4097x4096 is over") && outcome.error.contains("16777216") && outcome.error.contains("--max-pixels"))
        #expect(scratch.entries().isEmpty)
    }

    /// The budget counts width × height: 100×100 is 10000 pixels, on the limit or one over it.
    @Test(arguments: [(10_000, true), (9_999, false)])
    func maxPixelsMovesTheBudget(budget: Int, accepted: Bool) throws {
        let scratch = try Scratch()
        let outcome = try Rasterchart.run(
            ["bars", "--size", "100x100", "--max-pixels", String(budget), "--png", "still.png", "--quiet"], in: scratch)
        #expect(outcome.status == (accepted ? 0 : 2), "\(outcome.error)")
        #expect(scratch.entries() == (accepted ? ["still.png"] : []))
    }

    /// A file over 256 MiB (sparse: no disk space taken) is refused from its size,
    /// without reading it into memory first (which would take 256 MiB and minutes).
    @Test func inputOverTheSizeLimit() throws {
        let scratch = try Scratch()
        let fd = open(scratch.path("huge.csv"), O_WRONLY | O_CREAT, 0o644)
        try #require(fd >= 0)
        #expect(ftruncate(fd, (256 << 20) + 1) == 0)
        close(fd)
        let outcome = try Rasterchart.run(["line", "--data", "huge.csv", "--gif", "out.gif", "--size", "64x40"], in: scratch)
        // The baseline: a run that fails before reading anything (a sanitizer's runtime alone takes hundreds of MiB).
        let baseline = try Rasterchart.run(["line", "--data", "missing.csv", "--gif", "out.gif", "--size", "64x40"], in: scratch)
        #expect(outcome.status == 1)
        #expect(outcome.isOneLine && outcome.error.contains("huge.csv"), "\(outcome.error)")
        #expect(outcome.peakKilobytes < baseline.peakKilobytes + (64 << 10), "peak \(outcome.peakKilobytes) KiB, baseline \(baseline.peakKilobytes) KiB")
        #expect(scratch.entries() == ["huge.csv"])
    }

    @Test func lineOverTheLengthLimit() throws {
        let scratch = try Scratch()
        try scratch.write("long.csv", Array("label,value\n".utf8) + [UInt8](repeating: 0x61, count: 65 << 10) + Array(",1\n".utf8))
        let outcome = try Rasterchart.run(["bars", "--data", "long.csv", "--gif", "out.gif", "--size", "64x40"], in: scratch)
        #expect(outcome.status == 1)
        #expect(outcome.isOneLine && outcome.error.contains("long.csv:2") && outcome.error.contains("65536 bytes"), "\(outcome.error)")
        #expect(scratch.entries() == ["long.csv"])
    }

    /// 10⁷ + 1 prices on standard input: refused when the count passes the limit.
    @Test func morePointsThanTheLimit() throws {
        let scratch = try Scratch()
        try #require(run("/bin/sh", ["-c", "yes 1 | head -n 10000001 > " + Rasterchart.quoted(scratch.path("many.csv"))]) == 0)
        let outcome = try Rasterchart.run(
            ["line", "--data", "-", "--gif", "out.gif", "--size", "64x40"], in: scratch, input: scratch.path("many.csv"))
        #expect(outcome.status == 1)
        #expect(outcome.isOneLine && outcome.error.contains("more than 10000000 values"), "\(outcome.error)")
        #expect(scratch.entries() == ["many.csv"])
    }
}

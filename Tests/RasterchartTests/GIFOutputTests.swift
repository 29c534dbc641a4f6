import Animation
import Chart
import ChartData
import GIF
import Testing

/// `--gif`: run the binary, decode its GIF with DGifSlurp, compare with Chart in-process.
///
/// Small canvases and low frame rates keep the debug binary fast; the checks
/// themselves are in `GIFExpectation`.
@Suite struct GIFOutputTests {
    @Test func barsWithTheDefaultsLoopForeverAndHoldTwoSeconds() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["--gif", "bars.gif", "--size", "96x64", "--fps", "10"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty && run.output.isEmpty, "\(run)")
        let gif = try GIFExpectation(renderer: try InProcess.bars(width: 96, height: 64), fps: 10)
            .check(try scratch.read("bars.gif"))
        // Five bars growing for 1.4 s at 10 fps: frames 0…14, each one different.
        #expect(gif.frames.count == 15)
        #expect(scratch.entries() == ["bars.gif"])
    }

    @Test func lineWithItsGlowMatchesTheInProcessFrames() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", "--gif", "line.gif", "--size", "72x48", "--fps", "5"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let gif = try GIFExpectation(renderer: try InProcess.line(width: 72, height: 48), fps: 5)
            .check(try scratch.read("line.gif"))
        // The trim starts at 0.2 s: frame 1 (0.2 s) still shows nothing and merges into frame 0.
        #expect(gif.frames.first?.delay == 40)
    }

    /// Cumulative rounding at 30 fps: frames start at round(100·k/30) cs, so delays run 3, 4, 3, 3, 4, 3, …
    @Test func delaysAtThirtyFramesPerSecondRoundCumulatively() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["--gif", "bars.gif", "--size", "40x24", "--hold", "0.5"], in: scratch)
        #expect(run.status == 0, "\(run)")
        let gif = try GIFExpectation(renderer: try InProcess.bars(width: 40, height: 24), fps: 30, hold: 0.5)
            .check(try scratch.read("bars.gif"))
        let delays = gif.frames.map(\.delay)
        #expect(Set(delays.dropLast()) == [3, 4])
        #expect(gif.duration == 140 + 50)
    }

    @Test(arguments: [("1", GIFLoop.repeats(0)), ("3", .repeats(2)), ("forever", .forever)])
    func loopCountIsPlaysMinusOne(plays: String, loop: GIFLoop) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["--gif", "bars.gif", "--size", "32x20", "--fps", "5", "--loop", plays], in: scratch)
        #expect(run.status == 0, "\(run)")
        let bytes = try scratch.read("bars.gif")
        try GIFExpectation(renderer: try InProcess.bars(width: 32, height: 20), fps: 5, loop: loop).check(bytes)
        // One play writes no NETSCAPE2.0 block at all.
        #expect(bytes.contains(subsequence: Array("NETSCAPE2.0".utf8)) == (loop != .repeats(0)))
    }

    /// `exact` shows every rendered frame as it is and `small` keeps every frame within
    /// 9 levels and 42 dB (the bars, whose frames fit a colour table, so the bounds are
    /// the encoder's alone); for the line's glow, small < high < exact in bytes.
    @Test(arguments: ["bars", "line"]) func gifQualityBoundsEveryFrame(chart: String) throws {
        let scratch = try Scratch()
        var sizes: [String: Int] = [:]
        for quality in ["exact", "high", "small"] {
            let run = try Rasterchart.run(
                [chart, "--gif", "\(quality).gif", "--gif-quality", quality, "--size", "96x64", "--fps", "10"],
                in: scratch)
            #expect(run.status == 0 && run.error.isEmpty, "\(run)")
            let renderer = chart == "bars" ? try InProcess.bars(width: 96, height: 64) : try InProcess.line(width: 96, height: 64)
            var expectation = GIFExpectation(renderer: renderer, fps: 10)
            switch quality {
            case "exact": expectation.fittingBound = (.infinity, 0)
            case "small": expectation.fittingBound = (42, 9)
            default: break
            }
            try expectation.check(try scratch.read("\(quality).gif"))
            sizes[quality] = try scratch.read("\(quality).gif").count
        }
        if chart == "line" {
            let exact = sizes["exact"] ?? 0, high = sizes["high"] ?? 0, small = sizes["small"] ?? 0
            #expect(small < high && high < exact, "\(sizes)")
        }
    }

    @Test func animationOptionsReachTheScene() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            [
                "bars", "--gif", "bars.gif", "--size", "48x32", "--fps", "10", "--duration", "0.5", "--delay", "0.2",
                "--stagger", "0", "--easing", "linear", "--theme", "light", "--hold", "1",
            ], in: scratch)
        #expect(run.status == 0, "\(run)")
        let animation = Stagger(Transition(delay: 0.2, duration: 0.5, easing: .linear), interval: 0, count: 5)
        let renderer = try InProcess.bars(width: 48, height: 32, theme: .light, animation: animation)
        try GIFExpectation(renderer: renderer, fps: 10, hold: 1).check(try scratch.read("bars.gif"))
    }
}

extension Array where Element == UInt8 {
    /// Whether `needle` occurs somewhere in the bytes.
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { self[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}

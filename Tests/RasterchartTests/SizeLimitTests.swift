import GIF
import Testing

/// `--max-bytes`: the GIF fits, reduced as little as it must be and said so, or
/// nothing is written and the run fails with the smallest size it reached.
@Suite struct SizeLimitTests {
    static let line = ["line", "--size", "120x80", "--fps", "10"]

    /// The GIF's size as asked at `quality`, and its bytes.
    func gif(_ quality: String, in scratch: Scratch) throws -> [UInt8] {
        let run = try Rasterchart.run(Self.line + ["--gif", "\(quality).gif", "--gif-quality", quality], in: scratch)
        #expect(run.status == 0, "\(run)")
        return try scratch.read("\(quality).gif")
    }

    @Test func aGIFThatFitsIsTheGIFAsAskedAndSaysNothing() throws {
        let scratch = try Scratch()
        let high = try gif("high", in: scratch)
        let run = try Rasterchart.run(Self.line + ["--gif", "limited.gif", "--max-bytes", "\(high.count)"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(try scratch.read("limited.gif") == high)
    }

    @Test func theQualityTierGoesFirst() throws {
        let scratch = try Scratch()
        let high = try gif("high", in: scratch), small = try gif("small", in: scratch)
        let run = try Rasterchart.run(Self.line + ["--gif", "limited.gif", "--max-bytes", "\(high.count - 1)"], in: scratch)
        #expect(run.status == 0, "\(run)")
        #expect(try scratch.read("limited.gif") == small)
        #expect(
            run.errorLines == [
                "rasterchart: --max-bytes \(high.count - 1): wrote \(small.count) bytes with --gif-quality small --fps 10 (as asked, \(high.count) bytes; 2 encodings)"
            ], "\(run)")
    }

    @Test func thenTheFrameRateFallsAsLittleAsItMust() throws {
        let scratch = try Scratch()
        let small = try gif("small", in: scratch)
        var sizes: [Int: Int] = [:]
        for fps in [8, 6] {
            let run = try Rasterchart.run(
                ["line", "--size", "120x80", "--fps", "\(fps)", "--gif", "\(fps).gif", "--gif-quality", "small"], in: scratch)
            #expect(run.status == 0, "\(run)")
            sizes[fps] = try scratch.read("\(fps).gif").count
        }
        // Between the sizes at 8 and at 6 fps: 8 does not fit, 6 does.
        let limit = ((sizes[8] ?? 0) + (sizes[6] ?? 0)) / 2
        #expect((sizes[6] ?? 0) < limit && limit < (sizes[8] ?? 0) && (sizes[8] ?? 0) < small.count, "\(sizes)")
        let run = try Rasterchart.run(Self.line + ["--gif", "limited.gif", "--max-bytes", "\(limit)"], in: scratch)
        #expect(run.status == 0, "\(run)")
        let limited = try scratch.read("limited.gif")
        #expect(limited == (try scratch.read("6.gif")))
        #expect(run.errorLines.first?.hasPrefix("rasterchart: --max-bytes \(limit): wrote \(limited.count) bytes with --gif-quality small --fps 6 (as asked,") == true, "\(run)")
        let renderer = try InProcess.line(width: 120, height: 80)
        var expectation = GIFExpectation(renderer: renderer, fps: 6)
        expectation.fittingBound = (42, 9)
        try expectation.check(limited)
    }

    @Test func quietSaysNothing() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(Self.line + ["--gif", "limited.gif", "--max-bytes", "20K", "--quiet"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        #expect(try scratch.read("limited.gif").count <= 20_000)
    }

    @Test func aLimitNoReductionMeetsWritesNothing() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(Self.line + ["--gif", "limited.gif", "--png", "still.png", "--max-bytes", "100"], in: scratch)
        #expect(run.status == 1, "\(run)")
        #expect(run.errorLines.count == 1, "\(run)")
        let line = String(run.errorLines.first ?? "")
        #expect(line.hasPrefix("rasterchart: --max-bytes 100: the smallest GIF reached is "), "\(run)")
        #expect(line.hasSuffix(" bytes (--gif-quality small --fps 1); nothing written"), "\(run)")
        // The still written before the GIF goes too: a failed run leaves no output.
        #expect(scratch.entries().isEmpty, "\(scratch.entries())")
    }
}

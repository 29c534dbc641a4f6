import Glibc
import Testing
import TestSupport

/// Several charts: several `--data` files or several coins of one CoinGecko
/// answer, written to one file each through `{id}`, or played in turn on a
/// framebuffer. Each chart's file is the file a run for that chart alone writes.
@Suite struct PlaylistTests {
    static let small = ["--size", "96x64", "--fps", "10", "--duration", "0.3", "--delay", "0"]

    func run(_ arguments: [String], in scratch: Scratch) throws -> Rasterchart.Run {
        let run = try Rasterchart.run(["line"] + arguments + Self.small, in: scratch)
        // The made-up answer misses an hour of one coin: a warning, no error.
        #expect(run.status == 0 && run.errorLines.allSatisfy { $0.hasPrefix("rasterchart: warning:") }, "\(arguments): \(run)")
        return run
    }

    @Test func severalDataFilesWriteOneFileEachAsAloneTheyWould() throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("data")
        try scratch.write("up.csv", "price\n1\n2\n3\n5\n")
        try scratch.write("data/down.csv", "price\n5\n3\n2\n1\n")
        _ = try run(["--data", "up.csv", "--data", "data/down.csv", "--gif", "{id}.gif", "--png", "still-{id}.png"], in: scratch)
        for (id, path) in [("up", "up.csv"), ("down", "data/down.csv")] {
            _ = try run(["--data", path, "--gif", "alone.gif", "--png", "alone.png"], in: scratch)
            #expect(try scratch.read("\(id).gif") == scratch.read("alone.gif"), "\(id).gif")
            #expect(try scratch.read("still-\(id).png") == scratch.read("alone.png"), "still-\(id).png")
        }
    }

    /// A batch draws each chart's frames on its own thread, over the one before,
    /// also when they are turned.
    @Test func aTurnedBatchWritesWhatATurnedRunWrites() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", "price\n1\n2\n3\n5\n")
        try scratch.write("down.csv", "price\n5\n3\n2\n1\n")
        _ = try run(["--data", "up.csv", "--data", "down.csv", "--rotate", "90", "--gif", "{id}.gif"], in: scratch)
        _ = try run(["--data", "down.csv", "--rotate", "90", "--gif", "alone.gif"], in: scratch)
        #expect(try scratch.read("down.gif") == scratch.read("alone.gif"))
    }

    @Test func coinsOfOneAnswerWriteOneFileEach() throws {
        let scratch = try Scratch()
        try scratch.write("m.json", MarketsFixture.json(coins: 4, points: 24))
        try scratch.makeDirectory("out")
        _ = try run(["--data", "m.json", "--coin", "all", "--png", "out/{id}.png"], in: scratch)
        #expect(scratch.entries("out") == ["bitcoin.png", "ethereum.png", "ripple.png", "tether.png"])
        _ = try run(["--data", "m.json", "--coin", "eth,XRP", "--png", "{id}.png"], in: scratch)
        for (file, coin) in [("out/bitcoin.png", "bitcoin"), ("out/tether.png", "tether"), ("eth.png", "eth"), ("XRP.png", "XRP")] {
            _ = try run(["--data", "m.json", "--coin", coin, "--png", "alone.png"], in: scratch)
            #expect(try scratch.read(file) == scratch.read("alone.png"), "\(file)")
        }
    }

    @Test func oneCoinOfSeveralAnswersIsNamedAfterEachFile() throws {
        let scratch = try Scratch()
        try scratch.write("monday.json", MarketsFixture.json(coins: 2, points: 24, seed: 1))
        try scratch.write("tuesday.json", MarketsFixture.json(coins: 2, points: 24, seed: 2))
        _ = try run(["--data", "monday.json", "--data", "tuesday.json", "--coin", "btc", "--png", "{id}.png"], in: scratch)
        #expect(scratch.entries() == ["monday.json", "monday.png", "tuesday.json", "tuesday.png"])
        _ = try run(["--data", "tuesday.json", "--coin", "btc", "--png", "{id}.png"], in: scratch)
        #expect(try scratch.read("btc.png") == scratch.read("tuesday.png"))
    }

    @Test func framesWithIdGetADirectoryEach() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", "price\n1\n2\n3\n")
        try scratch.write("down.csv", "price\n3\n2\n1\n")
        _ = try run(["--data", "up.csv", "--data", "down.csv", "--frames", "frames-{id}"], in: scratch)
        // 0.3 s at 10 fps: frames 0…3.
        let frames = ["frame-00000.png", "frame-00001.png", "frame-00002.png", "frame-00003.png"]
        #expect(scratch.entries("frames-up") == frames && scratch.entries("frames-down") == frames)
    }

    @Test func oneBadChartLeavesNoFileOfAnyChart() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", "price\n1\n2\n3\n")
        try scratch.write("bad.csv", "price\n1\nfour\n")
        let run = try Rasterchart.run(
            ["line", "--data", "up.csv", "--data", "bad.csv", "--gif", "{id}.gif", "--frames", "f-{id}"] + Self.small,
            in: scratch)
        #expect(run.status == 1 && run.errorLines.count == 1 && run.error.contains("bad.csv:3:"), "\(run)")
        #expect(scratch.entries() == ["bad.csv", "up.csv"], "left behind")
    }

    @Test func aNameWithoutIdForSeveralChartsIsAUsageError() throws {
        let scratch = try Scratch()
        try scratch.write("m.json", MarketsFixture.json(coins: 2, points: 4))
        let run = try Rasterchart.run(["line", "--data", "m.json", "--coin", "all", "--gif", "out.gif"], in: scratch)
        #expect(run.status == 2 && run.errorLines.count == 1, "\(run)")
        #expect(run.error.contains("put {id} in the name"), "\(run)")
        #expect(scratch.entries() == ["m.json"])
    }

    @Test func aCoinIdThatCannotNameAFileIsLeftOut() throws {
        let scratch = try Scratch()
        let markets = MarketsFixture.json(coins: 2, points: 4).replacing("\"id\":\"ethereum\"", with: "\"id\":\"../evil\"")
        try scratch.write("m.json", markets)
        try scratch.makeDirectory("out")
        let run = try Rasterchart.run(["line", "--data", "m.json", "--coin", "all", "--png", "out/{id}.png"] + Self.small, in: scratch)
        #expect(run.status == 0, "\(run)")
        #expect(run.error == "rasterchart: warning: the coin id '../evil' cannot name a file; left out\n")
        #expect(scratch.entries() == ["m.json", "out"] && scratch.entries("out") == ["bitcoin.png"])
    }

    @Test func aFramebufferPlaysEachChartInTurn() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", "price\n1\n2\n3\n4\n5\n")
        try scratch.write("down.csv", "price\n5\n4\n3\n2\n1\n")
        let pid = try Rasterchart.start(
            [
                "line", "--data", "up.csv", "--data", "down.csv", "--fb", "screen.raw", "--fb-format", "160x100xxrgb8888",
                "--fps", "10", "--duration", "0.3", "--delay", "0", "--hold", "0.5", "--quiet",
            ], in: scratch)
        defer { reap(pid) }
        for turn in ["up", "down", "up", "down"] {
            let shown = waitForScreen(scratch, seconds: 20) {
                turn == "up" ? $0.green > 40 && $0.red == 0 : $0.red > 40 && $0.green == 0
            }
            #expect(shown, "\(turn): \(lineColours(scratch))")
        }
        kill(pid, SIGTERM)
        #expect(try Rasterchart.wait(for: pid) == 0)
    }
}

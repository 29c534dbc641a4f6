import Glibc
import Testing
import TestSupport

/// `--data-command` as a kiosk or a web page runs it: a command that succeeds,
/// fails, hangs, prints garbage, nothing or too much; with `--every`, data that
/// changes or stays, failures that keep the last good chart, and no process or
/// descriptor left behind by any fetch.
@Suite struct FetchedDataTests {
    static let small = ["--size", "96x64", "--fps", "10", "--duration", "0.3", "--delay", "0"]
    static let rising = "price\n1\n2\n3\n4\n5\n"
    static let falling = "price\n5\n4\n3\n2\n1\n"

    @Test func aCommandsOutputIsReadAsTheSameDataFromAFile() throws {
        let scratch = try Scratch()
        try scratch.write("prices.csv", "price\n1\n3\n2\n5\n")
        let fetched = try Rasterchart.run(["line", "--data-command", "cat prices.csv", "--png", "fetched.png"] + Self.small, in: scratch)
        let read = try Rasterchart.run(["line", "--data", "prices.csv", "--png", "read.png"] + Self.small, in: scratch)
        #expect(fetched.status == 0 && fetched.error.isEmpty, "\(fetched)")
        #expect(read.status == 0, "\(read)")
        #expect(try scratch.read("fetched.png") == scratch.read("read.png"))
    }

    /// A command run once that gives no data: one line, status 1, nothing written.
    @Test(arguments: [
        (
            "echo partial; echo 'curl: (6) Could not resolve host: api.coingecko.com' >&2; exit 6",
            "rasterchart: --data-command exited with status 6: curl: (6) Could not resolve host: api.coingecko.com"
        ),
        ("true", "rasterchart: --data-command printed nothing"),
        ("printf 'price\\n1\\nabc\\n'", "rasterchart: --data-command output:3: "),
        ("head -c 3000 /dev/urandom", "rasterchart: --data-command output:1: not UTF-8 text"),
        ("yes 1", "rasterchart: --data-command printed more than 64 MB; stopped it"),
        ("kill -KILL $$", "rasterchart: --data-command was killed by signal 9"),
    ])
    func aFailedCommandIsOneLineAndNoOutput(command: String, message: String) throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", "--data-command", command, "--gif", "out.gif"] + Self.small, in: scratch)
        #expect(run.status == 1, "\(run)")
        #expect(run.errorLines.count == 1 && run.error.hasPrefix(message), "\(run.error.debugDescription)")
        #expect(scratch.entries().isEmpty, "left behind: \(scratch.entries())")
    }

    /// The inode and modification time of `name`, or nil while it is missing.
    func stamp(_ scratch: Scratch, _ name: String) -> [Int]? {
        var info = stat()
        guard stat(scratch.path(name), &info) == 0 else { return nil }
        return [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
    }

    /// Polls for up to 30 s until `condition` holds.
    func waitUntil(_ condition: () -> Bool) -> Bool {
        for _ in 0..<600 {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    func stop(_ pid: pid_t) throws -> Int32 {
        kill(pid, SIGTERM)
        return try Rasterchart.wait(for: pid, limit: 10)
    }

    func errors(_ scratch: Scratch) -> String {
        String(decoding: (try? scratch.read("../stderr")) ?? [], as: UTF8.self)
    }

    @Test func theSameDataChangesNothingAndNewDataRewritesTheFile() throws {
        let scratch = try Scratch()
        try scratch.write("data.csv", Self.rising)
        let pid = try Rasterchart.start(
            ["line", "--data-command", "cat data.csv", "--every", "2s", "--png", "out.png"] + Self.small, in: scratch)
        defer { reap(pid) }
        #expect(waitUntil { stamp(scratch, "out.png") != nil })
        let first = stamp(scratch, "out.png")
        usleep(5_000_000)  // two more fetches of the same data
        #expect(stamp(scratch, "out.png") == first, "rewritten though the data stayed")

        try replace(scratch, "data.csv", with: Self.falling)
        #expect(waitUntil { stamp(scratch, "out.png") != first })
        #expect(try stop(pid) == 0)
        let expected = try Rasterchart.run(["line", "--data", "data.csv", "--png", "expected.png"] + Self.small, in: scratch)
        #expect(expected.status == 0)
        #expect(try scratch.read("out.png") == scratch.read("expected.png"), "the new data's chart")
        #expect(scratch.entries() == ["data.csv", "expected.png", "out.png"], "a temporary file left behind")
        #expect(errors(scratch).isEmpty, "\(errors(scratch))")
    }

    /// A script that does something else on each run: `steps[n]` on the n-th (and
    /// the last one from then on), counting in the file `count`.
    func writeFetchScript(_ scratch: Scratch, _ steps: [String]) throws {
        var script = "n=$(cat count 2>/dev/null || echo 0); echo $((n + 1)) > count\ncase $n in\n"
        for (i, step) in steps.enumerated() { script += (i == steps.count - 1 ? "*" : "\(i)") + ") \(step) ;;\n" }
        try scratch.write("fetch.sh", script + "esac\n")
    }

    @Test func failuresKeepTheLastGoodChartAndLeaveNothingBehind() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", Self.rising)
        try scratch.write("down.csv", Self.falling)
        try writeFetchScript(scratch, [
            "cat up.csv", "echo 'no route' >&2; exit 7", "printf 'price\\nfour\\n'",
            // Hung past the 1 s timeout, with a background job holding the pipe.
            "sleep 30 & echo $! > sleeper; wait", "true", "cat down.csv",
        ])
        let pid = try Rasterchart.start(
            ["line", "--data-command", "sh fetch.sh", "--every", "1s", "--png", "out.png"] + Self.small, in: scratch)
        defer { reap(pid) }
        #expect(waitUntil { stamp(scratch, "out.png") != nil })
        let good = try scratch.read("out.png")
        var descriptors: [Int] = [], zombies: [pid_t] = [], lingering: [pid_t] = []
        while (try? scratch.read("count")).map({ String(decoding: $0, as: UTF8.self) }) != "6\n" {
            descriptors.append(ProcessTable.descriptorCount(of: pid))
            let dead = ProcessTable.children(of: pid).filter { $0.state == "Z" }.map(\.pid)
            // A child is a zombie only between its end and the reap right after it.
            lingering += dead.filter(zombies.contains)
            zombies = dead
            #expect(try scratch.read("out.png") == good, "a failed fetch changed the chart")
            usleep(300_000)
            guard descriptors.count < 100 else { break }
        }
        #expect(waitUntil { (try? scratch.read("out.png")) != good }, "the falling line after the failures")
        #expect(try stop(pid) == 0)
        #expect(lingering.isEmpty, "zombies: \(lingering)")
        #expect((descriptors.max() ?? 0) - (descriptors.min() ?? 0) <= 2, "descriptors: \(descriptors)")
        if let sleeper = pid_t(String(decoding: try scratch.read("sleeper"), as: UTF8.self).split(separator: "\n")[0]) {
            #expect(ProcessTable.status(of: sleeper).map { $0.state == "Z" } ?? true, "the hung fetch's sleep still runs")
        }
        // In this order; on a loaded machine a good fetch may time out too.
        let lines = errors(scratch).split(separator: "\n").filter { !$0.contains("did not finish") }
        #expect(
            lines == [
                "rasterchart: --data-command exited with status 7: no route; trying again in 1 s",
                "rasterchart: --data-command output:2: value \"four\" is not a number; trying again in 1 s",
                "rasterchart: --data-command printed nothing; trying again in 1 s",
            ], "\(lines)")
        #expect(errors(scratch).contains("rasterchart: --data-command did not finish within 1 s; stopped it; trying again in 1 s\n"))
    }

    @Test func retriesBackOffUpToEveryAndAStopEndsTheWait() throws {
        let scratch = try Scratch()
        let pid = try Rasterchart.start(
            ["line", "--data-command", "exit 1", "--every", "1m", "--gif", "out.gif"] + Self.small, in: scratch)
        defer { reap(pid) }
        #expect(waitUntil { errors(scratch).split(separator: "\n").count >= 2 })
        #expect(try stop(pid) == 0, "SIGTERM is the normal end of a scheduled run")
        #expect(
            errors(scratch) == """
                rasterchart: --data-command exited with status 1; trying again in 5 s
                rasterchart: --data-command exited with status 1; trying again in 10 s

                """)
        #expect(scratch.entries().isEmpty)
    }

    @Test func aKioskShowsEachFetchThatChangesItsChart() throws {
        let scratch = try Scratch()
        try scratch.write("up.csv", Self.rising)
        try scratch.write("down.csv", Self.falling)
        try writeFetchScript(scratch, ["cat up.csv", "cat up.csv", "echo '{'", "cat down.csv"])
        let pid = try Rasterchart.start(
            [
                "line", "--data-command", "sh fetch.sh", "--every", "1s", "--fb", "screen.raw", "--fb-format",
                "160x100xxrgb8888", "--hold", "forever", "--quiet",
            ] + Self.small.dropFirst(2), in: scratch)
        defer { reap(pid) }
        #expect(waitForScreen(scratch, seconds: 30) { $0.green > 40 && $0.red == 0 }, "rising: \(lineColours(scratch))")
        #expect(waitForScreen(scratch, seconds: 30) { $0.red > 40 && $0.green == 0 }, "falling: \(lineColours(scratch))")
        #expect(try stop(pid) == 0)
        // On a loaded machine a good fetch may time out too.
        let lines = errors(scratch).split(separator: "\n").filter { !$0.contains("did not finish") }
        #expect(lines.count == 1 && lines[0].hasPrefix("rasterchart: --data-command output:2:1: JSON ends early"), "\(lines)")
    }
}

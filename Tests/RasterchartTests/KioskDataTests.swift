import Glibc
import Testing

/// A kiosk plays for months while its price file is updated: each round after a
/// change shows the new prices; a file that fails to read is reported on one line
/// and the chart stays as it was.
@Suite struct KioskDataTests {
    /// Starts the line chart on a 160×100 screen file with rising prices, holding
    /// each round for `hold`, and waits until the rising (green) line is up.
    func startKiosk(_ scratch: Scratch, hold: String, newSession: Bool = false) throws -> pid_t {
        try scratch.write("prices.csv", "price\n1\n2\n3\n4\n5\n")
        let pid = try Rasterchart.start(
            [
                "line", "--data", "prices.csv", "--fb", "screen.raw", "--fb-format", "160x100xxrgb8888",
                "--fps", "10", "--duration", "0.3", "--delay", "0", "--hold", hold, "--quiet",
            ], in: scratch, newSession: newSession)
        #expect(waitForScreen(scratch, seconds: 20) { $0.green > 40 && $0.red == 0 }, "the rising line: \(lineColours(scratch))")
        return pid
    }

    /// `startKiosk`, then renames falling prices over the file and waits for the
    /// falling (red) line.
    func startKioskAndChangeItsData(_ scratch: Scratch, hold: String) throws -> pid_t {
        let pid = try startKiosk(scratch, hold: hold)
        try replace(scratch, "prices.csv", with: "price\n5\n4\n3\n2\n1\n")
        #expect(waitForScreen(scratch, seconds: 20) { $0.red > 40 && $0.green == 0 }, "the falling line: \(lineColours(scratch))")
        return pid
    }

    @Test func aChangedDataFileIsShownFromTheNextRound() throws {
        let scratch = try Scratch()
        let pid = try startKioskAndChangeItsData(scratch, hold: "0.3")
        defer { reap(pid) }

        // A bad file: one line on standard error, even with --quiet, and the falling
        // line stays through the rounds after it.
        try replace(scratch, "prices.csv", with: "price\n5\nfour\n3\n")
        waitForError(scratch)
        // Each round draws the line again, so one look may find it barely begun
        // (red 40 once, in a full suite run): look every 50 ms for 1.5 s; the rising
        // line must never show, the whole falling one must.
        var rising = 0, mostRed = 0
        for _ in 0..<30 {
            let colours = lineColours(scratch)
            if colours.green > 0 { rising += 1 }
            mostRed = max(mostRed, colours.red)
            usleep(50_000)
        }
        #expect(rising == 0 && mostRed > 40, "rising in \(rising) of 30 looks, red at most \(mostRed)")

        kill(pid, SIGTERM)
        let status = try Rasterchart.wait(for: pid)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 0, "\(error)")
        #expect(error.filter { $0 == "\n" }.count == 1, "one line for the bad file, once: \(error)")
        #expect(error.contains("prices.csv:3:"), "\(error)")
        #expect(error.hasSuffix("; still showing the data read before\n"), "\(error)")
    }

    /// A terminal renamed over the data file is refused as the data, and does not
    /// become the controlling terminal of a kiosk that has none (a service leads
    /// its own session without one): a hang-up on it would end the show.
    @Test func aTerminalAsTheDataIsNotTakenAsTheControllingTerminal() throws {
        let scratch = try Scratch()
        let terminal = try PseudoTerminal()
        let pid = try startKiosk(scratch, hold: "0.3", newSession: true)
        defer { reap(pid) }
        #expect(symlink(try terminal.followerPath(), scratch.path("prices.new")) == 0)
        #expect(rename(scratch.path("prices.new"), scratch.path("prices.csv")) == 0)
        waitForError(scratch)
        // After the command's closing parenthesis: state, ppid, pgrp, session, tty_nr
        // (the controlling terminal's device number, 0 for none).
        let stat = String(decoding: try readFile("/proc/\(pid)/stat"), as: UTF8.self)
        let fields = stat.split(separator: ")").last?.split(separator: " ") ?? []
        #expect(fields.count > 4 && fields[4] == "0", "\(stat)")

        kill(pid, SIGTERM)
        let status = try Rasterchart.wait(for: pid)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 0, "\(error)")
        #expect(error.contains("prices.csv: is a terminal"), "\(error)")
    }

    /// CoinGecko markets with two coins of the symbol `btc` (or, `ambiguous` false,
    /// one `btc` and one `xbt`), the first one's prices rising or falling.
    func markets(ambiguous: Bool, rising: Bool) -> String {
        let prices = rising ? "[1, 2, 3, 4, 5]" : "[5, 4, 3, 2, 1]"
        return """
            [{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "sparkline_in_7d": {"price": \(prices)}},
             {"id": "bitcoin-two", "symbol": "\(ambiguous ? "btc" : "xbt")", "name": "Two", "sparkline_in_7d": {"price": [1, 2]}}]
            """
    }

    /// A kiosk whose updater rewrites the file every minute: a data warning (here an
    /// ambiguous `--coin`) is printed when a read gives it and the read before did
    /// not, not on every read.
    @Test func aRepeatedWarningIsPrintedOnlyWhenNew() throws {
        let scratch = try Scratch()
        try scratch.write("markets.json", markets(ambiguous: true, rising: true))
        let pid = try Rasterchart.start(
            [
                "line", "--data", "markets.json", "--coin", "btc", "--fb", "screen.raw", "--fb-format", "160x100xxrgb8888",
                "--fps", "10", "--duration", "0.3", "--delay", "0", "--hold", "0.3",
            ], in: scratch)
        defer { reap(pid) }
        #expect(waitForScreen(scratch, seconds: 20) { $0.green > 40 && $0.red == 0 }, "the first read: \(lineColours(scratch))")
        // Each version flips the line's direction, so the screen shows when it was read.
        let versions = [(true, false), (true, true), (true, false), (false, true), (true, false), (true, true)]
        for (ambiguous, rising) in versions {
            try replace(scratch, "markets.json", with: markets(ambiguous: ambiguous, rising: rising))
            #expect(
                waitForScreen(scratch, seconds: 20) { rising ? $0.green > 40 && $0.red == 0 : $0.red > 40 && $0.green == 0 },
                "read \(ambiguous ? "ambiguous" : "unique"), \(rising ? "rising" : "falling"): \(lineColours(scratch))")
        }
        kill(pid, SIGTERM)
        let status = try Rasterchart.wait(for: pid)
        let error = String(decoding: try readFile(scratch.root + "/stderr"), as: UTF8.self)
        #expect(status == 0, "\(error)")
        // Ambiguous in the first four reads, then not, then again in the last two.
        let warnings = error.split(separator: "\n").filter { $0.contains("warning: markets.json: 2 coins have the symbol") }
        #expect(warnings.count == 2, "\(error)")
    }

    /// `--hold forever`: the chart holds until the file changes, then the new one plays.
    @Test func aChartHeldForeverPlaysAgainWhenTheDataChanges() throws {
        let scratch = try Scratch()
        let pid = try startKioskAndChangeItsData(scratch, hold: "forever")
        defer { reap(pid) }
        kill(pid, SIGTERM)
        #expect(try Rasterchart.wait(for: pid) == 0)
    }
}

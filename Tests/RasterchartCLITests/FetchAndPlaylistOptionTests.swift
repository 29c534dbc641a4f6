import Testing

@testable import RasterchartCLI

/// `--data-command`, `--every`, several `--data`, `--coin` lists and `{id}`
/// names: what they store, and the one-line error for each misuse.
@Suite struct FetchAndPlaylistOptionTests {
    @Test func aDataCommandIsTheDataSource() throws {
        let options = try render(["line", "--png", "a.png", "--data-command", "curl -sf 'https://x/?a=1&b=2'"])
        #expect(options.data == [.command("curl -sf 'https://x/?a=1&b=2'")])
        #expect(options.every == nil)
    }

    @Test(arguments: [
        ("30s", 30.0), ("5m", 300), ("1h", 3600), ("1.5m", 90), ("1s", 1), ("24h", 86_400), ("90S", 90), ("+2m", 120),
    ])
    func everyReadsADuration(text: String, seconds: Double) throws {
        #expect(try render(["--gif", "a.gif", "--data-command", "c", "--every", text]).every == seconds)
    }

    @Test(arguments: [
        ("0s", "must be more than zero"), ("0m", "must be more than zero"), ("-5m", "must not be negative"),
        ("0.5s", "must be at least 1s"), ("25h", "must be at most 24h"), ("30", "add a unit: 30s, 30m or 30h"),
        ("5 m", "expected a number and a unit: 30s, 5m or 1h"), ("m", "expected a number and a unit: 30s, 5m or 1h"),
        ("1d", "expected a number and a unit: 30s, 5m or 1h"), ("inf s", "expected a number and a unit: 30s, 5m or 1h"),
        ("1e400s", "expected a number and a unit: 30s, 5m or 1h"), ("", "expected a number and a unit: 30s, 5m or 1h"),
    ])
    func everyRefusesABadDuration(text: String, reason: String) {
        #expect(throws: UsageError.invalidValue(option: "--every", value: text, reason: reason)) {
            try parse(arguments: ["--gif", "a.gif", "--data-command", "c", "--every", text])
        }
    }

    @Test func severalDataFilesAreKeptInOrder() throws {
        let options = try render(["--fb", "/dev/fb0", "--data", "a.csv", "--data=b.csv", "--data", "-"])
        #expect(options.data == [.file("a.csv"), .file("b.csv"), .standardInput])
        #expect(options.asksForSeveralCharts)
    }

    @Test func coinListsAndAll() throws {
        let listed = try render(["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "bitcoin,ETH,Solana"])
        #expect(listed.coins == .listed(["bitcoin", "ETH", "Solana"]) && listed.asksForSeveralCharts)
        let all = try render(["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "all"])
        #expect(all.coins == .all && all.asksForSeveralCharts)
        let one = try render(["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "bitcoin"])
        #expect(one.coins == .listed(["bitcoin"]) && !one.asksForSeveralCharts)
    }

    @Test func idIsReplacedInEveryOutputName() throws {
        let options = try render([
            "line", "--gif", "out/{id}.gif", "--png", "{id}-{id}.png", "--frames", "frames-{id}", "--data", "m.json",
            "--coin", "all",
        ])
        let chart = options.forChart("bitcoin")
        #expect(chart.gifPath == "out/bitcoin.gif" && chart.pngPath == "bitcoin-bitcoin.png")
        #expect(chart.framesDirectory == "frames-bitcoin")
    }

    @Test func aChartsIdIsItsFilesBaseName() {
        var options = Options()
        options.chart = .line
        #expect(options.chartID(of: .file("data/prices.csv")) == "prices")
        #expect(options.chartID(of: .file("a.b.json")) == "a.b")
        #expect(options.chartID(of: .file(".hidden")) == ".hidden")
        #expect(options.chartID(of: .file("plain")) == "plain")
        #expect(options.chartID(of: .standardInput) == "line")
        #expect(options.chartID(of: .command("c")) == "line")
        #expect(options.chartID(of: nil) == "line")
        options.coins = .listed(["btc"])
        #expect(options.chartID(of: .file("data/markets.json")) == "btc")
        options.data = [.file("a/one.json"), .file("b/two.json")]
        #expect(options.chartID(of: .file("b/two.json")) == "two", "one coin of several files: each file's name")
    }

    @Test func fileNameSafeIds() {
        #expect(Options.isFileNameSafe("bitcoin") && Options.isFileNameSafe("usd-coin") && Options.isFileNameSafe("..a"))
        #expect(!Options.isFileNameSafe("") && !Options.isFileNameSafe(".") && !Options.isFileNameSafe(".."))
        #expect(!Options.isFileNameSafe("../etc") && !Options.isFileNameSafe("a\0b"))
    }

    @Test func oneChartMayUseIdOrNot() throws {
        #expect(try render(["--gif", "{id}.gif", "--data", "a.csv"]).gifPath == "{id}.gif")
        #expect(try render(["--gif", "out.gif", "--data", "a.csv", "--coin", "bitcoin"]).gifPath == "out.gif")
    }
}

/// Arguments and the exact error they must give.
private let refusals: [(arguments: [String], error: UsageError)] = [
    (["--gif", "a.gif", "--every", "5m"], .conflict("--every needs --data-command (a --data file is read again whenever it changes)")),
    (["--gif", "a.gif", "--data", "d.csv", "--every", "5m"], .conflict("--every needs --data-command (a --data file is read again whenever it changes)")),
    (["--gif", "a.gif", "--data", "d.csv", "--data-command", "c"], .conflict("--data-command and --data both give the data; give one of them")),
    (["--gif", "a.gif", "--data-command", "c", "--data-command", "d"], .repeatedOption("--data-command")),
    (["--gif", "a.gif", "--data-command", "c", "--every", "5m", "--every", "1h"], .repeatedOption("--every")),
    (["--gif", "a.gif", "--data-command", " "], .invalidValue(option: "--data-command", value: " ", reason: "expected a shell command, e.g. 'curl -sf https://…'")),
    (
        ["--frames", "dir", "--data-command", "c", "--every", "1m"],
        .conflict("--every with --frames: a directory of frames cannot be replaced at once; use --gif or --png")
    ),
    (
        ["--gif", "-", "--data-command", "c", "--every", "1m"],
        .conflict("--every rewrites --gif after each fetch; standard output cannot be rewritten, give a file name")
    ),
    (
        ["--gif", "out.gif", "--data", "a.csv", "--data", "b.csv"],
        .conflict("--gif out.gif: several charts (2 --data files) need a file each; put {id} in the name, e.g. --gif 'out/{id}.gif'")
    ),
    (
        ["line", "--png", "-", "--data", "m.json", "--coin", "all"],
        .conflict("--png -: several charts (--coin all) need a file each; put {id} in the name, e.g. --png 'out/{id}.png'")
    ),
    (
        ["line", "--gif", "{id}.gif", "--frames", "frames", "--data", "m.json", "--coin", "btc,eth"],
        .conflict("--frames frames: several charts (--coin btc,eth) need a file each; put {id} in the name, e.g. --frames 'out/{id}'")
    ),
    (
        ["line", "--gif", "out/{id}/chart.gif", "--data", "m.json", "--coin", "all"],
        .conflict("--gif out/{id}/chart.gif: {id} may be in the last name only, not in a directory above it")
    ),
    (
        ["--gif", "{id}.gif", "--data", "a/prices.csv", "--data", "b/prices.json"],
        .conflict("--data a/prices.csv and --data b/prices.json both have the id 'prices', so {id} names one file for both")
    ),
    (["--fb", "f", "--data", "-", "--data", "-"], .conflict("--data - is given twice; standard input can be read once")),
    (
        ["line", "--fb", "f", "--data", "a.json", "--data", "b.json", "--coin", "btc,eth"],
        .conflict("--coin with several coins and several --data: give several coins of one file, or one coin")
    ),
    (
        ["line", "--fb", "f", "--data", "m.json", "--coin", "all", "--hold", "forever"],
        .conflict("--hold forever with --coin all would never show the second chart; give --hold SECONDS")
    ),
    (
        ["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "btc,,eth"],
        .invalidValue(
            option: "--coin", value: "btc,,eth",
            reason: "expected a coin id, or ids separated by commas, e.g. bitcoin,ethereum, or all")
    ),
    (
        ["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "btc,BTC"],
        .invalidValue(option: "--coin", value: "btc,BTC", reason: "BTC is listed twice")
    ),
    (
        ["line", "--gif", "{id}.gif", "--data", "m.json", "--coin", "../x"],
        .invalidValue(option: "--coin", value: "../x", reason: "'../x' cannot name a file for {id}; coin ids have no '/'")
    ),
    (["--gif", "a.gif", "--coin", "all"], .conflict("--coin needs --data or --data-command")),
]

@Suite struct FetchAndPlaylistRefusalTests {
    @Test(arguments: refusals.indices)
    func refusesWithTheExactError(_ index: Int) {
        let (arguments, expected) = refusals[index]
        #expect(throws: expected, "\(arguments)") { try parse(arguments: arguments) }
        #expect(!expected.description.contains("\n") && expected.exitCode == 2)
    }
}

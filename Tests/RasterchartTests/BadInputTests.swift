import Testing

/// Every kind of bad input: one line on standard error that names the problem,
/// exit status 1 for bad data or an output that cannot be written, 2 for bad usage,
/// no crash, and nothing left behind — no output file, no temporary file.
@Suite struct BadInputTests {
    /// A data file the case puts in the binary's directory first.
    struct DataFile: Sendable {
        var name: String
        var bytes: [UInt8]

        init(_ name: String, _ text: String) {
            self.name = name
            bytes = Array(text.utf8)
        }

        init(_ name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var files: [DataFile] = []
        var input: [UInt8]?
        var status: Int32
        /// Texts the error line must contain (the file, line, field or option, and the problem).
        var mentions: [String]

        var testDescription: String { name }
    }

    /// Every output at once, so that none may be left behind; `frames` is created by the test.
    static let outputs = ["--gif", "out.gif", "--png", "out.png", "--frames", "frames"]
    /// Small and quick, should a case wrongly get as far as rendering.
    static let small = ["--size", "64x40", "--fps", "5"]

    static func data(_ file: DataFile, chart: String = "bars", status: Int32 = 1, _ name: String, _ mentions: [String]) -> Case {
        Case(name: name, arguments: [chart, "--data", file.name] + outputs + small, files: [file], status: status, mentions: mentions)
    }

    static func usage(_ name: String, _ arguments: [String], _ mentions: [String]) -> Case {
        Case(name: name, arguments: arguments + outputs, status: 2, mentions: mentions)
    }

    static let markets = #"""
        [{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "last_updated": "2026-11-23T12:00:00Z",
          "sparkline_in_7d": {"price": [1, 2, 3]}},
         {"id": "ethereum", "symbol": "eth", "name": "Ethereum", "last_updated": "2026-11-23T12:00:00Z",
          "sparkline_in_7d": {"price": [3, 2, 1]}}]
        """#

    static let dataCases: [Case] = [
        Case(
            name: "missing file", arguments: ["--data", "nowhere.csv"] + outputs + small, status: 1,
            mentions: ["nowhere.csv", "no such file"]),
        // Regression: a file name's line break split the error in two (and an escape
        // sequence reached the terminal); only usage errors spelled them out.
        Case(
            name: "line break in a file name", arguments: ["--data", "no\nsuch\u{1B}[31m.csv"] + outputs + small, status: 1,
            mentions: ["no\\u{A}such\\u{1B}[31m.csv", "no such file"]),
        Case(
            name: "line break in an output's directory", arguments: ["--gif", "miss\ning/out.gif"] + small, status: 1,
            mentions: ["miss\\u{A}ing/out.gif", "does not exist"]),
        Case(name: "data is a directory", arguments: ["--data", "frames"] + outputs + small, status: 1, mentions: ["frames", "directory"]),
        data(DataFile("empty.csv", ""), "empty file", ["empty.csv", "empty"]),
        data(DataFile("blank.csv", "\n \r\n\t\n"), "blank lines only", ["blank.csv", "empty"]),
        data(DataFile("sep.csv", "sep=;\r\n"), "only a sep= line", ["sep.csv", "\"sep=;\"", "no data"]),
        data(DataFile("header.csv", "label,value\n"), "header only", ["header.csv", "header", "label,value"]),
        data(DataFile("header.csv", "time,price\r\n"), chart: "line", "header only, line", ["header.csv", "header"]),
        data(DataFile("bad.csv", "a,1\nb,12x\nc,3\n"), "non-numeric bar value", ["bad.csv:2", "\"12x\"", "not a number"]),
        data(DataFile("bad.csv", "1\n2\n3\nabc\n5\n"), chart: "line", "non-numeric price", ["bad.csv:4", "\"abc\"", "not a number"]),
        data(DataFile("nan.csv", "a,1\nb,NaN\n"), "NaN bar", ["nan.csv:2", "NaN", "finite"]),
        data(DataFile("inf.csv", "1\n2\ninf\n"), chart: "line", "infinite price", ["inf.csv:3", "inf", "finite"]),
        data(DataFile("big.json", "[1, 2, 1e999]"), chart: "line", "JSON number out of range", ["big.json:1:", "1e999", "finite"]),
        data(DataFile("nan.json", "[1, NaN]"), chart: "line", "NaN in JSON", ["nan.json:1:", "NaN"]),
        data(
            DataFile("cut.json", #"[{"label": "a", "value": 1}, {"label": "b", "val"#), "truncated JSON bars",
            ["cut.json:1:", "JSON ends early"]),
        data(
            DataFile("cut.json", #"{"prices": [[1700000000000, 1.5], [17000"#), chart: "line", "truncated market chart",
            ["cut.json:1:", "JSON ends early"]),
        data(
            DataFile("typed.json", #"[{"label": "a", "value": "twelve"}]"#), "value is a string that is no number",
            ["typed.json:1:", "expected a number", "\"value\""]),
        data(DataFile("typed.json", #"{"prices": "soon"}"#), chart: "line", "prices is a string", ["typed.json:1:", "expected an array"]),
        data(
            DataFile("deep.json", #"[{"label": "a", "value": 1, "note": "# + String(repeating: "[", count: 100_000) + "]}]"),
            "absurdly deep JSON", ["deep.json:1:", "nested deeper than 64"]),
        data(
            DataFile("deep.json", String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)),
            chart: "line", "absurdly deep JSON array", ["deep.json:1:"]),
        data(DataFile("markets.json", markets), chart: "line", "unknown coin", ["markets.json", "\"doge\"", "bitcoin, ethereum"])
            .adding(["--coin", "doge"]),
        data(DataFile("one.csv", "42\n"), chart: "line", "one-point line", ["one.csv", "at least 2", "found 1"]),
        data(DataFile("one.json", "[42]"), chart: "line", "one-point JSON line", ["one.json", "at least 2"]),
        data(DataFile("neg.csv", "a,3\nb,-2\n"), "negative bar", ["neg.csv:2", "\"b\"", "-2", "≥ 0"]),
        data(
            DataFile("many.csv", (1...51).map { "bar \($0),\($0)\n" }.joined()), "too many bars",
            ["many.csv:51", "more than 50 bars", "aggregate"]),
        data(DataFile("markets.json", markets), "CoinGecko data as bars", ["markets.json", "line chart"]),
        data(DataFile("utf16.csv", bytes: [0xFF, 0xFE, 0x31, 0, 0x0A, 0]), chart: "line", "UTF-16", ["utf16.csv", "UTF-16"]),
        data(DataFile("bars.csv", "a,1\n"), "CSV read as JSON", ["bars.csv:1:1", "invalid JSON"]).adding(["--format", "json"]),
        data(DataFile("prices.csv", "1\n2\n"), chart: "line", "coin of CSV data", ["prices.csv", "coin"]).adding(["--coin", "btc"]),
        data(
            DataFile("rev.csv", "month,revenue,cost\nJan,1,2\n"), "no value column in a wide header",
            ["rev.csv:1", "month,revenue,cost", "--column"]),
        data(DataFile("rev.csv", "month,revenue,cost\nJan,1,2\n"), "unknown --column", ["rev.csv:1", "\"revenu\"", "month, revenue, cost"])
            .adding(["--column", "revenu"]),
        data(DataFile("rev.csv", "Jan,1,2\n"), "--column without a header", ["rev.csv:1", "\"cost\"", "Jan,1,2", "data"])
            .adding(["--column", "cost"]),
        data(
            DataFile("rev.csv", "month,revenue,cost\nJan,1,2\nFeb,x,3\n"), "bad value in a wide file",
            ["rev.csv:3", "column \"revenue\"", "\"x\"", "not a number"]
        ).adding(["--column", "revenue"]),
        data(DataFile("rev.json", #"[{"month": "Jan", "cost": 2}]"#), "unknown --column key", ["rev.json:1:2", "\"revenue\"", "month, cost"])
            .adding(["--column", "revenue"]),
        Case(
            name: "empty standard input", arguments: ["--data", "-"] + outputs + small, input: [], status: 1,
            mentions: ["stdin", "empty"]),
        // Regression: the framebuffer file was created (and sized) before the data was read, and left behind.
        Case(
            name: "framebuffer file with missing data",
            arguments: ["--data", "nowhere.csv", "--fb", "screen.raw", "--fb-format", "64x40xrgb565", "--hold", "0", "--loop", "1"] + outputs + small,
            status: 1, mentions: ["nowhere.csv", "no such file"]),
    ]

    static let usageCases: [Case] = [
        usage("size 0x0", ["--size", "0x0"], ["'0x0'", "--size"]),
        usage("size 100000x100000", ["--size", "100000x100000"], ["'100000x100000'", "--size", "16384"]),
        usage("size garbage", ["--size", "garbage"], ["'garbage'", "--size"]),
        usage("size without height", ["--size", "800x"], ["'800x'", "--size"]),
        usage("fps 0", ["--fps", "0"], ["'0'", "--fps", "1 to 50"]),
        usage("fps -1", ["--fps", "-1"], ["'-1'", "--fps"]),
        usage("fps 51", ["--fps", "51"], ["'51'", "--fps"]),
        usage("fps 2.5", ["--fps", "2.5"], ["'2.5'", "--fps"]),
        usage("negative hold", ["--hold", "-1"], ["'-1'", "--hold", "negative"]),
        usage("hold forever in a GIF", ["--hold", "forever"] + small, ["--hold forever"]),
        usage("loop 0", ["--loop", "0"], ["'0'", "--loop"]),
        usage("negative duration", ["--duration", "-1"], ["'-1'", "--duration"]),
        usage("unknown easing", ["--easing", "bouncy"], ["'bouncy'", "--easing"]),
        usage("unknown theme", ["--theme", "neon"], ["'neon'", "--theme"]),
        usage(
            "unknown dither", ["--fb", "screen.raw", "--fb-format", "64x40xrgb565", "--dither", "floyd"] + small,
            ["'floyd'", "--dither", "ordered, none"]),
        usage("dither without --fb", ["--dither", "none"] + small, ["--dither", "needs --fb"]),
        usage("unknown option", ["--colour", "red"], ["'--colour'"]),
        usage("unknown chart", ["pie"], ["'pie'", "bars, line"]),
        usage("two chart names", ["bars", "line"], ["'line'"]),
        usage("option given twice", ["--fps", "5", "--fps", "6"], ["--fps", "more than once"]),
        usage("frame past the end", ["--frame", "999"] + small, ["--frame", "999"]),
        usage("column without data", ["--column", "revenue"] + small, ["--column", "--data"]),
        usage("column with --coin", ["line", "--data", "m.json", "--column", "price", "--coin", "btc"] + small, ["--column", "--coin"]),
        Case(
            name: "column of CoinGecko data", arguments: ["line", "--data", "m.json", "--column", "price"] + outputs + small,
            files: [DataFile("m.json", markets)], status: 2, mentions: ["--column", "m.json", "CoinGecko"]),
        usage("coin with bars", ["bars", "--data", "markets.json", "--coin", "bitcoin"] + small, ["--coin", "bitcoin", "line"]),
        Case(name: "missing value", arguments: ["--png", "out.png", "--gif"], status: 2, mentions: ["--gif", "needs a value"]),
        // Regression: the GIF silently replaced the PNG, or a frame the PNG.
        Case(
            name: "PNG and GIF one file", arguments: ["--png", "out.img", "--gif", "frames/../out.img", "--frames", "frames"] + small,
            status: 2, mentions: ["--png and --gif", "out.img"]),
        Case(
            name: "framebuffer file and GIF one file",
            arguments: ["--fb", "screen.raw", "--fb-format", "64x40xrgb565", "--gif", "./screen.raw", "--hold", "0", "--loop", "1"] + small,
            status: 2, mentions: ["--gif and --fb", "screen.raw"]),
        Case(
            name: "PNG among the frames", arguments: ["--png", "./frames/frame-00001.png", "--frames", "frames"] + small,
            status: 2, mentions: ["--png", "frame-00001.png", "--frames"]),
    ]

    static let outputCases: [Case] = [
        Case(name: "GIF in a missing directory", arguments: ["--gif", "missing/out.gif"] + small, status: 1, mentions: ["missing/out.gif", "does not exist"]),
        Case(name: "PNG in a missing directory", arguments: ["--png", "missing/out.png"] + small, status: 1, mentions: ["missing/out.png", "does not exist"]),
        Case(name: "frames in a missing directory", arguments: ["--frames", "missing"] + small, status: 1, mentions: ["missing", "does not exist"]),
        Case(name: "GIF onto a directory", arguments: ["--gif", "frames"] + small, status: 1, mentions: ["frames", "is a directory"]),
        Case(name: "PNG onto a directory", arguments: ["--png", "frames"] + small, status: 1, mentions: ["frames", "is a directory"]),
        Case(
            name: "frames into a file", arguments: ["--frames", "data.csv", "--data", "data.csv"] + small,
            files: [DataFile("data.csv", "a,1\n")], status: 1, mentions: ["data.csv", "not a directory"]),
        // Refused before rendering, with the limit: the temporary file fits beside a
        // name of 255 bytes, but no file may have a longer name.
        Case(
            name: "a file name over 255 bytes",
            arguments: ["--png", "out.png", "--frames", "frames", "--gif", String(repeating: "g", count: 252) + ".gif"] + small,
            status: 1, mentions: ["gggg.gif", "256 bytes", "at most 255"]),
        Case(
            name: "a good output beside a bad one", arguments: ["--png", "out.png", "--frames", "frames", "--gif", "missing/out.gif"] + small,
            status: 1, mentions: ["missing/out.gif", "does not exist"]),
    ]

    @Test(arguments: dataCases) func badData(_ bad: Case) throws { try expectRefused(bad) }
    @Test(arguments: usageCases) func badUsage(_ bad: Case) throws { try expectRefused(bad) }
    @Test(arguments: outputCases) func badOutput(_ bad: Case) throws { try expectRefused(bad) }

    func expectRefused(_ bad: Case) throws {
        let scratch = try Scratch()
        try scratch.makeDirectory("frames")
        for file in bad.files { try scratch.write(file.name, file.bytes) }
        let run = try Rasterchart.run(bad.arguments, in: scratch, input: bad.input)
        #expect(run.status == bad.status, "\(run)")
        #expect(run.output.isEmpty)
        #expect(run.errorLines.count == 1 && run.error.hasSuffix("\n"), "not one line: \(run.error.debugDescription)")
        #expect(run.error.hasPrefix("rasterchart: ") && !run.error.contains("warning"), "\(run.error)")
        for text in bad.mentions {
            #expect(run.error.contains(text), "\(run.error.debugDescription) does not mention \(text.debugDescription)")
        }
        #expect(scratch.entries() == (bad.files.map(\.name) + ["frames"]).sorted(), "left behind")
        #expect(scratch.entries("frames").isEmpty, "left behind in frames/")
    }
}

extension BadInputTests.Case {
    /// The case with more arguments.
    func adding(_ more: [String]) -> Self {
        var copy = self
        copy.arguments += more
        return copy
    }
}

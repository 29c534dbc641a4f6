import Testing

@testable import RasterchartCLI

/// Arguments and the exact error they must give.
private let cases: [(arguments: [String], error: UsageError)] = [
    ([], .noOutput),
    (["line"], .noOutput),
    (["--quiet", "--fps", "25"], .noOutput),
    (["--gif"], .missingValue(option: "--gif")),
    (["--gif", "--png", "a.png"], .missingValue(option: "--gif")),
    (["--png", "a.png", "--time"], .missingValue(option: "--time")),
    (["--gif", "a.gif", "--quiet=yes"], .unexpectedValue(option: "--quiet", value: "yes")),
    (["--gif", "a.gif", "--gif", "b.gif"], .repeatedOption("--gif")),
    (["--gif", "a.gif", "--fps", "30", "--fps=30"], .repeatedOption("--fps")),
    (["--gif", "a.gif", "--quiet", "--quiet"], .repeatedOption("--quiet")),
    (["--gfi", "a.gif"], .unknownOption("--gfi", suggestion: "--gif")),
    (["--gif", "a.gif", "--colour", "red"], .unknownOption("--colour", suggestion: "--color")),
    (["--gif", "a.gif", "--sise=1x1"], .unknownOption("--sise", suggestion: "--size")),
    (["--gif", "a.gif", "--fsp", "25"], .unknownOption("--fsp", suggestion: "--fps")),
    (["--gif", "a.gif", "--stager", "1"], .unknownOption("--stager", suggestion: "--stagger")),
    (["--gif", "a.gif", "-x"], .unknownOption("-x", suggestion: nil)),
    (["--", "--gif", "a.gif"], .afterEndOfOptions("--gif")),
    (["--gif", "a.gif", "--", "-"], .afterEndOfOptions("-")),
    (["bar", "--gif", "a.gif"], .unknownChart("bar", suggestion: "bars")),
    (["pie", "--gif", "a.gif"], .unknownChart("pie", suggestion: nil)),
    (["out.gif"], .unknownChart("out.gif", suggestion: "--gif out.gif")),
    (["Still.PNG"], .unknownChart("Still.PNG", suggestion: "--png Still.PNG")),
    (["-"], .unknownChart("-", suggestion: nil)),
    (["bars", "line", "--gif", "a.gif"], .unexpectedArgument("line")),
    (["--gif", "a.gif", "extra"], .unknownChart("extra", suggestion: nil)),
    (["line", "--gif", "a.gif", "extra"], .unexpectedArgument("extra")),
    (
        ["--frames", "-"],
        .invalidValue(option: "--frames", value: "-", reason: "standard output is not supported; give a file name")
    ),
    (
        ["--fb", "-"],
        .invalidValue(option: "--fb", value: "-", reason: "standard output is not supported; give a file name")
    ),
    (["--png", ""], .invalidValue(option: "--png", value: "", reason: "expected a file name")),
    (
        ["--png", "out.gif"],
        .invalidValue(
            option: "--png", value: "out.gif",
            reason: "it ends in .gif, but --png writes a PNG; use --gif FILE for an animation, or name it .png")
    ),
    (
        ["--gif", "shots/Chart.PNG"],
        .invalidValue(
            option: "--gif", value: "shots/Chart.PNG",
            reason: "it ends in .png, but --gif writes a GIF; use --png FILE for a still, or name it .gif")
    ),
    (
        ["--png", "a.jpeg"],
        .invalidValue(option: "--png", value: "a.jpeg", reason: "it ends in .jpeg, but --png writes a PNG; name it .png")
    ),
    (
        ["--gif", "a.mp4"],
        .invalidValue(option: "--gif", value: "a.mp4", reason: "it ends in .mp4, but --gif writes a GIF; name it .gif")
    ),
    (["--frames", ""], .invalidValue(option: "--frames", value: "", reason: "expected a file name")),
    (["--fb", ""], .invalidValue(option: "--fb", value: "", reason: "expected a file name")),
    (["--gif", "a.gif", "--data", ""], .invalidValue(option: "--data", value: "", reason: "expected a file name")),
    (
        ["--gif", "a.gif", "--coin", ""],
        .invalidValue(
            option: "--coin", value: "",
            reason: "expected a coin id, or ids separated by commas, e.g. bitcoin,ethereum, or all")
    ),
    (
        ["--gif", "a.gif", "--fps", "0"],
        .invalidValue(option: "--fps", value: "0", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--fps", "-5"],
        .invalidValue(option: "--fps", value: "-5", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--fps", "51"],
        .invalidValue(option: "--fps", value: "51", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--fps", "29.97"],
        .invalidValue(option: "--fps", value: "29.97", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--fps", "99999999999999999999999"],
        .invalidValue(option: "--fps", value: "99999999999999999999999", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--fps", "３０"],
        .invalidValue(option: "--fps", value: "３０", reason: "must be an integer from 1 to 50")
    ),
    (
        ["--gif", "a.gif", "--size", "0x0"],
        .invalidValue(option: "--size", value: "0x0", reason: "each side must be 1 to 16384 pixels")
    ),
    (
        ["--gif", "a.gif", "--size", "100000x100000"],
        .invalidValue(option: "--size", value: "100000x100000", reason: "each side must be 1 to 16384 pixels")
    ),
    (
        ["--gif", "a.gif", "--size", "16385x10"],
        .invalidValue(option: "--size", value: "16385x10", reason: "each side must be 1 to 16384 pixels")
    ),
    (
        ["--gif", "a.gif", "--size", "-800x480"],
        .invalidValue(option: "--size", value: "-800x480", reason: "each side must be 1 to 16384 pixels")
    ),
    (
        ["--gif", "a.gif", "--size", "800"],
        .invalidValue(option: "--size", value: "800", reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
    ),
    (
        ["--gif", "a.gif", "--size", "axb"],
        .invalidValue(option: "--size", value: "axb", reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
    ),
    (
        ["--gif", "a.gif", "--size", "800x480x3"],
        .invalidValue(option: "--size", value: "800x480x3", reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
    ),
    (
        ["--gif", "a.gif", "--size", "x"],
        .invalidValue(option: "--size", value: "x", reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
    ),
    (
        ["--gif", "a.gif", "--size", " 80x48"],
        .invalidValue(option: "--size", value: " 80x48", reason: "expected WIDTHxHEIGHT in pixels, e.g. 800x480")
    ),
    (["--gif", "a.gif", "--hold", "-1"], .invalidValue(option: "--hold", value: "-1", reason: "must not be negative")),
    (
        ["--gif", "a.gif", "--hold", "nan"],
        .invalidValue(option: "--hold", value: "nan", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--hold", "inf"],
        .invalidValue(option: "--hold", value: "inf", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--hold", "1e999"],
        .invalidValue(option: "--hold", value: "1e999", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--hold", "3601"],
        .invalidValue(option: "--hold", value: "3601", reason: "must be at most 3600 seconds")
    ),
    (
        ["--gif", "a.gif", "--hold", "2s"],
        .invalidValue(option: "--hold", value: "2s", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--hold", "Forever"],
        .invalidValue(option: "--hold", value: "Forever", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--loop", "0"],
        .invalidValue(option: "--loop", value: "0", reason: "must be 'forever' or a number of plays from 1 to 65536")
    ),
    (
        ["--gif", "a.gif", "--loop", "65537"],
        .invalidValue(
            option: "--loop", value: "65537", reason: "must be 'forever' or a number of plays from 1 to 65536")
    ),
    (
        ["--gif", "a.gif", "--loop", "always"],
        .invalidValue(
            option: "--loop", value: "always", reason: "must be 'forever' or a number of plays from 1 to 65536")
    ),
    (
        ["--gif", "a.gif", "--theme", "drak"],
        .invalidValue(option: "--theme", value: "drak", reason: "did you mean 'dark'? expected dark, light")
    ),
    (
        ["--gif", "a.gif", "--gif-quality", "smal"],
        .invalidValue(option: "--gif-quality", value: "smal", reason: "did you mean 'small'? expected exact, high, small")
    ),
    (
        ["--gif", "a.gif", "--theme", "blue"],
        .invalidValue(option: "--theme", value: "blue", reason: "expected dark, light")
    ),
    (
        ["--gif", "a.gif", "--data", "d", "--format", "xml"],
        .invalidValue(option: "--format", value: "xml", reason: "expected csv, json, coingecko")
    ),
    (
        ["--gif", "a.gif", "--duration", "-0.5"],
        .invalidValue(option: "--duration", value: "-0.5", reason: "must not be negative")
    ),
    (
        ["--gif", "a.gif", "--delay", "abc"],
        .invalidValue(option: "--delay", value: "abc", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--stagger", "0x10"],
        .invalidValue(option: "--stagger", value: "0x10", reason: "expected a number of seconds, e.g. 1.5")
    ),
    (
        ["--gif", "a.gif", "--easing", "eas-in"],
        .invalidValue(
            option: "--easing", value: "eas-in",
            reason:
                "did you mean 'ease-in'? expected linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2)"
        )
    ),
    (
        ["--gif", "a.gif", "--easing", "cubic-bezier(2,0,1,1)"],
        .invalidValue(
            option: "--easing", value: "cubic-bezier(2,0,1,1)",
            reason: "invalid cubic-bezier: x1 and x2 must lie in 0…1 (got 2.0 and 1.0)")
    ),
    (
        ["--gif", "a.gif", "--easing", "cubic-bezier(0,0,1)"],
        .invalidValue(
            option: "--easing", value: "cubic-bezier(0,0,1)",
            reason: "malformed 'cubic-bezier(0,0,1)': expected cubic-bezier(x1,y1,x2,y2) with four numbers")
    ),
    (
        ["--png", "a.png", "--frame", "-1"],
        .invalidValue(option: "--frame", value: "-1", reason: "must be a frame number from 0 to 16777215")
    ),
    (["--png", "a.png", "--time", "-2"], .invalidValue(option: "--time", value: "-2", reason: "must not be negative")),
    (
        ["--fb", "f", "--fb-format", "800x480"],
        .invalidValue(
            option: "--fb-format", value: "800x480",
            reason: "expected WIDTHxHEIGHTxFORMAT[:STRIDE], e.g. 800x480xrgb565")
    ),
    (
        ["--fb", "f", "--fb-format", "800x480xrgb565:1:2"],
        .invalidValue(
            option: "--fb-format", value: "800x480xrgb565:1:2",
            reason: "expected WIDTHxHEIGHTxFORMAT[:STRIDE], e.g. 800x480xrgb565")
    ),
    (
        ["--fb", "f", "--fb-format", "800x480xrgb555"],
        .invalidValue(
            option: "--fb-format", value: "800x480xrgb555",
            reason:
                "unknown pixel format 'rgb555' (formats: xrgb8888, argb8888, xbgr8888, bgrx8888, rgbx8888, rgb888, bgr888, rgb565, bgr565)"
        )
    ),
    (
        ["--fb", "f", "--fb-format", "0x480xrgb565"],
        .invalidValue(option: "--fb-format", value: "0x480xrgb565", reason: "each side must be 1 to 16384 pixels")
    ),
    (
        ["--fb", "f", "--fb-format", "800x480xrgb565:1598"],
        .invalidValue(
            option: "--fb-format", value: "800x480xrgb565:1598",
            reason: "the stride must be a byte count from 1600 (one row) to 262144")
    ),
    (
        ["--fb", "f", "--fb-format", "800x480xrgb565:"],
        .invalidValue(
            option: "--fb-format", value: "800x480xrgb565:",
            reason: "the stride must be a byte count from 1600 (one row) to 262144")
    ),
    (
        ["--fb", "f", "--fb-format", "16384x1xxrgb8888:99999999999999999999"],
        .invalidValue(
            option: "--fb-format", value: "16384x1xxrgb8888:99999999999999999999",
            reason: "the stride must be a byte count from 65536 (one row) to 262144")
    ),
    (["--png", "a.png", "--gif-quality", "exact"], .conflict("--gif-quality needs --gif")),
    (["--gif", "a.gif", "--time", "1"], .conflict("--time needs --png")),
    (["--gif", "a.gif", "--frame", "1"], .conflict("--frame needs --png")),
    (
        ["--png", "a.png", "--time", "1", "--frame", "1"],
        .conflict("--time and --frame both choose the --png frame; give one of them")
    ),
    (["--gif", "a.gif", "--fb-format", "8x8xrgb565"], .conflict("--fb-format needs --fb")),
    (
        ["--fb", "auto", "--fb-format", "8x8xrgb565"],
        .conflict("--fb-format describes a regular file; --fb auto finds a screen, which reports its own")
    ),
    (["--gif", "a.gif", "--no-console"], .conflict("--no-console needs --fb")),
    (["--gif", "a.gif", "--dither", "none"], .conflict("--dither needs --fb")),
    (
        ["--fb", "f", "--dither", "floyd-steinberg"],
        .invalidValue(option: "--dither", value: "floyd-steinberg", reason: "expected ordered, none")
    ),
    (
        ["--fb", "f", "--dither=order"],
        .invalidValue(option: "--dither", value: "order", reason: "did you mean 'ordered'? expected ordered, none")
    ),
    (["--fb", "f", "--dither"], .missingValue(option: "--dither")),
    (["--gif", "a.gif", "--format", "csv"], .conflict("--format needs --data or --data-command")),
    (["--gif", "a.gif", "--coin", "bitcoin"], .conflict("--coin needs --data or --data-command")),
    (["--gif", "a.gif", "--column", "revenue"], .conflict("--column needs --data or --data-command")),
    (
        ["--gif", "a.gif", "--column", ""],
        .invalidValue(option: "--column", value: "", reason: "expected a column name, e.g. revenue")
    ),
    (
        ["line", "--gif", "a.gif", "--data", "m.json", "--column", "price", "--coin", "btc"],
        .conflict("--column picks a column of CSV or JSON data; --coin reads CoinGecko data, which has none")
    ),
    (
        ["line", "--gif", "a.gif", "--data", "m.json", "--column", "price", "--format", "coingecko"],
        .conflict("--column picks a column of CSV or JSON data; CoinGecko data has none")
    ),
    (
        ["--gif", "a.gif", "--data", "d", "--format", "csv", "--coin", "bitcoin"],
        .conflict("--coin needs CoinGecko data, not --format csv")
    ),
    (
        ["--gif", "a.gif", "--hold", "forever"],
        .conflict("--hold forever needs --fb (a file cannot hold a frame forever)")
    ),
    (["line", "--gif", "a.gif", "--stagger", "0.2"], .conflict("--stagger applies to the bars chart only")),
    (
        ["--gif", "a.gif", "--rotate", "45"],
        .invalidValue(
            option: "--rotate", value: "45",
            reason: "expected 0, 90, 180 or 270 (degrees clockwise; 270 is a quarter turn counter-clockwise)")
    ),
    (
        ["--gif", "a.gif", "--rotate", "-90"],
        .invalidValue(
            option: "--rotate", value: "-90",
            reason: "expected 0, 90, 180 or 270 (degrees clockwise; 270 is a quarter turn counter-clockwise)")
    ),
    (
        ["--gif", "a.gif", "--rotate", "right"],
        .invalidValue(
            option: "--rotate", value: "right",
            reason: "expected 0, 90, 180 or 270 (degrees clockwise; 270 is a quarter turn counter-clockwise)")
    ),
    (["--gif", "a.gif", "--rotate"], .missingValue(option: "--rotate")),
] + colorOptionCases

@Suite struct ParseErrorTests {
    @Test(arguments: cases.indices)
    func refusesWithTheExactError(_ index: Int) {
        let (arguments, expected) = cases[index]
        #expect(throws: expected, "\(arguments)") { try parse(arguments: arguments) }
    }

    /// Every message is a single line that names the option (or chart) and the bad value.
    @Test(arguments: cases.indices)
    func messagesAreOneLineAndNameTheCulprit(_ index: Int) {
        let error = cases[index].error
        let message = error.description
        #expect(!message.isEmpty && !message.contains("\n"))
        switch error {
        case .invalidValue(let option, let value, _):
            #expect(message.contains(option) && message.contains("'\(value)'"))
        case .unknownOption(let name, let suggestion), .unknownChart(let name, let suggestion):
            #expect(message.contains("'\(name)'"))
            if let suggestion { #expect(message.contains("did you mean '\(suggestion)'?")) }
        case .missingValue(let option), .repeatedOption(let option):
            #expect(message.contains(option))
        case .unexpectedValue(let option, let value):
            #expect(message.contains(option) && message.contains(value))
        case .unexpectedArgument(let argument), .afterEndOfOptions(let argument):
            #expect(message.contains(argument))
        case .noOutput:
            #expect(message.contains("--gif") && message.contains(usageLine))
        case .conflict:
            #expect(message.hasPrefix("--"))
        }
    }

    /// Found by fuzz/cli: an unknown option holding a newline broke the one-line message.
    @Test func messagesEscapeControlAndFormatCharacters() {
        let newline = UsageError.unknownOption("--stag\u{FFFD}\u{FFFD}\n", suggestion: nil).description
        #expect(newline == "unknown option '--stag\u{FFFD}\u{FFFD}\\u{A}'; see --help")
        let escape = UsageError.invalidValue(option: "--theme", value: "\u{1B}[2J\r", reason: "expected dark, light")
        #expect(escape.description == "invalid value '\\u{1B}[2J\\u{D}' for --theme: expected dark, light")
        let reordering = UsageError.unknownChart("a\u{202E}b\u{2028}", suggestion: nil).description
        #expect(reordering.hasPrefix("unknown chart 'a\\u{202E}b\\u{2028}'"))
        #expect(UsageError.unknownChart("größe", suggestion: nil).description.hasPrefix("unknown chart 'größe'"))
    }

    @Test func everyUsageErrorExitsWithTwo() {
        for (_, error) in cases {
            #expect(error.exitCode == 2)
        }
    }

    @Test func suggestionsNeedToBeClose() {
        #expect(closestMatch(to: "--gfi", among: ["--gif", "--png"]) == "--gif")
        #expect(closestMatch(to: "--xyzzy", among: ["--gif", "--png"]) == nil)
        // A name cut short is the start of what was meant: "--fp" is --fps, not --fb.
        #expect(closestMatch(to: "--fp", among: optionTable.map(\.name)) == "--fps")
        #expect(closestMatch(to: "--dela", among: optionTable.map(\.name)) == "--delay")
        #expect(editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(editDistance(Array("ab"), Array("ba")) == 1)
        #expect(editDistance(Array(""), Array("abc")) == 3)
    }
}

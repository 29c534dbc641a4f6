import ChartData
import Testing

@testable import RasterchartCLI

/// `--title`, `--summary`, `--caption`, `--tz`, `--date-format`, `--numbers`,
/// `--decimals`, `--prefix` and `--suffix`: what they store, and each bad value's
/// one-line error.
@Suite struct TextOptionTests {
    @Test func theDefaultsAddNothing() throws {
        let options = try render(["line", "--gif", "a.gif"])
        #expect(options.title == nil && !options.showsSummary && options.caption == nil)
        #expect(options.zone == nil && options.dateFormat == nil)
        #expect(options.values == ValueFormat())
    }

    @Test func everyOptionStoresItsValue() throws {
        let o = try render([
            "line", "--gif", "a.gif", "--title", "Bitcoin (BTC-USD)", "--summary", "--caption", "as of %H:%M %Z",
            "--tz", "Europe/Berlin", "--date-format", "%d.%m.%Y", "--numbers", "Grouped", "--decimals", "+3",
            "--prefix", "$", "--suffix", " €",
        ])
        #expect(o.title == "Bitcoin (BTC-USD)")
        #expect(o.showsSummary)
        #expect(o.caption == (try TimePattern("as of %H:%M %Z")))
        #expect(o.zone == .named("Europe/Berlin"))
        #expect(o.dateFormat == (try TimePattern("%d.%m.%Y")))
        #expect(o.values == ValueFormat(notation: .grouped, decimals: 3, prefix: "$", suffix: " €"))
        #expect(try render(["--gif", "a.gif", "--tz", "UTC", "--caption", "x"]).zone == .utc)
        #expect(try render(["line", "--gif", "a.gif", "--tz", "local"]).zone == .local)
        #expect(try render(["line", "--gif", "a.gif", "--tz=Etc/GMT+5"]).zone == .named("Etc/GMT+5"))
        #expect(try render(["--gif", "a.gif", "--numbers", "compact"]).values.notation == .compact)
        #expect(try render(["--gif", "a.gif", "--decimals", "0"]).values.decimals == 0)
        #expect(try render(["--gif", "a.gif", "--title", "Shows", "--caption", "Source: box office"]).title == "Shows")
    }

    static let errors: [(arguments: [String], error: UsageError)] = [
        (["--gif", "a.gif", "--title", ""], .invalidValue(option: "--title", value: "", reason: "expected text, e.g. Bitcoin (BTC-USD)")),
        (
            ["--gif", "a.gif", "--title", "two\nlines"],
            .invalidValue(
                option: "--title", value: "two\nlines",
                reason: "line breaks, tabs and other control characters cannot be drawn; give one line")
        ),
        (
            ["--gif", "a.gif", "--title", String(repeating: "x", count: 201)],
            .invalidValue(option: "--title", value: String(repeating: "x", count: 201), reason: "longer than 200 characters")
        ),
        (
            ["--gif", "a.gif", "--caption", "as of %H:%q"],
            .invalidValue(
                option: "--caption", value: "as of %H:%q",
                reason: "%q is no field; use %Y %y %m %d %H %M %S %Z %b %B %a %A, %% for a percent sign (%-d, %-H, … drop the leading zero)")
        ),
        (
            ["--gif", "a.gif", "--caption", "100%"],
            .invalidValue(option: "--caption", value: "100%", reason: "it ends in a lone %; write %% for a percent sign")
        ),
        (
            ["line", "--gif", "a.gif", "--date-format", "%D"],
            .invalidValue(
                option: "--date-format", value: "%D",
                reason: "%D is no field; use %Y %y %m %d %H %M %S %Z %b %B %a %A, %% for a percent sign (%-d, %-H, … drop the leading zero)")
        ),
        (
            ["line", "--gif", "a.gif", "--date-format", ""],
            .invalidValue(option: "--date-format", value: "", reason: "expected text, e.g. %d.%m.%Y")
        ),
        (
            ["line", "--gif", "a.gif", "--tz", "../etc/passwd"],
            .invalidValue(
                option: "--tz", value: "../etc/passwd",
                reason: "expected an IANA zone name such as Europe/Berlin or America/New_York, UTC, or local")
        ),
        (
            ["line", "--gif", "a.gif", "--tz", "/usr/share/zoneinfo/UTC"],
            .invalidValue(
                option: "--tz", value: "/usr/share/zoneinfo/UTC",
                reason: "expected an IANA zone name such as Europe/Berlin or America/New_York, UTC, or local")
        ),
        (
            ["line", "--gif", "a.gif", "--tz", ""],
            .invalidValue(
                option: "--tz", value: "",
                reason: "expected an IANA zone name such as Europe/Berlin or America/New_York, UTC, or local")
        ),
        (
            ["--gif", "a.gif", "--numbers", "short"],
            .invalidValue(option: "--numbers", value: "short", reason: "expected compact, grouped")
        ),
        (
            ["--gif", "a.gif", "--numbers", "groupd"],
            .invalidValue(option: "--numbers", value: "groupd", reason: "did you mean 'grouped'? expected compact, grouped")
        ),
        (
            ["--gif", "a.gif", "--decimals", "9"],
            .invalidValue(option: "--decimals", value: "9", reason: "must be a number of decimals from 0 to 8")
        ),
        (
            ["--gif", "a.gif", "--decimals", "-1"],
            .invalidValue(option: "--decimals", value: "-1", reason: "must be a number of decimals from 0 to 8")
        ),
        (
            ["--gif", "a.gif", "--decimals", "two"],
            .invalidValue(option: "--decimals", value: "two", reason: "must be a number of decimals from 0 to 8")
        ),
        (["--gif", "a.gif", "--prefix", ""], .invalidValue(option: "--prefix", value: "", reason: "expected text, e.g. $")),
        (
            ["--gif", "a.gif", "--suffix", "\t€"],
            .invalidValue(
                option: "--suffix", value: "\t€",
                reason: "line breaks, tabs and other control characters cannot be drawn; give one line")
        ),
        (
            ["--gif", "a.gif", "--suffix", " US dollars each"],
            .invalidValue(option: "--suffix", value: " US dollars each", reason: "longer than 12 characters")
        ),
        (["--gif", "a.gif", "--summary"], .conflict("--summary applies to the line chart only (the bars have no prices over time)")),
        (
            ["bars", "--gif", "a.gif", "--date-format", "%Y"],
            .conflict("--date-format applies to the line chart only (the bars have no prices over time)")
        ),
        (["--gif", "a.gif", "--tz", "UTC"], .conflict("--tz needs --caption with the bars chart, which shows no other times")),
        (["line", "--gif", "a.gif", "--summary=yes"], .unexpectedValue(option: "--summary", value: "yes")),
        (["line", "--gif", "a.gif", "--title", "a", "--title", "b"], .repeatedOption("--title")),
        (["line", "--gif", "a.gif", "--titel", "a"], .unknownOption("--titel", suggestion: "--title")),
        (["line", "--gif", "a.gif", "--timezone", "UTC"], .unknownOption("--timezone", suggestion: nil)),
    ]

    @Test(arguments: errors.indices)
    func refusesWithTheExactError(_ index: Int) {
        let (arguments, expected) = Self.errors[index]
        #expect(throws: expected, "\(arguments)") { try parse(arguments: arguments) }
        #expect((try? parse(arguments: arguments)) == nil)
    }

    @Test(arguments: errors.indices)
    func messagesAreOneLine(_ index: Int) {
        let message = Self.errors[index].error.description
        #expect(!message.isEmpty && !message.contains("\n") && !message.contains("\t"))
    }
}

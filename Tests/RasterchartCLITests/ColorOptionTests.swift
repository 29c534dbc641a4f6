import Chart
import Raster
import Testing

@testable import RasterchartCLI

/// `--color`, `--matte` and `--max-bytes`: values, their one-line errors, and the
/// rules between them and the outputs.
@Suite struct ColorOptionTests {
    @Test func colorsRepeatOnceARoleInAnyForm() throws {
        let o = try render([
            "line", "--png", "a.png", "--color", "background=transparent", "--color=up=#00FF0080", "--color", "Down=Tomato",
            "--color", "bar-bottom=#fff", "--theme", "light",
        ])
        #expect(o.colors == [.background: .transparent, .up: Color(hex: 0x00FF00, alpha: 128.0 / 255), .down: Color(hex: 0xFF6347), .barBottom: .white])
        let theme = o.chartTheme
        #expect(theme == Theme.light.setting(.background, to: .transparent).setting(.up, to: o.colors[.up] ?? .black)
            .setting(.down, to: Color(hex: 0xFF6347)).setting(.barBottom, to: .white))
        #expect(theme.hasTransparentBackground)
    }

    @Test func withoutColorsTheThemeIsTheChosenOne() throws {
        #expect(try render(["--gif", "a.gif"]).chartTheme == .dark)
        #expect(try render(["--gif", "a.gif", "--theme", "light"]).chartTheme == .light)
        #expect(try render(["--gif", "a.gif"]).colors.isEmpty)
    }

    @Test(arguments: Theme.Role.allCases) func everyRoleIsAccepted(role: Theme.Role) throws {
        let o = try render(["--png", "a.png", "--color", "\(role.rawValue)=#010203"])
        #expect(o.colors == [role: Color(hex: 0x010203)])
    }

    @Test func matteAndSizeLimitStoreTheirValues() throws {
        let o = try render(["--gif", "a.gif", "--color", "background=#12121800", "--matte", "white", "--max-bytes", "500K"])
        #expect(o.matte == .white)
        #expect(o.maximumBytes == 500_000)
        let sizes = ["1": 1, "250000": 250_000, "15M": 15_000_000, "15m": 15_000_000, "1.5M": 1_500_000, "0.5k": 500, "+2K": 2000, "1000000M": 1_000_000_000_000]
        for (text, bytes) in sizes {
            #expect(try render(["--gif", "a.gif", "--max-bytes", text]).maximumBytes == bytes, "\(text)")
        }
        // A framebuffer blends onto the matte too.
        #expect(try render(["--fb", "f", "--color", "background=transparent", "--matte", "#000"]).matte == .black)
    }

    /// The help spells out the roles; none may be missing from it.
    @Test func theHelpNamesEveryRole() throws {
        let row = try #require(optionTable.first { $0.name == "--color" })
        for role in Theme.Role.allCases { #expect(row.help.contains(role.rawValue), "\(role)") }
    }
}

private let roles = "roles: background, bar, bar-bottom, up, down, text, secondary, grid"

/// `--color`, `--matte` and `--max-bytes` arguments and the exact error they must
/// give (run with the others by `ParseErrorTests`).
let colorOptionCases: [(arguments: [String], error: UsageError)] = [
    (["--gif", "a.gif", "--color"], .missingValue(option: "--color")),
    (["--gif", "a.gif", "--color", "red"], .invalidValue(option: "--color", value: "red", reason: "expected ROLE=COLOR, e.g. bar=#FF4704 (\(roles))")),
    (["--gif", "a.gif", "--color", "=red"], .invalidValue(option: "--color", value: "=red", reason: "unknown role '' (\(roles))")),
    (["--gif", "a.gif", "--color", "bars=red"], .invalidValue(option: "--color", value: "bars=red", reason: "did you mean 'bar'? unknown role 'bars' (\(roles))")),
    (["--gif", "a.gif", "--color", "foreground=red"], .invalidValue(option: "--color", value: "foreground=red", reason: "unknown role 'foreground' (\(roles))")),
    (
        ["--gif", "a.gif", "--color", "bar=grene"],
        .invalidValue(option: "--color", value: "bar=grene", reason: "did you mean 'green'? unknown colour 'grene': expected #RRGGBB, #RRGGBBAA or a CSS colour name such as steelblue")
    ),
    (
        ["--gif", "a.gif", "--color", "bar="],
        .invalidValue(option: "--color", value: "bar=", reason: "unknown colour '': expected #RRGGBB, #RRGGBBAA or a CSS colour name such as steelblue")
    ),
    (
        ["--gif", "a.gif", "--color", "bar=#12345"],
        .invalidValue(option: "--color", value: "bar=#12345", reason: "'#12345' is not #RRGGBB or #RRGGBBAA (nor #RGB or #RGBA) in hex digits")
    ),
    (
        ["--gif", "a.gif", "--color", "bar=red", "--color", "BAR=blue"],
        .invalidValue(option: "--color", value: "BAR=blue", reason: "bar has a colour already; give each role once")
    ),
    (["--gif", "a.gif", "--matte"], .missingValue(option: "--matte")),
    (
        ["--gif", "a.gif", "--color", "background=transparent", "--matte", "#ffffff80"],
        .invalidValue(option: "--matte", value: "#ffffff80", reason: "the matte must be opaque: it is the page the picture is blended onto")
    ),
    (
        ["--gif", "a.gif", "--matte", "nope"],
        .invalidValue(option: "--matte", value: "nope", reason: "unknown colour 'nope': expected #RRGGBB, #RRGGBBAA or a CSS colour name such as steelblue")
    ),
    (["--gif", "a.gif", "--matte", "white"], .conflict("--matte applies to a transparent background, e.g. --color background=transparent")),
    (["--gif", "a.gif", "--color", "background=#121218", "--matte", "white"], .conflict("--matte applies to a transparent background, e.g. --color background=transparent")),
    (["--png", "a.png", "--color", "background=transparent", "--matte", "white"], .conflict("--matte needs --gif or --fb: PNGs keep the transparency")),
    (
        ["--gif", "a.gif", "--color", "background=transparent"],
        .conflict("--gif with a transparent background needs --matte COLOR (e.g. --matte white): a GIF pixel is transparent or opaque, so the edges are blended onto the page it will be shown on")
    ),
    (
        ["--gif", "a.gif", "--color", "background=#FFFFFFFE"],
        .conflict("--gif with a transparent background needs --matte COLOR (e.g. --matte white): a GIF pixel is transparent or opaque, so the edges are blended onto the page it will be shown on")
    ),
    (["--png", "a.png", "--max-bytes", "1M"], .conflict("--max-bytes needs --gif")),
    (["--gif", "a.gif", "--max-bytes", "1M", "--max-bytes", "2M"], .repeatedOption("--max-bytes")),
] + [
    ("", false), ("0", true), ("-1", true), ("0.0004K", true), ("0.4", false), ("1.5", false), ("K", false), ("10Q", false),
    ("1e3", false), ("1G", false), ("10 K", false), ("nanM", false), ("1000001M", true), ("99999999999999999999999", true),
].map { text, isOutOfRange in
    let reason = isOutOfRange ? "must be from 1 byte to 1000000M" : "expected a size in bytes, or with K (1000) or M (1000000), e.g. 500K or 15M"
    return (["--gif", "a.gif", "--max-bytes", text], UsageError.invalidValue(option: "--max-bytes", value: text, reason: reason))
}

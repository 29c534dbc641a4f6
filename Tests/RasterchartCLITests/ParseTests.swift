import Animation
import Framebuffer
import Raster
import Testing

@testable import RasterchartCLI

/// Parses and expects `.render`; records an issue otherwise.
func render(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Options {
    let command = try parse(arguments: arguments)
    guard case .render(let options) = command else {
        Issue.record("expected .render, got \(command)", sourceLocation: sourceLocation)
        return Options()
    }
    return options
}

@Suite struct ParseTests {
    @Test func defaults() throws {
        let options = try render(["--gif", "out.gif"])
        #expect(options.chart == .bars)
        #expect(options.gifPath == "out.gif")
        #expect(options.pngPath == nil && options.framesDirectory == nil && options.framebufferDevice == nil)
        #expect(options.still == .end)
        #expect(options.framebufferFormat == nil && options.controlsConsole)
        #expect(options.data.isEmpty && options.dataFormat == nil && options.coins == nil && options.column == nil)
        #expect(options.every == nil)
        #expect(options.size == nil)
        #expect(Options.defaultSize.width == 800 && Options.defaultSize.height == 480)
        #expect(options.framesPerSecond == 30)
        #expect(options.hold == .seconds(2) && Options.Hold.defaultSeconds == 2)
        #expect(options.loop == .forever)
        #expect(options.theme == .dark)
        #expect(options.gifQuality == .high)
        #expect(options.duration == nil && options.delay == nil && options.stagger == nil && options.easing == nil)
        #expect(!options.isQuiet)
    }

    @Test(arguments: Options.GIFQuality.allCases) func gifQualityStoresItsValue(quality: Options.GIFQuality) throws {
        #expect(try render(["--gif", "a.gif", "--gif-quality", quality.rawValue.uppercased()]).gifQuality == quality)
    }

    @Test func chartNameAnywhere() throws {
        #expect(try render(["line", "--gif", "a.gif"]).chart == .line)
        #expect(try render(["--gif", "a.gif", "line"]).chart == .line)
        #expect(try render(["--gif", "a.gif", "bars"]).chart == .bars)
    }

    /// One rule for a sign: every number may carry one, + or - (regression: `--time +1`
    /// was taken and `--frame +3` refused); the range then decides.
    @Test func everyNumberTakesALeadingPlus() throws {
        #expect(try render(["--png", "a.png", "--frame", "+3"]).still == .frame(3))
        #expect(try render(["--png", "a.png", "--time", "+1"]).still == .time(1))
        let o = try render(["--gif", "a.gif", "--fps", "+25", "--loop", "+2", "--max-pixels", "+1000000", "--size", "+80x+48"])
        #expect(o.framesPerSecond == 25 && o.loop == .times(2) && o.maximumPixels == 1_000_000)
        #expect(o.size == Options.CanvasSize(width: 80, height: 48))
        let fb = try render(["--fb", "f", "--fb-format", "8x2xrgb565:+64"]).framebufferFormat
        #expect(fb?.stride == 64)
        #expect(try render(["--gif", "a.gif", "--easing", "cubic-bezier(+0.1,+1,0.5,1)"]).easing != nil)
        #expect(throws: UsageError.self) { try parse(arguments: ["--gif", "a.gif", "--fps", "+-2"]) }
        #expect(throws: UsageError.self) { try parse(arguments: ["--gif", "a.gif", "--fps", "+"]) }
        #expect(throws: UsageError.self) { try parse(arguments: ["--gif", "a.gif", "--fps", "++2"]) }
    }

    /// `--` ends the options, as POSIX utilities take it: only the chart name may
    /// follow (regression: "unknown option '--'").
    @Test func doubleDashEndsTheOptions() throws {
        #expect(try render(["--gif", "a.gif", "--", "line"]).chart == .line)
        #expect(try render(["--gif", "a.gif", "--"]).chart == .bars)
        #expect(try render(["--gif", "a.gif", "--data", "d.csv", "--", "line"]).data == [.file("d.csv")])
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try parse(arguments: arguments)
                return nil
            } catch {
                return error.description
            }
        }
        let after = "comes after '--', which ends the options; only the chart name (bars or line) may follow it"
        #expect(message(["--", "--gif", "a.gif"]) == "'--gif' " + after)
        #expect(message(["--gif", "a.gif", "--", "--help"]) == "'--help' " + after)
        #expect(message(["--gif", "a.gif", "--", "--"]) == "'--' " + after)
        #expect(message(["--gif", "a.gif", "--", "line", "bars"]) == "unexpected argument 'bars': only one chart name may be given")
        #expect(message(["--gif", "a.gif", "--", "pie"])?.hasPrefix("unknown chart 'pie'") == true)
    }

    @Test func outputsCombine() throws {
        let options = try render([
            "line", "--gif", "a.gif", "--png", "b.png", "--frames", "dir", "--fb", "/dev/fb0", "--time", "1.5",
        ])
        #expect(options.gifPath == "a.gif")
        #expect(options.pngPath == "b.png")
        #expect(options.framesDirectory == "dir")
        #expect(options.framebufferDevice == "/dev/fb0")
        #expect(options.still == .time(1.5))
        #expect(options.hasOutput)
    }

    @Test func aDashIsStandardOutputForTheGIFAndThePNG() throws {
        let options = try render(["--gif", "-", "--png", "-"])
        #expect(options.gifPath == "/dev/stdout" && options.pngPath == "/dev/stdout")
        #expect(try render(["--gif=-"]).gifPath == "/dev/stdout")
    }

    /// Only a name that promises another image or video format is refused.
    @Test func outputNamesWithoutAnotherFormatsExtensionAreTaken() throws {
        for name in ["chart", "out.bin", "v1.2/chart", "a.gif.tmp", ".gif", "OUT.GIF"] {
            #expect(try render(["--gif", name]).gifPath == name)
        }
        for name in ["still", "frame.PNG", "dir.png/still"] {
            #expect(try render(["--png", name]).pngPath == name)
        }
    }

    @Test func everyOptionStoresItsValue() throws {
        let o = try render([
            "--png", "p.png", "--frame", "12", "--fb", "fb.raw", "--fb-format", "1024x600xBGRX8888:4352",
            "--no-console", "--dither", "none", "--data", "prices.csv", "--format", "CoinGecko", "--coin", "bitcoin",
            "--size", "640X360", "--fps", "50", "--hold", "0", "--loop", "3", "--theme", "light",
            "--duration", "1.5", "--delay", "0.25", "--stagger", ".05", "--easing", "ease-in-out", "--quiet",
            "--rotate", "270",
        ])
        #expect(o.pngPath == "p.png")
        #expect(o.still == .frame(12))
        #expect(o.framebufferDevice == "fb.raw")
        #expect(
            o.framebufferFormat
                == FramebufferGeometry(width: 1024, height: 600, format: PixelFormat.named("bgrx8888")!, stride: 4352))
        #expect(!o.controlsConsole)
        #expect(o.dither == .none)
        #expect(o.data == [.file("prices.csv")])
        #expect(o.dataFormat == .coingecko)
        #expect(o.coins == .listed(["bitcoin"]))
        #expect(try render(["--gif", "a.gif", "--data", "d.csv", "--column", "Revenue"]).column == "Revenue")
        #expect(o.size == Options.CanvasSize(width: 640, height: 360))
        #expect(o.framesPerSecond == 50)
        #expect(o.hold == .seconds(0))
        #expect(o.loop == .times(3))
        #expect(o.theme == .light)
        #expect(o.duration == 1.5 && o.delay == 0.25 && o.stagger == 0.05)
        #expect(o.easing == .easeInOut)
        #expect(o.isQuiet)
        #expect(o.rotation == .clockwise270)
    }

    @Test func moreValueForms() throws {
        #expect(try render(["--gif", "a.gif", "--data", "-"]).data == [.standardInput])
        #expect(try render(["--fb", "/dev/fb1", "--hold", "forever"]).hold == .forever)
        #expect(try render(["--fb", "/dev/fb1"]).dither == .ordered)
        #expect(try render(["--fb", "/dev/fb1", "--dither", "Ordered"]).dither == .ordered)
        #expect(try render(["--gif", "a.gif", "--loop", "forever"]).loop == .forever)
        #expect(try render(["--gif", "a.gif", "--loop", "65536"]).loop == .times(65536))
        #expect(try render(["--gif", "a.gif", "--fps", "1"]).framesPerSecond == 1)
        #expect(
            try render(["--gif", "a.gif", "--size", "16384x1"]).size == Options.CanvasSize(width: 16384, height: 1))
        #expect(try render(["--gif", "a.gif", "--hold", "3600"]).hold == .seconds(3600))
        #expect(
            try render(["--gif", "a.gif", "--easing", "cubic-bezier(0.1, 0.7, 1.0, 0.1)"]).easing
                == .cubicBezier(try CubicBezier(x1: 0.1, y1: 0.7, x2: 1, y2: 0.1)))
        let packed = try render(["--fb", "f", "--fb-format", "800x480xrgb888"]).framebufferFormat
        #expect(packed == FramebufferGeometry(width: 800, height: 480, format: PixelFormat.named("rgb888")!, stride: 2400))
        #expect(try render(["--fb", "auto"]).framebufferDevice == Options.automaticScreen)
        #expect(try render(["--gif", "a.gif"]).rotation == .none)
        #expect(try render(["--gif", "a.gif", "--rotate=+90"]).rotation == .clockwise90)
        #expect(try render(["--gif", "a.gif", "--rotate", "0"]).rotation == .none)
        #expect(try render(["--gif", "a.gif", "--rotate", "180"]).rotation == .clockwise180)
        let padded = try render(["--fb", "f", "--fb-format", "800x480xrgb565:1664"]).framebufferFormat
        #expect(padded == FramebufferGeometry(width: 800, height: 480, format: PixelFormat.named("rgb565")!, stride: 1664))
    }

    /// Every value option, written both ways, with what it needs to be valid alone.
    @Test(arguments: [
        ["--gif", "a.gif"], ["--png", "a.png"], ["--frames", "dir"], ["--fb", "/dev/fb0"],
        ["--png", "a.png", "--time", "0.5"], ["--png", "a.png", "--frame", "7"],
        ["--fb", "f", "--fb-format", "64x32xxrgb8888:512"], ["--fb", "f", "--dither", "none"],
        ["--gif", "a.gif", "--data", "d.csv"],
        ["--gif", "a.gif", "--data", "d.csv", "--format", "json"], ["--gif", "a.gif", "--data", "-", "--coin", "eth"],
        ["--gif", "a.gif", "--data", "d.csv", "--column", "Revenue"],
        ["--gif", "a.gif", "--data-command", "curl -s x"], ["--gif", "a.gif", "--data-command", "c", "--every", "5m"],
        ["--gif", "a.gif", "--size", "320x200"], ["--gif", "a.gif", "--fps", "24"],
        ["--gif", "a.gif", "--hold", "1.25"],
        ["--gif", "a.gif", "--loop", "2"], ["--gif", "a.gif", "--theme", "light"],
        ["--gif", "a.gif", "--duration", "3"],
        ["--gif", "a.gif", "--delay", "1e-1"], ["--gif", "a.gif", "--stagger", "0"],
        ["--gif", "a.gif", "--easing", "ease-out"], ["--gif", "a.gif", "--rotate", "90"], ["--fb", "auto"],
    ])
    func equalsFormMatchesSeparateForm(_ arguments: [String]) throws {
        var joined: [String] = []
        var i = 0
        while i < arguments.count {
            joined.append("\(arguments[i])=\(arguments[i + 1])")
            i += 2
        }
        #expect(try parse(arguments: joined) == parse(arguments: arguments))
    }

    @Test func equalsFormKeepsFurtherEqualsSignsAndEmptyValues() throws {
        #expect(try render(["--gif=a=b.gif"]).gifPath == "a=b.gif")
        #expect(throws: UsageError.invalidValue(option: "--gif", value: "", reason: "expected a file name")) {
            try parse(arguments: ["--gif="])
        }
    }

    @Test func helpAndVersionWinEverywhere() throws {
        #expect(try parse(arguments: ["--help"]) == .showHelp)
        #expect(try parse(arguments: ["-h"]) == .showHelp)
        #expect(try parse(arguments: ["line", "--fps", "0", "--bogus", "-h"]) == .showHelp)
        #expect(try parse(arguments: ["--version"]) == .showVersion)
        #expect(try parse(arguments: ["--nope", "--version"]) == .showVersion)
        #expect(try parse(arguments: ["--version", "--help"]) == .showHelp)
    }
}

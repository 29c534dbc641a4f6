import Animation

/// Every option rasterchart knows, in help-text order. The parser, the help
/// text and the did-you-mean hints all read this one table.
let optionTable: [OptionSpec] = [
    OptionSpec("--gif", value: "FILE", .output, "write the animation as an animated GIF") { o, v throws(ValueError) in
        o.gifPath = try ValueParsing.outputPath(v)
    },
    OptionSpec("--png", value: "FILE", .output, "write one frame as a PNG: the last, or the one --time or --frame picks") {
        o, v throws(ValueError) in o.pngPath = try ValueParsing.outputPath(v)
    },
    OptionSpec("--time", value: "SECONDS", .output, "with --png: the frame showing this time") { o, v throws(ValueError) in
        o.still = .time(try ValueParsing.seconds(v))
    },
    OptionSpec("--frame", value: "N", .output, "with --png: frame N, counting from 0") { o, v throws(ValueError) in
        o.still = .frame(try ValueParsing.integer(v, in: 0...Timeline.maximumFrameCount - 1, what: "a frame number"))
    },
    OptionSpec("--frames", value: "DIR", .output, "write every frame as a numbered PNG into DIR") {
        o, v throws(ValueError) in o.framesDirectory = try ValueParsing.outputPath(v)
    },
    OptionSpec("--fb", value: "DEVICE", .output, "play on a Linux framebuffer, e.g. /dev/fb0") { o, v throws(ValueError) in
        o.framebufferDevice = try ValueParsing.outputPath(v)
    },
    OptionSpec(
        "--fb-format", value: "WxHxFORMAT[:STRIDE]", .output,
        "with --fb on a regular file: its layout, e.g. 800x480xrgb565; formats: "
            + Options.PixelFormat.allCases.map(\.rawValue).joined(separator: " ")
    ) { o, v throws(ValueError) in o.framebufferFormat = try ValueParsing.framebufferFormat(v) },
    OptionSpec("--no-console", .output, "with --fb: leave the console's mode and cursor alone") { o, _ in
        o.controlsConsole = false
    },

    OptionSpec("--data", value: "FILE|-", .data, "read the data from FILE, or standard input for -") { o, v throws(ValueError) in
        o.data = v == "-" ? .standardInput : .file(try ValueParsing.path(v))
    },
    OptionSpec("--format", value: "csv|json|coingecko", .data, "how to read --data (default: detected)") {
        o, v throws(ValueError) in o.dataFormat = try ValueParsing.choice(v)
    },
    OptionSpec("--coin", value: "ID", .data, "the coin in CoinGecko data (default: the first)") {
        o, v throws(ValueError) in
        guard !v.isEmpty else { throw ValueError(reason: "expected a coin id, e.g. bitcoin") }
        o.coin = v
    },

    OptionSpec("--size", value: "WxH", .playback, "canvas size in pixels (default 800x480; --fb: the screen)") {
        o, v throws(ValueError) in o.size = try ValueParsing.size(v)
    },
    OptionSpec("--fps", value: "N", .playback, "frames per second, 1 to 50 (default 30)") { o, v throws(ValueError) in
        o.framesPerSecond = try ValueParsing.integer(v, in: 1...50)
    },
    OptionSpec(
        "--hold", value: "SECONDS|forever", .playback,
        "how long the last frame stays (default 2); forever only with --fb"
    ) { o, v throws(ValueError) in
        o.hold = v == "forever" ? .forever : .seconds(try ValueParsing.seconds(v))
    },
    OptionSpec("--loop", value: "N|forever", .playback, "how many times the animation plays (default forever)") {
        o, v throws(ValueError) in
        o.loop = v == "forever" ? .forever : .times(try ValueParsing.integer(
            v, in: 1...Options.Loop.maximumTimes, what: "'forever' or a number of plays"))
    },
    OptionSpec("--theme", value: "dark|light", .playback, "colours (default dark)") { o, v throws(ValueError) in
        o.theme = try ValueParsing.choice(v)
    },

    OptionSpec("--duration", value: "SECONDS", .animation, "how long each element moves (bars 1, line 2)") {
        o, v throws(ValueError) in o.duration = try ValueParsing.seconds(v)
    },
    OptionSpec("--delay", value: "SECONDS", .animation, "wait before the first element moves (bars 0, line 0.2)") {
        o, v throws(ValueError) in o.delay = try ValueParsing.seconds(v)
    },
    OptionSpec("--stagger", value: "SECONDS", .animation, "bars only: time between the starts of neighbouring bars (0.1)") {
        o, v throws(ValueError) in o.stagger = try ValueParsing.seconds(v)
    },
    OptionSpec(
        "--easing", value: "NAME", .animation,
        "linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2) (bars ease, line linear)"
    ) { o, v throws(ValueError) in o.easing = try ValueParsing.easing(v) },

    OptionSpec("--quiet", .general, "no progress line on standard error") { o, _ in o.isQuiet = true },
    OptionSpec("--help", alias: "-h", .general, "show this help and exit") { _, _ in },
    OptionSpec("--version", .general, "show the version and exit") { _, _ in },
]

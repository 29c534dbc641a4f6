import Chart
import ChartData
import Framebuffer
import Raster
/// Every option rasterchart knows, in help-text order. The parser, the help
/// text and the did-you-mean hints all read this one table; the validators
/// are in `ValueParsing`.
let optionTable: [OptionSpec] = [
    OptionSpec(
        "--gif", value: "FILE|-", .output, "write the animation as an animated GIF (- for standard output)",
        \.gifPath, ValueParsing.gifPath),
    OptionSpec(
        "--gif-quality", value: "exact|high|small", .output,
        "with --gif: exact frames (where the colours a frame changes fit one colour table; else the nearest of a quantized table), high (the default: pixels may also lag by up to 6 levels) or small (up to 9 levels, 42 dB: smaller files)",
        \.gifQuality, ValueParsing.choice),
    OptionSpec(
        "--png", value: "FILE|-", .output,
        "write one frame as a PNG (- for standard output): the last, or the one --time or --frame picks",
        \.pngPath, ValueParsing.pngPath),
    OptionSpec(
        "--time", value: "SECONDS", .output, "with --png: the frame showing this time",
        \.still, ValueParsing.stillTime),
    OptionSpec(
        "--frame", value: "N", .output, "with --png: frame N, counting from 0",
        \.still, ValueParsing.stillFrame),
    OptionSpec(
        "--frames", value: "DIR", .output, "write every frame as a numbered PNG into DIR",
        \.framesDirectory, ValueParsing.outputPath),
    OptionSpec(
        "--fb", value: "DEVICE|auto", .output,
        "play on a Linux framebuffer or DRM/KMS card, e.g. /dev/fb0 or /dev/dri/card0; auto: /dev/fb0, else the"
            + " first DRM card with a display connected",
        \.framebufferDevice, ValueParsing.outputPath),
    OptionSpec(
        "--fb-format", value: "WxHxFORMAT[:STRIDE]", .output,
        "with --fb on a regular file: its layout, e.g. 800x480xrgb565; formats: "
            + PixelFormat.named.map(\.name).joined(separator: " "),
        \.framebufferFormat, ValueParsing.framebufferFormat),
    OptionSpec(
        "--no-console", .output, "with --fb: leave the console's mode and cursor alone",
        \.controlsConsole, false),
    OptionSpec(
        "--dither", value: "ordered|none", .output,
        "with --fb on a 16-bit screen (rgb565, bgr565): ordered (the default) keeps gradients and the glow smooth"
            + " with a fixed 4x4 pattern that does not move between frames; none rounds each pixel (contour steps)."
            + " 24- and 32-bit screens are written exactly either way",
        \.dither, ValueParsing.choice),

    OptionSpec(
        repeatable: "--data", value: "FILE|-", .data,
        "read the data from FILE, or standard input for -; give it again for more charts, shown in turn (--fb) or written to {id} files",
        { options, text throws(ValueError) in options.data.append(try ValueParsing.dataSource(text)) }),
    OptionSpec(
        "--format", value: "csv|json|coingecko", .data, "how to read --data (default: detected)",
        \.dataFormat, ValueParsing.choice),
    OptionSpec(
        "--coin", value: "ID[,ID...]|all", .data,
        "the coin in CoinGecko data by id, symbol or name (default: the first); several, or all of /coins/markets data, make one chart each",
        \.coins, ValueParsing.coins),
    OptionSpec(
        "--column", value: "NAME", .data,
        "the value column by its header name, or JSON objects' value key; case ignored (default: value, price or close)",
        \.column, ValueParsing.column),

    // Fetched data.
    OptionSpec(
        "--data-command", value: "CMD", .data,
        "run CMD with /bin/sh -c and read its output as the data, e.g. a curl of CoinGecko (stopped after 60 s or --every, 64 MB at most)",
        \.data, ValueParsing.dataCommand),
    OptionSpec(
        "--every", value: "DURATION", .data,
        "with --data-command: fetch again every DURATION (30s, 5m, 1h) and redraw when the data changes; runs until stopped",
        \.every, ValueParsing.every),

    OptionSpec(
        "--size", value: "WxH", .playback,
        "the output's size in pixels, as the file or the screen has it (default 800x480; --fb: the screen);"
            + " --rotate turns the chart within it",
        \.size, ValueParsing.size),
    OptionSpec(
        "--max-pixels", value: "N", .playback,
        "refuse a canvas over N pixels (default 16777216, 4096x4096); raise it for bigger canvases",
        \.maximumPixels, ValueParsing.pixelBudget),
    OptionSpec(
        "--fps", value: "N", .playback, "frames per second, 1 to 50 (default 30)",
        \.framesPerSecond, ValueParsing.framesPerSecond),
    OptionSpec(
        "--hold", value: "SECONDS|forever", .playback,
        "how long the last frame stays (default 2); forever only with --fb",
        \.hold, ValueParsing.hold),
    OptionSpec(
        "--loop", value: "N|forever", .playback, "how many times the animation plays (default forever)",
        \.loop, ValueParsing.loop),
    OptionSpec(
        "--theme", value: "dark|light", .playback, "colours (default dark)",
        \.theme, ValueParsing.choice),

    // Panels mounted sideways or upside down.
    OptionSpec(
        "--rotate", value: "0|90|180|270", .playback,
        "turn every output clockwise by this many degrees (as fbcon=rotate:1 turns the console by 90), for a panel"
            + " mounted sideways or upside down; the chart is laid out upright for the turned size: an 800x480"
            + " panel turned by 90 shows a 480x800 chart",
        \.rotation, ValueParsing.rotation),

    OptionSpec(
        "--title", value: "TEXT", .text, "a header above the chart, in bold", \.title, ValueParsing.title),
    OptionSpec(
        "--summary", .text,
        "line only: the header shows the price at the tip of the line and its change since the first point, e.g. 43,549.06 +1.28%",
        \.showsSummary, true),
    OptionSpec(
        "--caption", value: "TEXT", .text,
        "a line under the chart; fields such as %H:%M %Z are filled from the data's last time (no times: now, or SOURCE_DATE_EPOCH)",
        \.caption, ValueParsing.caption),
    OptionSpec(
        "--tz", value: "ZONE", .text,
        "the zone of dates, times and the caption: an IANA name (Europe/Berlin), UTC or local (default: the offset the data's times carry, else UTC)",
        \.zone, ValueParsing.zone),
    OptionSpec(
        "--date-format", value: "PATTERN", .text,
        "line only: the date labels' pattern, e.g. %d.%m.%Y (default M/d/yy); fields: " + TimePattern.fieldList
            + ", %% for %; %-d drops the zero",
        \.dateFormat, ValueParsing.datePattern),
    OptionSpec(
        "--numbers", value: "compact|grouped", .text,
        "values as 43.55K (compact) or 43,549.06 (grouped) (default: the line's labels compact, its header grouped, the bars' axis as it fits)",
        \.values.notation, ValueParsing.choice),
    OptionSpec(
        "--decimals", value: "N", .text, "digits after the point, 0 to 8 (default: 2, or more to tell labels apart)",
        \.values.decimals, ValueParsing.decimals),
    OptionSpec("--prefix", value: "TEXT", .text, "before each value, e.g. $", \.values.prefix, ValueParsing.affix),
    OptionSpec("--suffix", value: "TEXT", .text, "after each value, e.g. ' €'", \.values.suffix, ValueParsing.affix),

    OptionSpec(
        "--duration", value: "SECONDS", .animation, "how long each element moves (bars 1, line 2)",
        \.duration, ValueParsing.seconds),
    OptionSpec(
        "--delay", value: "SECONDS", .animation, "wait before the first element moves (bars 0, line 0.2)",
        \.delay, ValueParsing.seconds),
    OptionSpec(
        "--stagger", value: "SECONDS", .animation, "bars only: time between the starts of neighbouring bars (0.1)",
        \.stagger, ValueParsing.seconds),
    OptionSpec(
        "--easing", value: "NAME", .animation,
        "linear, ease, ease-in, ease-out, ease-in-out or cubic-bezier(x1,y1,x2,y2) (bars ease, line linear)",
        \.easing, ValueParsing.easing),

    // Colours and the GIF's size: their own block, the rows of other sections
    // placed into them by the help text.
    OptionSpec(
        "--max-bytes", value: "SIZE", .output,
        "with --gif: the largest file, in bytes or with K (1000) or M (1000000): 500K, 15M; if the GIF is larger, the least visible reduction that fits is chosen (--gif-quality small, then a lower --fps) and named, else nothing is written",
        \.maximumBytes, ValueParsing.byteCount),
    OptionSpec(
        repeatable: "--color", value: "ROLE=COLOR", .colors,
        "set one colour over the theme; repeat it for others. ROLE: background, bar, bar-bottom (the bars at the baseline), up and down (the line rising or falling), text (titles, the header's price, the bars' labels), secondary (the line's labels, captions), grid; COLOR: #RRGGBB, #RRGGBBAA or a CSS colour name (steelblue, transparent), e.g. --color background=transparent",
        ValueParsing.addColor),
    OptionSpec(
        "--matte", value: "COLOR", .colors,
        "with a transparent background: the page its edges are blended onto where the output has no alpha. --gif needs it (pixels nothing was drawn on stay transparent); --fb blends everything onto it (default black); PNGs keep their alpha",
        \.matte, ValueParsing.matte),

    OptionSpec("--quiet", .general, "no progress line or warnings (errors still print)", \.isQuiet, true),
    OptionSpec(command: "--help", alias: "-h", "show this help and exit"),
    OptionSpec(command: "--version", "show the version and exit"),
]

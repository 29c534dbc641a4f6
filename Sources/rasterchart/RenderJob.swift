import Animation
import Chart
import ChartData
import Framebuffer
import GIF
import Glibc
import OutputFile
import PNG
import Raster
import RasterchartCLI

/// One run of the program: data → scene → timeline → frames → every output asked for.
///
/// Files are written in the order `--png`, `--frames`, `--gif`, then the
/// framebuffer plays (it may run forever). Each file is written to a temporary
/// name beside its destination and renamed, so a failure or an interruption
/// never leaves a partial file where the output was to be. Every destination is
/// checked before rendering starts, and when the run fails the files it already
/// wrote (and a framebuffer file it created) are removed, so a failed run leaves
/// no output at all.
struct RenderJob {
    let options: Options

    func run() throws {
        Interruption.install()
        CrashSignals.install()
        try OutputCheck.check(options)
        try OutputCheck.checkDistinct(options)
        // What this run has written, taken back if it fails: a framebuffer file it
        // created (a device's screen or a file's --fb-format decides the canvas, so
        // it is opened first), then each file output once it is in place.
        var written: [String] = []
        var framebuffer: FramebufferDevice?
        if options.framebufferDevice == Options.automaticScreen {
            framebuffer = try .automatic(dither: options.dither, rotation: options.rotation)
        } else if let device = options.framebufferDevice {
            let existed = OutputCheck.kind(of: device) != nil
            framebuffer = try FramebufferDevice(
                path: device, fileGeometry: options.framebufferFormat, dither: options.dither, rotation: options.rotation)
            if !existed { written.append(device) }
        }
        let renderer: FrameRenderer
        let timeline: Timeline
        var warnings = WarningLog(isQuiet: options.isQuiet)
        do {
            (renderer, timeline) = try prepare(screen: framebuffer?.geometry, warnings: &warnings)
            if let directory = options.framesDirectory {
                try OutputCheck.checkFrames(FrameFiles(directory: directory, count: timeline.count))
            }
            try writeFiles(renderer: renderer, timeline: timeline, written: &written)
            // A signal during the last (or only) frame, or while a file was written.
            try Interruption.check()
        } catch {
            for path in written { unlink(path) }
            // A system call the signal interrupted fails with EINTR: the signal is the cause.
            try Interruption.check()
            throw error
        }
        if let framebuffer {
            try play(renderer: renderer, timeline: timeline, warnings: warnings, on: framebuffer)
        }
    }

    /// The chart's renderer and timeline for the output size `--size` asks for,
    /// else the screen's, else the default, its canvas turned by `--rotate`: one
    /// read of the data, its warnings (and one about characters the font lacks)
    /// given to `warnings`.
    func prepare(screen: FramebufferGeometry?, warnings: inout WarningLog) throws -> (FrameRenderer, Timeline) {
        warnings.beginRead()
        let output = options.size.map { ($0.width, $0.height) }
            ?? screen.map { ($0.width, $0.height) }
            ?? (Options.defaultSize.width, Options.defaultSize.height)
        let size = options.rotation.turnedSize(width: output.0, height: output.1)
        do {
            try options.checkPixelBudget(width: size.0, height: size.1)
        } catch {
            throw UsageProblem(error.description)
        }
        let scene = try makeScene(width: size.0, height: size.1, warnings: &warnings)
        if !scene.missingCharacters.isEmpty {
            let list = scene.missingCharacters.sorted().map { "'\($0)'" }.joined(separator: ", ")
            warnings.warn("the font has no \(list); drawn as boxes")
        }
        let renderer = try FrameRenderer(scene: scene)
        return (renderer, try Timeline(duration: scene.duration, framesPerSecond: options.framesPerSecond))
    }

    /// `--png`, `--frames`, `--gif`, in that order; each file is appended to
    /// `written` once it is in place (a device or pipe written into is not).
    func writeFiles(renderer: FrameRenderer, timeline: Timeline, written: inout [String]) throws {
        if let path = options.pngPath {
            let file = replacedFile(path)
            try writeStill(renderer: renderer, timeline: timeline, to: path)
            Self.record(file, in: &written)
        }
        if let directory = options.framesDirectory {
            try writeFrames(renderer: renderer, timeline: timeline, into: directory, written: &written)
        }
        if let path = options.gifPath {
            let file = replacedFile(path)
            try writeGIF(renderer: renderer, timeline: timeline, to: path)
            Self.record(file, in: &written)
        }
    }

    /// Appends `file` to `written` when it is a regular file (a device or pipe
    /// written into stays). `file` is the output's `replacedFile`, found before
    /// writing (a descriptor's link leads to the replaced file only until then): a
    /// failed run removes that file, where removing the link itself had removed
    /// `/dev/stdout` (as root) and left the output.
    static func record(_ file: String, in written: inout [String]) {
        if OutputCheck.kind(of: file) == S_IFREG { written.append(file) }
    }

    // MARK: Data and scene

    func makeScene(width: Int, height: Int, warnings log: inout WarningLog) throws -> any ChartScene {
        if options.chart == .bars, let coin = options.coin {
            throw UsageProblem("--coin \(coin): only the line chart reads a coin's prices; bars read label,value data")
        }
        let theme = options.chartTheme
        let text = try ChartTextOptions.chartText(options)
        let input: DataInput?
        let isStopped = { Interruption.pending != nil }
        do {
            switch options.data {
            case nil: input = nil
            case .file(let path): input = try DataInput(path: path, isStopped: isStopped)
            case .standardInput: input = try DataInput(standardInputWithin: .standard, isStopped: isStopped)
            }
        } catch {
            // A signal that came while a pipe kept us waiting ends the run as an interruption.
            try Interruption.check()
            throw error
        }
        let format = options.dataFormat.map { ChartData.DataFormat(rawValue: $0.rawValue) } ?? nil
        let column = options.column
        var warnings: [DataWarning] = []
        defer { for warning in warnings { log.warn(warning.description) } }
        switch options.chart {
        case .bars:
            let data = try input.map { try BarData(reading: $0, format: format, column: column, warnings: &warnings) } ?? .tutorial
            let animation = options.animation(overriding: BarsScene.defaultAnimation(barCount: data.bars.count))
            return BarsScene(data: data, width: width, height: height, theme: theme, animation: animation, text: text)
        case .line:
            let data: PriceSeries
            do {
                data =
                    try input.map {
                        try PriceSeries(reading: $0, format: format, coin: options.coin, column: column, warnings: &warnings)
                    } ?? .sample
            } catch let error as DataError where error.problem == .columnInCoinGecko {
                // Detected from the content, but the command line is what is wrong.
                throw UsageProblem("--column \(column ?? ""): \(error)")
            }
            let animation = options.animation(overriding: Stagger(LineScene.defaultAnimation, interval: 0, count: 1)).first
            return LineScene(data: data, width: width, height: height, theme: theme, animation: animation, text: text)
        }
    }

    // MARK: Outputs

    /// `--png`: the last frame, or the one `--time`/`--frame` picks. `--time` picks
    /// the frame showing that time (the one the GIF shows then), not an in-between moment.
    func writeStill(renderer: FrameRenderer, timeline: Timeline, to path: String) throws {
        let t: Double
        switch options.still {
        case .end: t = timeline.duration
        case .time(let seconds): t = timeline[timeline.frame(at: seconds)]
        case .frame(let k):
            guard timeline.indices.contains(k) else {
                throw UsageProblem("--frame \(k): the animation has frames 0…\(timeline.count - 1) at \(options.framesPerSecond) fps")
            }
            t = timeline[k]
        }
        var frame = renderer.makeCanvas()
        renderer.render(at: t, into: &frame, holding: nil)
        // A signal while drawing stops here: opening a FIFO nobody reads would
        // otherwise wait for a reader for good (only a signal during that open
        // interrupts it).
        try Interruption.check()
        try (options.rotation == .none ? frame : frame.rotated(options.rotation)).writePNG(toFile: path)
    }

    /// `--frames`: every frame as `frame-00000.png`, … in an existing directory.
    /// Appends each file to `written` once it is in place.
    func writeFrames(renderer: FrameRenderer, timeline: Timeline, into directory: String, written: inout [String]) throws {
        let files = FrameFiles(directory: directory, count: timeline.count)
        var progress = ProgressReporter(total: timeline.count, isQuiet: options.isQuiet)
        defer { progress.finish() }
        let ahead = RenderAhead(
            renderer: renderer, times: Array(timeline), passes: 1, workers: RenderAhead.workers, rotation: options.rotation)
        defer { ahead.stop() }
        var frame = ahead.makeFrame()
        for k in timeline.indices {
            ahead.frame(k, into: &frame, holding: k > 0 ? k - 1 : nil)
            // After drawing, before the file is opened: see `writeStill`.
            try Interruption.check()
            let path = files.path(k)
            let file = replacedFile(path)
            try frame.writePNG(toFile: path)
            Self.record(file, in: &written)
            progress.update(framesDone: k + 1)
        }
    }

    /// `--gif`: the whole animation, looping as `--loop` says, the last frame held for
    /// `--hold`, within `--max-bytes` when it is given (`RenderJob+SizeLimit`).
    func writeGIF(renderer: FrameRenderer, timeline: Timeline, to path: String) throws {
        if let limit = options.maximumBytes {
            return try writeGIF(renderer: renderer, timeline: timeline, to: path, within: limit)
        }
        let size = outputSize(of: renderer)
        let encoder = try gifEncoder(width: size.width, height: size.height, timeline: timeline, quality: options.gifQuality)
        // Before the file is opened: see `writeStill`.
        try Interruption.check()
        try withGIFFrames(renderer: renderer, timeline: timeline) { render in try encoder.write(to: path, render) }
    }

    /// The size of the files `renderer`'s frames make: its canvas turned by `--rotate`.
    func outputSize(of renderer: FrameRenderer) -> (width: Int, height: Int) {
        options.rotation.turnedSize(width: renderer.background.width, height: renderer.background.height)
    }

    /// The GIF encoder for `timeline`'s frames at `quality`; onto `--matte` when the
    /// background is transparent (the parser allows a matte only then).
    func gifEncoder(width: Int, height: Int, timeline: Timeline, quality: Options.GIFQuality) throws -> GIFEncoder {
        let hold: Double
        switch options.hold {
        case .seconds(let s): hold = s
        case .forever: throw UsageProblem("--hold forever only applies to --fb; a GIF needs a number of seconds")
        }
        let loop: GIFLoop
        switch options.loop {
        case .forever: loop = .forever
        case .times(let n): loop = .repeats(n - 1)
        }
        let (maximumError, minimumPSNR): (Int, Double)
        switch quality {
        case .exact: (maximumError, minimumPSNR) = (0, .infinity)
        case .high: (maximumError, minimumPSNR) = (GIFEncoder.defaultMaximumError, GIFEncoder.defaultMinimumPSNR)
        case .small: (maximumError, minimumPSNR) = (9, 42)
        }
        return try GIFEncoder(
            width: width, height: height, frameTimes: Array(timeline), hold: hold, loop: loop, maximumError: maximumError,
            minimumPSNR: minimumPSNR, matte: options.matte)
    }

    /// Calls `body` with the encoder's `render`: the frames of `timeline`, which the
    /// encoder reads twice (colour census, then encoding), drawn ahead, in order, by
    /// the workers while it works, with the progress line.
    func withGIFFrames<R>(
        renderer: FrameRenderer, timeline: Timeline, _ body: ((Int, inout Pixmap) throws -> PixelRect) throws -> R
    ) throws -> R {
        var progress = ProgressReporter(total: timeline.count, passes: 2, isQuiet: options.isQuiet)
        defer { progress.finish() }
        let ahead = RenderAhead(
            renderer: renderer, times: Array(timeline), passes: 2, workers: RenderAhead.workers, rotation: options.rotation)
        defer { ahead.stop() }
        var pass = 0
        return try body { k, frame in
            try Interruption.check()
            if k == 0 { pass += 1 }
            progress.update(framesDone: k + 1, pass: pass)
            return ahead.frame(k, into: &frame, holding: k > 0 ? k - 1 : nil)
        }
    }

    /// `--fb`: plays live at `--fps`, holds, repeats as `--loop` says; the console
    /// is taken into graphics mode unless `--no-console`, a DRM card's screen is
    /// taken, and both are given back on every exit (`ScreenSession`). A stop by
    /// SIGINT, SIGTERM or SIGHUP is the normal end of a live show (status 0, so a
    /// service manager counts it as clean). Unless `--quiet`, one line on
    /// standard error names the screen, whether it is dithered and turned, and
    /// whether vsync is used.
    ///
    /// A kiosk's prices change while it plays: when a round's hold ends (and every
    /// second of `--hold forever`), a `--data` file that changed since it was read
    /// is read again and the next round shows it. A file that fails to read (half
    /// written, say) is reported on one line, even with `--quiet`, and the chart
    /// stays as it was until the file changes again. A read's warnings are printed
    /// only where the read before did not print them (`WarningLog`).
    func play(renderer: FrameRenderer, timeline: Timeline, warnings: WarningLog, on device: FramebufferDevice) throws {
        var renderer = renderer, timeline = timeline, warnings = warnings
        let session = try ScreenSession(device: device, takesConsole: options.controlsConsole)
        defer { session.end() }
        // A transparent background is shown on the matte, else on black (the
        // converter takes premultiplied colours as they are, which is over black).
        let matte = options.matte
        if let corner = renderer.background.pixel(x: 0, y: 0) { device.clear(to: matte.map { corner.flattened(over: $0) } ?? corner) }
        var frame = renderer.makeCanvas()
        let hold: Double?
        switch options.hold {
        case .seconds(let s): hold = s
        case .forever: hold = nil
        }
        let plays: Int?
        switch options.loop {
        case .forever: plays = nil
        case .times(let n): plays = n
        }
        let vsync = device.probeVerticalBlank()
        if !options.isQuiet {
            let g = device.geometry
            let dithered = device.isDithering ? ", ordered dither" : ""
            let turned = device.rotation == .none ? "" : ", rotated \(device.rotation.rawValue)°"
            let output = device.outputName.map { " (\($0))" } ?? ""
            Program.printError(
                "\(device.path)\(output): \(g.width)x\(g.height) \(g.format), \(g.stride)-byte rows\(dithered)\(turned); \(vsync)")
            let picture = device.rotation.turnedSize(width: frame.width, height: frame.height)
            if picture.width > g.width || picture.height > g.height {
                let shown = "\(min(picture.width, g.width))x\(min(picture.height, g.height))"
                Program.printError(
                    "warning: the \(picture.width)x\(picture.height) canvas is larger than the screen; only its top-left \(shown) is shown")
            }
        }
        var dataFile: (path: String, stamp: DataFileStamp?)?
        if case .file(let path) = options.data { dataFile = (path, DataFileStamp(path: path)) }
        let playback = LivePlayback(frameTimes: Array(timeline), hold: hold, plays: plays)
        playback.run(
            draw: { k, held in
                let dirty = renderer.render(at: timeline[k], into: &frame, holding: held.map { timeline[$0] })
                if let matte { frame.flatten(dirty, over: matte) }
                return dirty
            },
            show: { dirty in
                if vsync.isUsable { device.waitForVerticalBlank() }
                device.present(frame, dirty: dirty)
            },
            shouldStop: { Interruption.pending != nil },
            betweenRounds: {
                guard let file = dataFile, let stamp = DataFileStamp(path: file.path), stamp != file.stamp else { return nil }
                dataFile = (file.path, stamp)
                do {
                    (renderer, timeline) = try prepare(screen: device.geometry, warnings: &warnings)
                    return Array(timeline)
                } catch {
                    if Interruption.pending == nil { Program.printError("\(error); still showing the data read before") }
                    return nil
                }
            })
    }
}

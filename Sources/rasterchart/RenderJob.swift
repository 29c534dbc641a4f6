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

/// One run of the program: data → scenes → timelines → frames → every output asked for.
///
/// Files are written in the order `--png`, `--frames`, `--gif` (for each chart,
/// when there are several), then the framebuffer plays (it may run forever).
/// Each file is written to a temporary name beside its destination and renamed,
/// so a failure or an interruption never leaves a partial file where the output
/// was to be. Every destination is checked before rendering starts, and when the
/// run fails the files it already wrote (and a framebuffer file or `{id}` frames
/// directory it created) are removed, so a failed run leaves no output at all.
/// With `--every` the run goes on after that (`RenderJob+Schedule`).
struct RenderJob {
    let options: Options
    /// Threads that draw frames ahead of the writer; none in a batch of charts,
    /// which keeps the cores busy with a chart each.
    var workers = RenderAhead.workers
    /// Whether the frame progress line may show (a batch shows its charts instead).
    var showsProgress = true
    /// The glow's working memory, shared by every chart the run draws.
    var glowScratch = GlowScratchPool()

    func run() throws {
        Interruption.install()
        CrashSignals.install()
        if options.chart == .bars, let coins = options.coins {
            throw UsageProblem("--coin \(coins): only the line chart reads a coin's prices; bars read label,value data")
        }
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
        // Takes back what the run wrote; a scheduled run that a signal stops ends
        // normally, else the error goes on (a system call the signal interrupted
        // fails with EINTR: the signal is the cause).
        func undo(_ error: any Error) throws {
            for path in written.reversed() { remove(path) }
            if options.every != nil, Interruption.pending != nil { return }
            try Interruption.check()
            throw error
        }
        var warnings = WarningLog(isQuiet: options.isQuiet)
        let size: CanvasSize
        var sources: ChartSources
        do {
            size = try canvasSize(screen: framebuffer?.geometry)
            sources = try ChartSources(reader: ChartReader(options: options))
        } catch {
            return try undo(error)
        }
        defer { sources.stop() }
        var files = FileRounds()
        let playlist: Playlist
        do {
            let charts = sources.charts
            playlist = Playlist(charts: charts, scenes: try makeScenes(charts, size: size, warnings: &warnings))
            try files.write(playlist, job: self, warnings: &warnings, written: &written)
            // A signal during the last (or only) frame, or while a file was written.
            try Interruption.check()
        } catch {
            return try undo(error)
        }
        if let framebuffer {
            try play(playlist, sources: &sources, files: &files, size: size, warnings: warnings, on: framebuffer)
        } else if options.every != nil {
            keepWriting(sources: &sources, files: &files, size: size, warnings: &warnings)
        }
    }

    /// This job for the chart `id`: its output names with `{id}` filled in.
    func forChart(_ id: String) -> RenderJob {
        RenderJob(options: options.forChart(id), workers: workers, showsProgress: showsProgress, glowScratch: glowScratch)
    }

    /// The canvas for the output size `--size` asks for, else the screen's, else
    /// the default, turned by `--rotate`, within the pixel budget.
    func canvasSize(screen: FramebufferGeometry?) throws -> CanvasSize {
        let output = options.size.map { (width: $0.width, height: $0.height) }
            ?? screen.map { (width: $0.width, height: $0.height) }
            ?? (width: Options.defaultSize.width, height: Options.defaultSize.height)
        let turned = options.rotation.turnedSize(width: output.width, height: output.height)
        let size = (width: turned.0, height: turned.1)
        do {
            try options.checkPixelBudget(width: size.width, height: size.height)
        } catch {
            throw UsageProblem(error.description)
        }
        return size
    }

    /// Each chart's scene on a `size` canvas, as one read for `warnings`: a chart
    /// with characters the font lacks is warned of (naming the chart when there
    /// are several).
    func makeScenes(_ charts: [ChartDatum], size: CanvasSize, warnings: inout WarningLog) throws -> [any ChartScene] {
        warnings.beginRead()
        return try charts.map { chart in
            let scene = try makeScene(chart, width: size.width, height: size.height)
            if !scene.missingCharacters.isEmpty {
                let list = scene.missingCharacters.sorted().map { "'\($0)'" }.joined(separator: ", ")
                let which = options.asksForSeveralCharts ? "\(chart.id): " : ""
                warnings.warn("\(which)the font has no \(list); drawn as boxes")
            }
            return scene
        }
    }

    /// The renderer (the scene's cached layers) and timeline of `scene`.
    func prepare(_ scene: any ChartScene) throws -> (FrameRenderer, Timeline) {
        let renderer = try FrameRenderer(scene: scene)
        return (renderer, try Timeline(duration: scene.duration, framesPerSecond: options.framesPerSecond))
    }

    /// This job's files for `scene`: its `--frames` directory made first when
    /// `makesFramesDirectory` and it is missing (an `{id}` directory), each frame's
    /// name checked, then `writeFiles`.
    func writeChart(_ scene: any ChartScene, makesFramesDirectory: Bool, written: inout [String]) throws {
        let (renderer, timeline) = try prepare(scene)
        if let directory = options.framesDirectory {
            if makesFramesDirectory, OutputCheck.kind(of: directory) == nil {
                guard mkdir(directory, 0o777) == 0 else {
                    throw OutputCheck.Problem(description: "cannot make \(directory): \(String(cString: strerror(errno)))")
                }
                written.append(directory)
            }
            try OutputCheck.checkFrames(FrameFiles(directory: directory, count: timeline.count))
        }
        try writeFiles(renderer: renderer, timeline: timeline, written: &written)
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

    // MARK: Scenes

    /// The scene of `chart` on a `width`×`height` canvas, with the animation
    /// options applied over the chart's own.
    func makeScene(_ chart: ChartDatum, width: Int, height: Int) throws -> any ChartScene {
        let theme = options.chartTheme
        // Titles and captions; a caption without the data's time shows this moment's.
        let text = try ChartTextOptions.chartText(options)
        switch chart.content {
        case .bars(let data):
            let animation = options.animation(overriding: BarsScene.defaultAnimation(barCount: data.bars.count))
            return BarsScene(data: data, width: width, height: height, theme: theme, animation: animation, text: text)
        case .prices(let data):
            let animation = options.animation(overriding: Stagger(LineScene.defaultAnimation, interval: 0, count: 1)).first
            return LineScene(
                data: data, width: width, height: height, theme: theme, animation: animation, text: text,
                scratch: glowScratch)
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
        var progress = ProgressReporter(total: timeline.count, isQuiet: options.isQuiet || !showsProgress)
        defer { progress.finish() }
        let ahead = RenderAhead(
            renderer: renderer, times: Array(timeline), passes: 1, workers: workers, rotation: options.rotation)
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
        var progress = ProgressReporter(total: timeline.count, passes: 2, isQuiet: options.isQuiet || !showsProgress)
        defer { progress.finish() }
        let ahead = RenderAhead(
            renderer: renderer, times: Array(timeline), passes: 2, workers: workers, rotation: options.rotation)
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
    /// Several charts play in turn, each animated and held, then the next, the list
    /// over and over (`--loop N` plays it N times); each chart's renderer is made
    /// when its turn comes.
    ///
    /// A kiosk's prices change while it plays: when a round's hold ends (and every
    /// second of `--hold forever`), the sources are asked for new data
    /// (`ChartSources.refresh`: a `--data` file that changed is read again, a
    /// fetch's new charts are taken), and the next round shows it; with `--every`
    /// the files of the charts it changed are written again. Data that fails to read is
    /// reported on one line, even with `--quiet`, and the charts stay as they were.
    /// A read's warnings are printed only where the read before did not print them
    /// (`WarningLog`).
    func play(
        _ playlist: Playlist, sources: inout ChartSources, files: inout FileRounds, size: CanvasSize,
        warnings: WarningLog, on device: FramebufferDevice
    ) throws {
        var playlist = playlist, warnings = warnings
        var (renderer, timeline) = try prepare(playlist.current)
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
        case .times(let n): plays = n * playlist.count
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
                var changed = false
                if sources.refresh() {
                    let charts = sources.charts
                    do {
                        playlist.load(charts, scenes: try makeScenes(charts, size: size, warnings: &warnings))
                        changed = true
                        // Between rounds, so the screen holds a moment longer while they are written.
                        if options.every != nil { rewrite(playlist, files: &files, warnings: &warnings) }
                    } catch {
                        if Interruption.pending == nil { Program.printError("\(error); still showing the charts before") }
                    }
                }
                guard changed || playlist.count > 1 else { return nil }
                if playlist.count > 1 { playlist.advance() }
                do {
                    (renderer, timeline) = try prepare(playlist.current)
                    return Array(timeline)
                } catch {
                    if Interruption.pending == nil { Program.printError("\(error); still showing the chart before") }
                    return nil
                }
            })
    }
}

/// A canvas's width and height in pixels.
typealias CanvasSize = (width: Int, height: Int)

import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Encodes an animation as a GIF89a, streaming: frames are drawn by the caller into a
/// pixmap the encoder owns and are never all held in memory.
///
/// Pipeline (two passes over the caller's frames, both through `render`):
/// 1. *Census.* Every frame is drawn and the colours of its dirty rectangle are
///    counted (`ColorCensus`); the global palette is those colours when at most 255,
///    otherwise a quantized table (`PaletteQuantizer`).
/// 2. *Encoding.* Every frame is drawn again; each frame the schedule shows is
///    reduced to what changed on the viewer's screen (`FrameDifferencer`), its kept
///    pixels written as transparent or as their screen index by run (`KeptRuns`),
///    LZW-coded (`LZWEncoder`, which may pick the differencer's equivalent indices)
///    and handed to giflib one frame late, once its delay is known
///    (`GIFStreamWriter`). Those three (`ImageCoder`) run on a thread of their own
///    (`CodingThread`), one image behind the differencer, with the same bytes.
///
/// Exactness: with `maximumError` 0 every shown frame equals its rendered frame
/// whenever its colours fit a colour table (the bars at 800×480 do; the line's glow
/// changes more than 255 colours a frame, and the global table is then quantized
/// without `high`'s one-level cover: docs/gif-output.md). The default
/// lets a pixel lag by up to 6 levels per channel while the frame stays above
/// `minimumPSNR` (56 dB): soft glows shimmer by a few levels from frame to frame, and
/// rewriting every such pixel made the line chart's GIF 1.4× larger for no visible
/// difference.
///
/// Timing follows `FrameSchedule`: frame k starts at `round(100·t_k)` centiseconds,
/// the last frame is shown for the hold time, and a frame identical to the one on
/// screen merges into it (its time goes to the frame before), so the total duration
/// is exact. Memory, whatever the number of frames: in pass 1 the pixmap and the
/// census's copy of the last frame, 8 bytes a pixel; in pass 2 the pixmap, the
/// viewer's screen and its palette indices, the last examined frame, an error plane,
/// the colours that map no closer (`stuck`), two index and alternatives buffers (the
/// coder's and the next image's) and the LZW coder's packed code stream, 24 bytes a
/// pixel, plus the LZW dictionary
/// (2 MiB) and the waiting frame's compressed image: a 1920×1080, 50 fps, 60 s bars
/// animation (3001 frames) peaks at 80,912 KiB resident for the whole gif-bench
/// process.
///
/// Cost: each pass goes over the changed rows of the renderer's rectangle, a run of
/// one colour as one item where it can; instruction counts per pass against one
/// rendering pass are in docs/performance.md.
///
/// `render(k, &pixmap)` must draw frame k into a pixmap that holds frame k − 1 (a
/// transparent pixmap for k = 0) and return the rectangle it changed (anything for
/// k = 0, which counts as changed everywhere). It is called for k = 0, 1, … in order,
/// twice, and must draw the same frames both times. Without a `matte`, frames are
/// meant to be opaque; alpha is ignored, which shows premultiplied pixels over
/// black. With one, frames may be transparent (see `init`); that costs a flattened
/// copy of the frame (4 bytes a pixel more) and a pass over each dirty rectangle.
public struct GIFEncoder: Sendable {
    public let width: Int
    public let height: Int
    public let loop: GIFLoop
    /// The largest error a shown pixel may have in any channel, in 8-bit levels (0…9).
    /// 0 makes every frame exact whenever its colours fit a colour table.
    public let maximumError: Int
    /// The PSNR every shown frame keeps against its rendered frame, in dB: pixels
    /// whose change is small are left as they are only while the frame stays above it.
    public let minimumPSNR: Double
    /// Transparent frames' page (see `init`), or nil for opaque frames.
    public let matte: Color?
    let schedule: FrameSchedule
    /// Whether images are coded on a thread of their own, beside the differencer
    /// (`CodingThread`); the bytes are the same either way.
    var codesOnOwnThread = true

    /// The number of frames `render` is asked for.
    public var frameCount: Int { schedule.start.count }

    /// The default lag bound (levels) and PSNR floor (dB): no visible difference
    /// from the rendered frames, at a fraction of exact frames' bytes.
    public static let defaultMaximumError = 6
    public static let defaultMinimumPSNR = 56.0

    /// An encoder for frames at `frameTimes` (seconds, non-decreasing), the last one
    /// shown for `hold` seconds.
    ///
    /// Without a `matte` the frames are taken as opaque. With one they may be
    /// transparent, and a GIF pixel is transparent or opaque: a pixel nothing was
    /// drawn on (alpha 0) stays transparent, every other is blended onto the matte
    /// (`FlattenedFrames`; see `FrameDifferencer+Transparency` for pixels that
    /// become transparent again).
    public init(
        width: Int, height: Int, frameTimes: [Double], hold: Double, loop: GIFLoop = .forever,
        maximumError: Int = defaultMaximumError, minimumPSNR: Double = defaultMinimumPSNR, matte: Color? = nil
    ) throws(GIFError) {
        guard (1...Pixmap.maximumSide).contains(width), (1...Pixmap.maximumSide).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        if case .repeats(let n) = loop, !(0...65_535).contains(n) { throw .invalidLoopCount(n) }
        self.width = width
        self.height = height
        self.loop = loop
        self.maximumError = min(max(0, maximumError), FrameDifferencer.maximumErrorLimit)
        self.minimumPSNR = minimumPSNR.isNaN ? .infinity : minimumPSNR
        self.matte = matte
        schedule = try FrameSchedule(frameTimes: frameTimes, hold: hold)
    }

    /// The GIF's bytes. Throws `GIFError`, or whatever `render` throws.
    public func encode(_ render: (Int, inout Pixmap) throws -> PixelRect) throws -> [UInt8] {
        let sink = ByteSink()
        try encode(into: sink, render)
        return sink.bytes
    }

    func encode(into sink: ByteSink, _ render: (Int, inout Pixmap) throws -> PixelRect) throws {
        let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
        var canvas = try Pixmap(width: width, height: height)
        var flattened = try matte.map { try FlattenedFrames(matte: $0, width: width, height: height) }
        let palette = try censusPalette(&canvas, &flattened, render)

        canvas = try Pixmap(width: width, height: height)
        let key = flattened?.key
        var differencer = FrameDifferencer(
            width: width, height: height, palette: palette, maximumError: maximumError, errorBudget: errorBudget, clearKey: key)
        let writer = try GIFStreamWriter(sink: sink, width: width, height: height, globalColors: palette.colors, loop: loop)
        let coder = ImageCoder(writer: writer, transparentIndex: palette.transparentIndex, keepsSymbols: key != nil)
        // The differencer writes each image's alternatives into a slot's plane, lent to it.
        differencer.alternatives = []
        let coding = CodingThread(coder, planeSize: width * height, threaded: codesOnOwnThread)
        defer { coding.stop() }
        // The rectangle of the image the coder holds back until the next one starts.
        var waiting: PixelRect?
        var dirty = PixelRect.empty
        for k in 0..<frameCount {
            let changed = try draw(k, &canvas, render)
            dirty = dirty.union(k == 0 ? bounds : changed.intersection(bounds))
            guard schedule.isShown[k] else { continue }
            var restored = false
            if let key, let candidates = flattened?.update(from: canvas, in: dirty) {
                if let shown = flattened?.frame, let clear = differencer.pixelsToClear(in: shown, candidates, key: key), let w = waiting {
                    let area = w.union(clear)
                    try coding.send(.restore(area))
                    waiting = area
                    differencer.restore(area, key: key)
                    dirty = dirty.union(area)
                    restored = true
                }
            }
            let frame = coding.withBuffers { symbols, alternatives in
                swap(&alternatives, &differencer.alternatives)
                defer { swap(&alternatives, &differencer.alternatives) }
                return differencer.encode(flattened?.frame ?? canvas, dirty: dirty, into: &symbols)
            }
            if let frame {
                try coding.send(.image(frame, start: schedule.start[k]))
                waiting = frame.rect
            } else if restored || waiting == nil {
                // Nothing to draw (a transparent frame), but an image must start here:
                // the first one, or the one after a restoring image, whose time ends here.
                try coding.send(.empty(start: schedule.start[k]))
                waiting = PixelRect(x: 0, y: 0, width: 1, height: 1)
            }
            dirty = .empty
        }
        try coding.finish(end: schedule.end)
    }

    /// Frame k from `render`, which must leave the pixmap at the animation's size.
    private func draw(_ k: Int, _ canvas: inout Pixmap, _ render: (Int, inout Pixmap) throws -> PixelRect) throws -> PixelRect {
        let dirty = try render(k, &canvas)
        guard canvas.width == width, canvas.height == height else {
            throw GIFError.resizedCanvas(frame: k, width: canvas.width, height: canvas.height)
        }
        return dirty
    }

    /// Pass 1: draws every frame and builds the global palette from their colours
    /// (the census and its frame copy are freed before pass 2 starts); for
    /// transparent frames, from their opaque pixels, and chooses the clear key.
    private func censusPalette(
        _ canvas: inout Pixmap, _ flattened: inout FlattenedFrames?, _ render: (Int, inout Pixmap) throws -> PixelRect
    ) throws -> Palette {
        var census = ColorCensus()
        for k in 0..<frameCount {
            let dirty = try draw(k, &canvas, render)
            let rect = k == 0 ? canvas.bounds : dirty
            _ = flattened?.update(from: canvas, in: rect)
            if let frame = flattened?.frame {
                census.countOpaque(frame, in: rect)
            } else {
                census.count(canvas, in: rect)
            }
        }
        let palette = Palette(census: census, maximumTolerance: min(1, maximumError))
        guard flattened != nil else { return palette }
        guard let key = ClearKey.choose(avoiding: census.tallied().colors.map(\.color), palette: palette.colors) else {
            throw GIFError.noClearKey
        }
        flattened?.key = key
        return palette
    }

    /// The squared error a frame may carry: 3·w·h·255² / 10^(PSNR/10).
    var errorBudget: Int {
        guard minimumPSNR.isFinite else { return 0 }
        let budget = Double(3 * width * height) * 65_025 / pow(10, minimumPSNR / 10)
        return budget < Double(Int.max / 2) ? Int(budget) : Int.max / 2
    }
}

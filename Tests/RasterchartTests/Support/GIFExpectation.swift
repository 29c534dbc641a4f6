import Chart
import GIF
import GoldenTesting
import Raster
import Testing

/// What a GIF written by the binary must hold, checked against frames rendered in-process.
///
/// Decoded with giflib's `DGifSlurp` (the GIF module's `DecodedGIF`), the GIF must
/// have: version GIF89a and the canvas size; the loop block `--loop` asks for;
/// images that start on frame times (frame k of the timeline at k / fps starts at
/// `round(100·t_k)` centiseconds, so delays follow cumulative rounding), the first
/// at 0, none shorter than 2 cs, all adding up to the animation plus the hold; for
/// every frame of the timeline, the screen a viewer sees at its start close to the
/// frame rendered in-process (a frame too close to the screen to be worth an image
/// merges into the one before); pixels that no in-process frame changes identical
/// on every screen; and every image after the first inside the box of pixels that
/// do change.
///
/// "Close" is the encoder's contract with the defaults the binary uses: while each
/// frame's changed colours fit one colour table, every channel within 6 levels, and
/// the squared error within the budget of 56 dB plus the palette's tolerance of one
/// level a channel (mean squared error ≤ 255²/10^5.6 + 1, so 47 dB; measured 54.9 dB
/// and up on the bars); otherwise the quantized palette's error, `minimumPSNR` and
/// `maximumError` below.
struct GIFExpectation {
    var renderer: FrameRenderer
    var fps: Int
    var hold: Double = 2
    var loop: GIFLoop = .forever
    /// The least PSNR (dB, RGB) of a screen, and the largest error of one channel, when
    /// the palette had to be quantized: with room under what the line chart's linear
    /// trim gives at 72×48 (an ease-in trim falls below them).
    var minimumPSNR = 40.0
    var maximumError: UInt8 = 48
    /// The same bounds when every frame's colours fit a colour table: the encoder's
    /// lag alone (`--gif-quality high`: 6 levels, 56 dB, checked at 47 dB on these
    /// small canvases; `exact`: none; `small`: 9 levels, 42 dB).
    var fittingBound: (psnr: Double, error: UInt8) = (47, 6)
    /// `--rotate`: the GIF holds the in-process frames turned clockwise by this
    /// many degrees (`referenceRotation`).
    var degrees = 0

    @discardableResult
    func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> DecodedGIF {
        let gif = try DecodedGIF(bytes: bytes)
        let times = InProcess.frameTimes(duration: renderer.scene.duration, fps: fps)
        let frames = try times.map { try turned(InProcess.frame(renderer, at: $0), by: degrees) }
        let width = frames[0].width, height = frames[0].height
        #expect(gif.version == "GIF89a", sourceLocation: sourceLocation)
        #expect(gif.width == width && gif.height == height, sourceLocation: sourceLocation)
        #expect(gif.loop == loop, sourceLocation: sourceLocation)

        let starts = times.map { Int((100 * $0).rounded()) }
        let imageStarts = gif.frames.indices.map { j in gif.frames[..<j].reduce(0) { $0 + $1.delay } }
        #expect(imageStarts.allSatisfy(starts.contains), "images start at \(imageStarts)", sourceLocation: sourceLocation)
        #expect(gif.duration == starts[starts.count - 1] + Int((100 * hold).rounded()), sourceLocation: sourceLocation)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 }, sourceLocation: sourceLocation)

        let screens = try gif.screens()
        let fitsTables = frames.indices.allSatisfy { k in
            distinctColors(in: frames[k], changedFrom: k > 0 ? frames[k - 1] : nil) <= 255
        }
        let bound: (psnr: Double, error: UInt8) = fitsTables ? fittingBound : (minimumPSNR, maximumError)
        for (k, frame) in frames.enumerated() {
            guard let j = imageStarts.lastIndex(where: { $0 <= starts[k] }), j < screens.count else {
                Issue.record("no image is up at frame \(k) (\(starts[k]) cs)", sourceLocation: sourceLocation)
                continue
            }
            let what = "frame \(k) at \(times[k]) s (image \(j))"
            let quality = psnr(screens[j], frame)
            let worst = PixmapDifference(actual: screens[j], expected: frame, tolerance: 0)?.maxChannelDifference ?? 255
            #expect(quality >= bound.psnr, "\(what): \(quality) dB", sourceLocation: sourceLocation)
            #expect(worst <= bound.error, "\(what): a channel is off by \(worst)", sourceLocation: sourceLocation)
        }
        let changing = changingPixels(frames)
        let box = boundingBox(of: changing, width: width)
        for j in screens.indices.dropFirst() {
            #expect(
                gif.frames[j].rect.intersection(box) == gif.frames[j].rect,
                "image \(j) at \(gif.frames[j].rect) reaches outside the changing pixels \(box)", sourceLocation: sourceLocation)
            let flickering = changedPixels(screens[j], from: screens[0], outside: changing)
            #expect(flickering == 0, "image \(j): \(flickering) static pixels differ from the first screen", sourceLocation: sourceLocation)
        }
        return gif
    }
}

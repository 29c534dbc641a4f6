import Chart
import GIF
import GoldenTesting
import Raster
import Testing

/// What a GIF written by the binary must hold, checked against frames rendered in-process.
///
/// Decoded with giflib's `DGifSlurp` (the GIF module's `DecodedGIF`), the GIF must
/// have: version GIF89a and the canvas size; the loop block `--loop` asks for;
/// one image per visible change (frame k of the timeline at k / fps, a frame equal
/// to the one before merging into it) starting at `round(100·t_k)` centiseconds,
/// so delays follow cumulative rounding and sum to the animation plus the hold;
/// every screen equal to its in-process frame — exactly when each frame changes at
/// most 255 colours, else within the quantized palette's error; pixels that no in-process frame
/// changes identical on every screen; and every image after the first inside the
/// box of pixels that do change.
struct GIFExpectation {
    var renderer: FrameRenderer
    var fps: Int
    var hold: Double = 2
    var loop: GIFLoop = .forever
    /// The least PSNR (dB, RGB) of a screen, and the largest error of one channel, when
    /// the palette had to be quantized. Measured on the line chart at 72×48: at least
    /// 51 dB and at most 36; an ease-in trim instead of a linear one gives 28…30 dB.
    var minimumPSNR = 40.0
    var maximumError: UInt8 = 48

    @discardableResult
    func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws -> DecodedGIF {
        let gif = try DecodedGIF(bytes: bytes)
        let width = renderer.background.width, height = renderer.background.height
        #expect(gif.version == "GIF89a", sourceLocation: sourceLocation)
        #expect(gif.width == width && gif.height == height, sourceLocation: sourceLocation)
        #expect(gif.loop == loop, sourceLocation: sourceLocation)

        let times = InProcess.frameTimes(duration: renderer.scene.duration, fps: fps)
        let frames = times.map { InProcess.frame(renderer, at: $0) }
        var shown = [0]
        for k in frames.indices.dropFirst() where frames[k].bytes != frames[shown[shown.count - 1]].bytes {
            shown.append(k)
        }
        let starts = times.map { Int((100 * $0).rounded()) }
        let end = starts[starts.count - 1] + Int((100 * hold).rounded())
        let expectedDelays = zip(shown, shown.dropFirst().map { starts[$0] } + [end]).map { $1 - starts[$0] }
        #expect(gif.frames.map(\.delay) == expectedDelays, sourceLocation: sourceLocation)
        #expect(gif.frames.allSatisfy { $0.delay >= 2 }, sourceLocation: sourceLocation)

        let screens = try gif.screens()
        guard screens.count == shown.count else { return gif }
        // The encoder keeps a frame exact when the colours it changes fit one table (the
        // global palette or a local one); by induction every screen is then exact.
        let isExact = zip(shown, [nil] + shown.dropLast().map(Optional.some)).allSatisfy { k, previous in
            distinctColors(in: frames[k], changedFrom: previous.map { frames[$0] }) <= 255
        }
        for (screen, k) in zip(screens, shown) {
            let what = "frame \(k) at \(times[k]) s"
            if isExact {
                expectSamePixels(screen, frames[k], what, sourceLocation: sourceLocation)
            } else {
                let quality = psnr(screen, frames[k])
                let worst = PixmapDifference(actual: screen, expected: frames[k], tolerance: 0)?.maxChannelDifference ?? 255
                #expect(quality >= minimumPSNR, "\(what): \(quality) dB", sourceLocation: sourceLocation)
                #expect(worst <= maximumError, "\(what): a channel is off by \(worst)", sourceLocation: sourceLocation)
            }
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

import Animation
import Chart
import GIF
import GoldenTesting
import PNG
import Raster
import Testing

/// `--color`, `--matte` and the outputs: a transparent background keeps its alpha
/// in PNGs, becomes 1-bit transparency on a matte in GIFs, and is put on the matte
/// (or black) on a framebuffer. The binary's files against Chart in-process.
@Suite struct ColorOutputTests {
    static let transparentDark = Theme.dark.setting(.background, to: .transparent)
    static let transparentLight = Theme.light.setting(.background, to: .transparent)

    @Test func aTransparentPNGKeepsTheGlowAsPartialAlpha() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(["line", "--png", "t.png", "--size", "480x320", "--color", "background=transparent"], in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let still = try Pixmap(contentsOfPNGFile: scratch.path("t.png"))
        let renderer = try InProcess.line(width: 480, height: 320, theme: Self.transparentDark)
        expectSamePixels(still, InProcess.frame(renderer, at: 2.2), "transparent line")
        expectMatchesGolden(still, named: "charts/line-480x320-transparent")
        let alphas = stride(from: 3, to: still.bytes.count, by: 4).map { still.bytes[$0] }
        // The glow's tails reach over most of the picture, partly covering it; the
        // line is opaque; a few corners far from it hold nothing at all.
        #expect(alphas.filter { $0 > 0 && $0 < 255 }.count > alphas.count / 2)
        #expect(alphas.filter { $0 == 255 }.count > 1000)
        #expect(alphas.filter { $0 == 0 }.count > 1000)
    }

    /// Every screen of a GIF with a transparent background: transparent exactly where
    /// the in-process frame is, its other pixels close to the frame put on the matte.
    func checkMatteGIF(_ gif: DecodedGIF, _ renderer: FrameRenderer, fps: Int, matte: Color) throws -> [Pixmap] {
        let times = InProcess.frameTimes(duration: renderer.scene.duration, fps: fps)
        let starts = gif.frames.indices.map { j in gif.frames[..<j].reduce(0) { $0 + $1.delay } }
        let screens = try gif.screens()
        var shownScreens: [Pixmap] = []
        for (k, t) in times.enumerated() {
            var expected = InProcess.frame(renderer, at: t)
            expected.flatten(expected.bounds, over: matte, keepingTransparent: true)
            guard let shown = starts.lastIndex(where: { $0 <= Int((100 * t).rounded()) }) else {
                Issue.record("no image at frame \(k)")
                continue
            }
            let screen = screens[shown]
            var wrongAlpha = 0, worst = 0
            for i in stride(from: 0, to: expected.bytes.count, by: 4) {
                if screen.bytes[i + 3] != expected.bytes[i + 3] { wrongAlpha += 1 }
                for c in 0..<3 { worst = max(worst, abs(Int(screen.bytes[i + c]) - Int(expected.bytes[i + c]))) }
            }
            #expect(wrongAlpha == 0, "frame \(k)")
            #expect(worst <= 48 && psnr(screen, expected) >= 40, "frame \(k): \(worst) levels, \(psnr(screen, expected)) dB")
            shownScreens.append(screen)
        }
        return shownScreens
    }

    @Test func aMatteGIFIsTransparentOnlyWhereNothingWasDrawn() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            ["line", "--gif", "t.gif", "--size", "480x320", "--fps", "10", "--theme", "light", "--color", "background=transparent", "--matte", "white"],
            in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let gif = try DecodedGIF(bytes: try scratch.read("t.gif"))
        let renderer = try InProcess.line(width: 480, height: 320, theme: Self.transparentLight)
        let screens = try checkMatteGIF(gif, renderer, fps: 10, matte: .white)
        // The frame at 1.1 s, half the line drawn.
        if screens.count > 11 { expectMatchesGolden(screens[11], named: "charts/line-480x320-matte-frame") }
    }

    /// An easing that overshoots makes the bars grow past their height and shrink
    /// back: drawn pixels become transparent again, which the image before restores.
    @Test func barsThatShrinkBackClearTheirPixels() throws {
        let scratch = try Scratch()
        let easing = "cubic-bezier(0.3,1.8,0.6,1)"
        let run = try Rasterchart.run(
            ["--gif", "t.gif", "--size", "120x80", "--fps", "15", "--easing", easing, "--color", "background=transparent", "--matte", "black"],
            in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let gif = try DecodedGIF(bytes: try scratch.read("t.gif"))
        let animation = Stagger(Transition(delay: 0, duration: 1, easing: try Easing(parsing: easing)), interval: 0.1, count: 5)
        let renderer = try InProcess.bars(width: 120, height: 80, theme: Self.transparentDark, animation: animation)
        _ = try checkMatteGIF(gif, renderer, fps: 15, matte: .black)
        #expect(gif.frames.contains { $0.disposal == 2 })
    }

    @Test func aFramebufferShowsATransparentBackgroundOnTheMatteOrBlack() throws {
        for (matte, pixel) in [(["--matte", "#336699"], [0x33, 0x66, 0x99] as [UInt8]), ([], [0, 0, 0])] {
            let scratch = try Scratch()
            let run = try Rasterchart.run(
                ["bars", "--fb", "screen.raw", "--fb-format", "80x48xbgr888", "--size", "60x40", "--fps", "5", "--hold", "0", "--loop", "1",
                 "--quiet", "--color", "background=transparent"] + matte,
                in: scratch)
            #expect(run.status == 0, "\(run)")
            let screen = try scratch.read("screen.raw")
            // Outside the canvas, centred at (10, 4), and its own top-left pixel (bgr888: red first).
            #expect(Array(screen[0..<3]) == pixel, "\(matte)")
            let inside = (5 * 80 + 11) * 3
            #expect(Array(screen[inside..<inside + 3]) == pixel, "\(matte)")
        }
    }
}

import Animation
import Chart
import ChartData
import Raster

/// The charts rendered inside the test process through Chart's `FrameRenderer`,
/// to compare with what the binary wrote.
///
/// The animations and the frame clock are written out here from docs/scenes.md,
/// not taken from the executable or the CLI module, so a wrong default
/// or a lost option between the command line and the scene shows as a mismatch.
enum InProcess {
    /// `bars` as docs/scenes.md specifies it: each bar grows for 1 s with CSS `ease`,
    /// bar i starting 0.1·i s after the first.
    static func barsAnimation(count: Int) -> Stagger {
        Stagger(Transition(delay: 0, duration: 1, easing: .ease), interval: 0.1, count: count)
    }

    /// `line` as docs/scenes.md specifies it: after 0.2 s, the trim goes linearly from 0 to 1 in 2 s.
    static let lineAnimation = Transition(delay: 0.2, duration: 2, easing: .linear)

    static func bars(
        _ data: BarData = .tutorial, width: Int, height: Int, theme: Theme = .dark, animation: Stagger? = nil,
        text: ChartText = ChartText()
    ) throws -> FrameRenderer {
        try FrameRenderer(
            scene: BarsScene(
                data: data, width: width, height: height, theme: theme,
                animation: animation ?? barsAnimation(count: data.bars.count), text: text))
    }

    static func line(
        _ data: PriceSeries = .sample, width: Int, height: Int, theme: Theme = .dark, animation: Transition = lineAnimation,
        text: ChartText = ChartText()
    ) throws -> FrameRenderer {
        try FrameRenderer(
            scene: LineScene(data: data, width: width, height: height, theme: theme, animation: animation, text: text))
    }

    /// Frame k at k / fps for k = 0 … K, K the first k with k / fps ≥ duration
    /// (within 1e-9 s), the last frame exactly at `duration` (docs/scenes.md,
    /// "Timing and the end of the animation").
    static func frameTimes(duration: Double, fps: Int) -> [Double] {
        var last = 0
        while Double(last) / Double(fps) < duration - 1e-9 { last += 1 }
        return (0...last).map { $0 == last ? duration : Double($0) / Double(fps) }
    }

    /// The frame at time `t`, drawn from scratch.
    static func frame(_ renderer: FrameRenderer, at t: Double) -> Pixmap {
        var pixmap = renderer.makeCanvas()
        renderer.render(at: t, into: &pixmap, holding: nil)
        return pixmap
    }
}

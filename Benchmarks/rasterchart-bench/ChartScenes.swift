import Animation
import Chart
import ChartData
import GIF
import Raster

/// Whole frames of the two charts through `FrameRenderer`, at the three sizes the
/// peer benchmark uses, each divided by a C memset of a frame of its own size;
/// the whole 30 fps animation at 800×480; the whole GIF encoded in memory; and a
/// long series reduced to the line's columns.
///
/// A frame scene draws the mid-animation frame into a pixmap holding the frame
/// 1/30 s earlier, as the render loop does: the background copied into the
/// rectangle that changes, the animated part, the overlay.
let chartScenes: [Scene] = {
    var scenes: [Scene] = []
    for (width, height) in ChartBench.sizes {
        let size = "\(width)x\(height)"
        let frame: @Sendable () throws -> Pixmap = { try Pixmap(width: width, height: height) }
        let baseline = Baseline.memset(width: width, height: height)
        for chart in ChartBench.Chart.allCases {
            guard let renderer = try? FrameRenderer(scene: chart.scene(width: width, height: height)) else { continue }
            let t = renderer.scene.duration / 2
            scenes.append(
                Scene("\(chart)-frame-\(size)", baseline: baseline, pixels: Double(width * height), frame: frame) {
                    renderer.render(at: t, into: &$0, holding: t - 1 / 30)
                })
        }
    }
    for chart in ChartBench.Chart.allCases {
        let (width, height) = (Scene.frameWidth, Scene.frameHeight)
        guard let renderer = try? FrameRenderer(scene: chart.scene(width: width, height: height)),
            let timeline = try? Timeline(duration: renderer.scene.duration, framesPerSecond: 30)
        else { continue }
        let pixels = Double(width * height * timeline.count)
        scenes.append(
            Scene("\(chart)-animation-800x480", baseline: Baseline.memset, pixels: pixels) { frame in
                for k in timeline.indices {
                    renderer.render(at: timeline[k], into: &frame, holding: k > 0 ? timeline[k - 1] : nil)
                }
            })
        guard
            let encoder = try? GIFEncoder(
                width: width, height: height, frameTimes: Array(timeline), hold: 1, loop: .forever)
        else { continue }
        scenes.append(
            Scene("\(chart)-gif-800x480", baseline: Baseline.memset, pixels: pixels) { _ in
                _ = try? encoder.encode { k, frame in
                    renderer.render(at: timeline[k], into: &frame, holding: k > 0 ? timeline[k - 1] : nil)
                }
            })
    }
    scenes.append(reductionScene)
    return scenes
}()

/// A million prices, a random walk, reduced to an 800-column line as `LineScene`
/// does with a long file: the reduction must stay linear in the points. Nothing
/// is drawn, so its Mpx/s is 0.
private let reductionScene = Scene("line-reduce-1m-points-800", pixels: 0) { _ in
    _ = millionPrices.reducedIndices(toColumns: 800)
}

/// Made on the reduction scene's first run (a global is initialised lazily), so
/// that the other scenes' runs do not pay for it.
private let millionPrices: PriceSeries = {
    var state: UInt64 = 9
    var value = 0.0
    let values = (0..<1_000_000).map { _ -> Double in
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        value += Double(Int(state >> 61)) - 3.5
        return value
    }
    return PriceSeries(values: values)
}()

/// The charts and sizes the chart scenes draw.
enum ChartBench {
    static let sizes = [(480, 320), (800, 480), (1920, 1080)]
    /// The sizes other than the standard frame, which need their own memset baseline.
    static var otherSizes: [(Int, Int)] { sizes.filter { $0 != (Scene.frameWidth, Scene.frameHeight) } }

    enum Chart: String, CaseIterable, CustomStringConvertible {
        case bars, line
        /// The line with `--title "Bitcoin (BTC-USD)"`: a static header band, so
        /// the chart is drawn at the scale of `lineHeader`.
        case lineTitle = "line-title"
        /// The line with `--title "Bitcoin (BTC-USD)" --summary`: the header band
        /// and the summary that follows the tip, against `line` in the same run.
        case lineHeader = "line-header"

        var description: String { rawValue }

        /// The scene with its built-in data and default animation, as `rasterchart` draws it.
        func scene(width: Int, height: Int) -> any ChartScene {
            switch self {
            case .bars: BarsScene(data: .tutorial, width: width, height: height)
            case .line: LineScene(data: .sample, width: width, height: height)
            case .lineTitle:
                LineScene(data: .sample, width: width, height: height, text: ChartText(title: "Bitcoin (BTC-USD)"))
            case .lineHeader:
                LineScene(
                    data: .sample, width: width, height: height,
                    text: ChartText(title: "Bitcoin (BTC-USD)", showsSummary: true))
            }
        }
    }
}

import CBaseline
import Raster

/// The C baselines: what plain C does with the same 800×480 frame, and a memset
/// of each other frame size the chart scenes draw.
let baselineScenes: [Scene] = {
    let pixels = Scene.frameWidth * Scene.frameHeight
    let otherMemsets = ChartBench.otherSizes.map { (width, height) in
        Scene(
            Baseline.memset(width: width, height: height), pixels: Double(width * height),
            frame: { try Pixmap(width: width, height: height) }
        ) { frame in
            frame.withUnsafeMutableBytes { cbaseline_fill($0.baseAddress, $0.count, 0x80) }
        }
    }
    return [
        Scene(Baseline.memset, pixels: Double(pixels)) { frame in
            frame.withUnsafeMutableBytes { cbaseline_fill($0.baseAddress, $0.count, 0x80) }
        },
        // #FF4704 at alpha 0.5, premultiplied: what the blended rectangle scenes paint.
        Scene(Baseline.sourceOver, pixels: Double(pixels)) { frame in
            let p = BenchColors.translucentOrange.premultiplied
            frame.withUnsafeMutableBytes {
                cbaseline_source_over($0.baseAddress, $0.count / 4, p.red, p.green, p.blue, p.alpha)
            }
        },
    ] + otherMemsets
}()

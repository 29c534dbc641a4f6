import PNG
import Raster

/// Whole-pixmap operations of the Raster core and the PNG sink.
let pixmapScenes: [Scene] = {
    let pixels = Double(Scene.frameWidth * Scene.frameHeight)
    return [
        Scene("pixmap-clear", baseline: Baseline.memset, pixels: pixels) { frame in
            frame.clear(to: BenchColors.orange)
        },
        // The flat background frame: zlib's best case, so this is the encoder's floor.
        Scene("png-encode", baseline: Baseline.memset, pixels: pixels) { frame in
            _ = try? frame.pngData()
        },
    ]
}()

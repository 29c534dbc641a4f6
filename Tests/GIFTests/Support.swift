import GIF
import Raster

#if canImport(Glibc)
import Glibc
#endif

/// Test scenes drawn pixel by pixel with Double math, independent of the encoder.
enum Scene {
    static let background: UInt32 = 0x12_1218
    static let bar: UInt32 = 0xFF_4704
    static let white: UInt32 = 0xFF_FFFF

    /// `color` at `alpha` (0…1) over the opaque `base`, each channel rounded: what a
    /// rasterizer blending a theme colour over the background produces.
    static func blend(_ color: UInt32, _ alpha: Double, over base: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift in [16, 8, 0] as [UInt32] {
            let c = Double(color >> shift & 0xFF), b = Double(base >> shift & 0xFF)
            result |= UInt32((c * alpha + b * (1 - alpha)).rounded()) << shift
        }
        return result
    }

    /// An opaque pixel from `0xRRGGBB`.
    static func pixel(_ rgb: UInt32) -> PremultipliedRGBA8 {
        PremultipliedRGBA8(red: UInt8(rgb >> 16 & 0xFF), green: UInt8(rgb >> 8 & 0xFF), blue: UInt8(rgb & 0xFF), alpha: 255)
    }

    /// `0xRRGGBB` of a pixel.
    static func rgb(_ p: PremultipliedRGBA8) -> UInt32 {
        UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
    }

    static func fill(_ pixmap: inout Pixmap, _ rect: PixelRect, _ color: (Int, Int) -> UInt32) {
        let r = rect.intersection(pixmap.bounds)
        guard !r.isEmpty else { return }
        for y in r.minY..<r.maxY {
            for x in r.minX..<r.maxX { pixmap.setPixel(x: x, y: y, to: pixel(color(x, y))) }
        }
    }

    /// A bar chart in the theme: grid lines, then bars growing with a vertical gradient
    /// (opaque at the top to alpha 0.33 at the bottom, like the `bars` scene), quantized
    /// to 16 alpha steps so the whole animation stays within 255 colours. Returns the
    /// frame's dirty rectangle (the bars' columns).
    static func bars(_ k: Int, frames: Int, into pixmap: inout Pixmap) -> PixelRect {
        let w = pixmap.width, h = pixmap.height
        let baseline = h - 4
        if k == 0 {
            fill(&pixmap, pixmap.bounds) { _, y in y % 10 == 0 ? blend(white, 0.1, over: background) : background }
        }
        var dirty = PixelRect.empty
        for i in 0..<4 {
            let x0 = 4 + i * (w - 8) / 4, x1 = x0 + (w - 8) / 6
            let progress = min(1, max(0, Double(k - 2 * i) / Double(max(1, frames - 8))))
            let top = baseline - Int((Double(baseline - 2) * progress * Double(i + 2) / 5).rounded())
            let column = PixelRect(x: x0, y: 0, width: x1 - x0, height: baseline)
            fill(&pixmap, column) { _, y in
                let base = y % 10 == 0 ? blend(white, 0.1, over: background) : background
                guard y >= top else { return base }
                let f = Double(y - top) / Double(max(1, baseline - top))
                let alpha = ((1 - 0.67 * f) * 15).rounded() / 15
                return blend(bar, alpha, over: base)
            }
            dirty = dirty.union(column)
        }
        return k == 0 ? pixmap.bounds : dirty
    }

    /// A photograph-like frame: a smooth 2-D colour field that drifts with k, thousands
    /// of colours. The whole frame changes.
    static func field(_ k: Int, into pixmap: inout Pixmap) -> PixelRect {
        let w = Double(pixmap.width), h = Double(pixmap.height)
        fill(&pixmap, pixmap.bounds) { x, y in
            let u = Double(x) / w, v = Double(y) / h
            let r = UInt32(255 * u), g = UInt32(255 * v), b = UInt32(127 + 120 * ((u + v + Double(k) * 0.05).truncatingRemainder(dividingBy: 1) - 0.5))
            return r << 16 | g << 8 | b
        }
        return pixmap.bounds
    }

    /// Grey noise of 200 levels (an exact palette), different every frame: GIF cannot
    /// compress it, so it is large.
    static func noise(_ k: Int, into pixmap: inout Pixmap) -> PixelRect {
        var state = UInt64(k + 1) &* 0x9E37_79B9_7F4A_7C15
        fill(&pixmap, pixmap.bounds) { _, _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32((state >> 33) % 200) * 0x01_0101
        }
        return pixmap.bounds
    }

    /// Frame times of `count` frames at `fps`.
    static func times(_ count: Int, fps: Double) -> [Double] {
        (0..<count).map { Double($0) / fps }
    }

    /// Every frame of a scene, drawn from scratch, as the encoder sees them.
    static func frames(_ count: Int, width: Int, height: Int, _ draw: (Int, inout Pixmap) -> PixelRect) throws -> [Pixmap] {
        var pixmap = try Pixmap(width: width, height: height)
        return (0..<count).map { k in
            _ = draw(k, &pixmap)
            return pixmap
        }
    }

    /// Peak signal-to-noise ratio of the RGB channels, in dB (infinity when equal).
    static func psnr(_ a: Pixmap, _ b: Pixmap) -> Double {
        var sum = 0.0
        for (i, (x, y)) in zip(a.bytes, b.bytes).enumerated() where i % 4 != 3 {
            let d = Double(x) - Double(y)
            sum += d * d
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10((255 * 255) / mse)
    }
}

extension DecodedGIF {
    /// When each frame starts, in centiseconds from the first.
    func startTimes() -> [Int] {
        var t = 0
        return frames.map { f in
            defer { t += f.delay }
            return t
        }
    }
}

import Raster
import Synchronization
import TestSupport

/// Blur and glow from Raster/Effects: A8 blurs at the chart's σ range on two canvas
/// sizes (their times should not grow with σ), an RGBA blur, and the line chart's
/// four-shadow glow both ways (one alpha plane, and four RGBA drop shadows).
let effectsScenes: [Scene] = {
    var scenes: [Scene] = []
    for (width, height) in [(800, 480), (1920, 1080)] {
        let coverage = priceLineCoverage(width: width, height: height)
        for sigma in [5.0, 20, 40, 60, 80] where width == 800 || sigma >= 20 {
            let blur = GaussianBlur(sigma: sigma)
            let scratch = ScratchBox()
            // The timed work is copying the coverage (a memcpy), then blurring all of it.
            // The frame shows the result once, for --save; the runs do not draw.
            let frame: @Sendable () throws -> Pixmap = {
                var frame = try Pixmap(width: width, height: height, color: Color(hex: 0x121218))
                frame.draw(coverage.mask.blurred(sigma: sigma), at: (x: 0, y: 0), with: Paint(.white))
                return frame
            }
            Scene("blur-a8-\(width)x\(height)-s\(Int(sigma))", pixels: Double(width * height), frame: frame) { _ in
                var mask = coverage.mask
                scratch.withScratch { mask.blur(blur, dirty: mask.bounds, scratch: &$0) }
            }.appended(to: &scenes)
        }
    }
    let rgbaScratch = ScratchBox()
    let rgbaBlur = GaussianBlur(sigma: 20)
    Scene("blur-rgba-800x480-s20", pixels: 800 * 480, frame: glowFrame) { frame in
        rgbaScratch.withScratch { frame.blur(rgbaBlur, dirty: frame.bounds, scratch: &$0) }
    }.appended(to: &scenes)

    let line = priceLineCoverage(width: 800, height: 480)
    let glow = GlowChain(
        [(1.0, 20.0), (0.5, 40), (0.2, 60), (0.1, 80)].map { GlowChain.Shadow(alpha: $0.0, sigma: $0.1, offsetY: 20) })
    let glowScratch = ScratchBox()
    // What the chart does per frame: glow the stroke's coverage, draw it in the line colour.
    Scene("glow-4-shadows-800x480", pixels: 800 * 480) { frame in
        var mask = line.mask
        glowScratch.withScratch { glow.apply(to: &mask, dirty: line.bounds, scratch: &$0) }
        frame.draw(mask, at: (x: 0, y: 0), with: Paint(BenchColors.green))
    }.appended(to: &scenes)

    // The same glow through the general RGBA path, on a layer wide enough for the canvas
    // not to depend on its edge: what the one-plane chain saves.
    let margin = glow.shadows.reduce(0) { $0 + $1.geometry.blur.reach + 20 }
    let wide = priceLineCoverage(width: 800 + 2 * margin, height: 480 + 2 * margin, inset: margin)
    let rgbaGlowScratch = ScratchBox()
    Scene("glow-4-shadows-rgba-800x480", pixels: 800 * 480) { frame in
        guard var layer = try? Pixmap(width: wide.mask.width, height: wide.mask.height) else { return }
        layer.draw(wide.mask, at: (x: 0, y: 0), with: Paint(BenchColors.green))
        rgbaGlowScratch.withScratch { scratch in
            var dirty = wide.bounds
            for shadow in glow.shadows {
                dirty = layer.drawShadow(shadow.dropShadow(of: BenchColors.green), dirty: dirty, scratch: &scratch)
            }
        }
        frame.copyComposited(layer, offset: margin)
    }.appended(to: &scenes)
    return scenes
}()

/// One `BlurScratch` a scene reuses from run to run, as a render loop would.
private final class ScratchBox: Sendable {
    private let scratch = Mutex(BlurScratch())

    func withScratch(_ body: (inout BlurScratch) -> Void) {
        scratch.withLock { body(&$0) }
    }
}

extension Scene {
    fileprivate func appended(to scenes: inout [Scene]) { scenes.append(self) }
}

extension Pixmap {
    /// Source-over of the part of `layer` that lies on this pixmap when `layer`'s
    /// origin sits at (−offset, −offset), through its alpha as a mask of its colour.
    fileprivate mutating func copyComposited(_ layer: Pixmap, offset: Int) {
        guard var alpha = try? AlphaMask(width: layer.width, height: layer.height) else { return }
        layer.withUnsafeBytes { bytes in
            alpha.withUnsafeMutableBytes { out in
                for i in 0..<out.count { out[i] = bytes[4 * i + 3] }
            }
        }
        draw(alpha, at: (x: -offset, y: -offset), with: Paint(BenchColors.green))
    }
}

/// An 800×480 frame with the glowing price line drawn on the background.
private func glowFrame() throws -> Pixmap {
    var frame = try Scene.standardFrame()
    let line = priceLineCoverage(width: 800, height: 480)
    frame.draw(line.mask, at: (x: 0, y: 0), with: Paint(BenchColors.green))
    return frame
}

/// The line chart's stroke at the canvas scale: a 168-point seeded random walk across
/// the chart area, 2 pt wide with round caps and joins; its coverage and bounds.
private func priceLineCoverage(width: Int, height: Int, inset: Int = 0) -> (mask: AlphaMask, bounds: PixelRect) {
    let inner = (width: Double(width - 2 * inset), height: Double(height - 2 * inset))
    let scale = min(inner.width / 360, inner.height / 240)
    let left = Double(inset) + (inner.width - 360 * scale) / 2
    let top = Double(inset) + (inner.height - 240 * scale) / 2
    var random = SeededRandom(seed: 168)
    var prices: [Double] = [100]
    for _ in 1..<168 { prices.append(prices[prices.count - 1] + random.next(in: -1...1)) }
    let lo = prices.min() ?? 0
    let hi = prices.max() ?? 1
    var path = Path()
    for (i, price) in prices.enumerated() {
        let p = Point(left + 360 / 168 * Double(i + 1) * scale, top + (1 - (price - lo) / (hi - lo)) * 200 * scale)
        if i == 0 { path.move(to: p) } else { path.line(to: p) }
    }
    let outline = path.stroked(StrokeStyle(width: 2 * scale, cap: .round, join: .round))
    guard var mask = try? AlphaMask(width: width, height: height) else { fatalError("bench canvas size") }
    mask.fill(outline)
    return (mask, outline.controlBounds.enclosingPixels.intersection(mask.bounds))
}

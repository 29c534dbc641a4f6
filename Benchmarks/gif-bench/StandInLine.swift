import Raster

/// `line`: a 168-point price line trimmed from 0 to 1 over 2 s after 0.2 s, stroked
/// 2 pt with round caps and joins, under the four chained shadows of SCENES.md.
struct StandInLine: StandInScene {
    let space: DesignSpace
    let path: Path
    let color = Color(hex: 0x2E_CC71)
    let secondary = Color(hex: 0x8E_8E93)
    let prices: [Double]
    var layer: AlphaMask
    var shadow: AlphaMask

    init(width: Int, height: Int) throws {
        space = DesignSpace(designWidth: 360, designHeight: 240, width: width, height: height)
        prices = (0..<168).map { i in
            let x = Double(i)
            return 100 + 9 * sin(x / 9) + 5 * sin(x / 3.7 + 1) + 0.08 * x
        }
        let lo = prices.min() ?? 0, hi = prices.max() ?? 1
        path = .polyline(prices.enumerated().map { i, p in
            Point(x: 360 / 168 * Double(i + 1), y: (1 - (p - lo) / (hi - lo)) * 200)
        })
        layer = try AlphaMask(width: width, height: height)
        shadow = try AlphaMask(width: width, height: height)
    }

    var duration: Double { 2.2 }

    func drawStatic(into pixmap: inout Pixmap) {
        pixmap.clear(to: .background)
        let font = Font(size: 12 * space.scale)
        for y in [0.0, 100, 200] {
            pixmap.fill(.rectangle(Rect(x: 0, y: y - 0.5, width: 360, height: 1)), with: Paint(secondary.withAlpha(0.35)), transform: space.transform)
        }
        let lo = prices.min() ?? 0, hi = prices.max() ?? 1
        for (v, y) in [(hi, 8.0), ((hi + lo) / 2, 100), (lo, 192)] {
            let text = String(Int(v)) + "." + String(Int((v * 100).rounded()) % 100)
            pixmap.draw(text, at: space.pixel(Point(x: 4, y: y)), font: font, color: secondary, anchor: .middle)
        }
        pixmap.draw("11/16/26", at: space.pixel(Point(x: 0, y: 220)), font: font, color: secondary, anchor: .middle)
        pixmap.draw("11/23/26", at: space.pixel(Point(x: 356, y: 220)), font: font, color: secondary, alignment: .right, anchor: .middle)
    }

    mutating func drawFrame(at t: Double, into pixmap: inout Pixmap, base: Pixmap) -> PixelRect {
        let p = min(1, max(0, (t - 0.2) / 2))
        layer.clear()
        layer.fill(path.trimmed(from: 0, to: p).stroked(StrokeStyle(width: 2, cap: .round, join: .round)), transform: space.transform)
        let offset = Int((10 * space.scale).rounded())
        for (alpha, radius) in [(1.0, 10.0), (0.5, 20), (0.2, 30), (0.1, 40)] {
            shadow = layer.blurred(sigma: radius * space.scale)
            let scale = UInt32((alpha * 255).rounded())
            let width = layer.width, height = layer.height
            shadow.withUnsafeBytes { s in
                layer.withUnsafeMutableBytes { l in
                    // Shadow under the layer: l' = l + s·(1 − l), the shadow moved down by `offset`.
                    for y in stride(from: height - 1, through: offset, by: -1) {
                        for x in 0..<width {
                            let sv = div255(UInt32(s[(y - offset) * width + x]) * scale)
                            let lv = UInt32(l[y * width + x])
                            l[y * width + x] = UInt8(lv + div255(sv * (255 - lv)))
                        }
                    }
                }
            }
        }
        pixmap.copy(pixmap.bounds, from: base)
        pixmap.draw(layer, at: (0, 0), with: Paint(color))
        return pixmap.bounds
    }
}

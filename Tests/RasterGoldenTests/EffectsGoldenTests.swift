import GoldenTesting
import Raster
import Testing

/// Blur and glow as the line chart draws them, compared pixel for pixel with
/// reviewed goldens in golden/effects/. Regenerate with
/// `RASTERCHART_UPDATE_GOLDENS=1 swift test --filter EffectsGoldenTests` and look at
/// every image before committing.
@Suite struct EffectsGoldenTests {
    static let background = Color(hex: 0x121218)

    /// A short zigzag, as the price line's polyline is drawn.
    static func polyline(origin: Point, scale: Double) -> Path {
        let points = [(0.0, 30.0), (20, 12), (38, 26), (60, 4), (80, 20)]
        var path = Path()
        for (i, (x, y)) in points.enumerated() {
            let p = Point(origin.x + x * scale, origin.y + y * scale)
            if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        return path
    }

    static let stroke = StrokeStyle(width: 2, cap: .round, join: .round)

    /// The same 2 px round stroke blurred at σ = 0, 0.5, 2, 6 and 15 (reduced path),
    /// white, side by side.
    @Test func blurredStrokeAtSeveralSigmas() throws {
        let sigmas = [0, 0.5, 2, 6, 15]
        let panel = (width: 110, height: 90)
        var pixmap = try Pixmap(width: panel.width * sigmas.count, height: panel.height, color: Self.background)
        var scratch = BlurScratch()
        for (i, sigma) in sigmas.enumerated() {
            var mask = try AlphaMask(width: panel.width, height: panel.height)
            mask.fill(Self.polyline(origin: Point(15, 25), scale: 1).stroked(Self.stroke))
            mask.blur(GaussianBlur(sigma: sigma), dirty: mask.bounds, scratch: &scratch)
            pixmap.draw(mask, at: (x: i * panel.width, y: 0), with: Paint(.white))
        }
        expectMatchesGolden(pixmap, named: "effects/blurred-stroke")
    }

    /// The line chart's four-shadow glow at scale 1 (σ = 10, 20, 30, 40 px, each
    /// offset 10 px down) on a short green polyline; the glow runs past the canvas.
    @Test func fourShadowGlow() throws {
        let color = Color(hex: 0x2ECC71)
        var pixmap = try Pixmap(width: 240, height: 160, color: Self.background)
        var coverage = try AlphaMask(width: 240, height: 160)
        let path = Self.polyline(origin: Point(40, 30), scale: 2)
        coverage.fill(path.stroked(Self.stroke))
        let glow = GlowChain([
            .init(alpha: 1.0, sigma: 10, offsetY: 10), .init(alpha: 0.5, sigma: 20, offsetY: 10),
            .init(alpha: 0.2, sigma: 30, offsetY: 10), .init(alpha: 0.1, sigma: 40, offsetY: 10),
        ])
        var scratch = BlurScratch()
        glow.apply(to: &coverage, dirty: coverage.bounds, scratch: &scratch)
        pixmap.draw(coverage, at: (x: 0, y: 0), with: Paint(color))
        expectMatchesGolden(pixmap, named: "effects/four-shadow-glow")
    }
}

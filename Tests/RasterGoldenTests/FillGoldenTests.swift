import GoldenTesting
import Raster
import Testing

/// Fills, fill rules, anti-aliasing and gradients, compared pixel for pixel with
/// reviewed goldens in golden/fill/. Regenerate with
/// `RASTERCHART_UPDATE_GOLDENS=1 swift test --filter FillGoldenTests` and look at
/// every image before committing.
@Suite struct FillGoldenTests {
    static let background = Color(hex: 0x121218)
    static let orange = Color(hex: 0xFF4704)

    static func polygon(_ points: [Point]) -> Path {
        var path = Path.polyline(points)
        path.close()
        return path
    }

    /// A pentagram drawn in one stroke and a square with a same-winding hole:
    /// non-zero (left) fills the centres, even-odd (right) leaves them open.
    @Test func fillRules() throws {
        var pixmap = try Pixmap(width: 160, height: 160, color: Self.background)
        var star: [Point] = []
        for k in 0..<5 {
            let angle = Double(k * 2) * 2 * .pi / 5 - .pi / 2
            star.append(Point(40 + 34 * cos(angle), 42 + 34 * sin(angle)))
        }
        var holed = Path.rectangle(Rect(x: 8.5, y: 86.25, width: 64, height: 64))
        holed.append(.ellipse(in: Rect(x: 24.3, y: 102.7, width: 32, height: 30)))
        for (column, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
            let shift = Transform.translation(x: Double(column) * 80, y: 0)
            pixmap.fill(Self.polygon(star), with: Paint(.white), rule: rule, transform: shift)
            pixmap.fill(holed, with: Paint(Self.orange), rule: rule, transform: shift)
        }
        expectMatchesGolden(pixmap, named: "fill/fill-rules")
    }

    /// Circles of radius 0.5 … 8 px (columns) at sub-pixel offsets 0, ¼, ½, ¾ (rows).
    @Test func circlesAtSubPixelOffsets() throws {
        let radii = [0.5, 1, 1.5, 2.5, 4, 6, 8]
        var pixmap = try Pixmap(width: 160, height: 80, color: Self.background)
        for (row, offset) in [0.0, 0.25, 0.5, 0.75].enumerated() {
            var x = 4.0
            for radius in radii {
                x += radius + 2
                let center = Point(x.rounded() + offset, 10 + Double(row) * 19 + offset)
                pixmap.fill(.circle(center: center, radius: radius), with: Paint(.white))
                x += radius + 2
            }
        }
        expectMatchesGolden(pixmap, named: "fill/circles-subpixel")
    }

    /// Thin rotated bars (1 px and 0.35 px wide) fanning out every 7.5°: the
    /// anti-aliasing at every slope.
    @Test func thinShapesAtManyAngles() throws {
        var pixmap = try Pixmap(width: 160, height: 160, color: Self.background)
        for k in 0..<24 {
            let angle = Double(k) * .pi / 24
            let width = k % 2 == 0 ? 1.0 : 0.35
            let bar = Path.rectangle(Rect(x: 8, y: -width / 2, width: 70, height: width))
            let placement = Transform.rotation(angle).concatenating(.translation(x: 80.3, y: 80.6))
            pixmap.fill(bar, with: Paint(.white), transform: placement)
        }
        expectMatchesGolden(pixmap, named: "fill/thin-shapes-angles")
    }

    /// Gradients: the bars' vertical fade (opaque to 0.33 alpha) in fractional
    /// rectangles, a four-stop horizontal gradient with a transparent stop, and a
    /// rotated, scaled two-stop gradient filling a rounded rectangle.
    @Test func gradients() throws {
        var pixmap = try Pixmap(width: 200, height: 120, color: Self.background)
        for i in 0..<4 {
            let top = 20.0 + Double(i) * 12.5
            let bar = Rect(x: 8.5 + Double(i) * 16.25, y: top, width: 9.75, height: 100 - top)
            let fade = LinearGradient(
                start: Point(0, bar.minY), end: Point(0, bar.maxY),
                stops: [
                    GradientStop(offset: 0, color: Self.orange),
                    GradientStop(offset: 1, color: Self.orange.withAlpha(0.33)),
                ])
            pixmap.fill(bar, with: Paint(fade))
        }
        let stops = LinearGradient(
            start: Point(80, 0), end: Point(192, 0),
            stops: [
                GradientStop(offset: 0, color: Color(hex: 0x2ECC71)),
                GradientStop(offset: 0.4, color: Color(hex: 0xFF4D4D)),
                GradientStop(offset: 0.6, color: Color(hex: 0x3366FF, alpha: 0)),
                GradientStop(offset: 1, color: .white),
            ])
        pixmap.fill(Rect(x: 80, y: 10, width: 112, height: 40), with: Paint(stops))
        let diagonal = LinearGradient(
            start: Point(0, 0), end: Point(40, 20),
            stops: [GradientStop(offset: 0, color: .white), GradientStop(offset: 1, color: Self.orange)])
        let placement = Transform.scale(x: 2, y: 1.5).concatenating(.rotation(0.2)).concatenating(
            .translation(x: 90, y: 50))
        pixmap.fill(
            .roundedRectangle(Rect(x: 0, y: 0, width: 45, height: 30), radius: 8), with: Paint(diagonal, opacity: 0.8),
            transform: placement)
        expectMatchesGolden(pixmap, named: "fill/gradients")
    }

    /// A shape reaching in from x = −1e7, one partly off the top right corner, a
    /// circle cut by a clip rectangle, and an even-odd ring filled into a mask
    /// and drawn through a paint.
    @Test func clippingAndMasks() throws {
        var pixmap = try Pixmap(width: 96, height: 96, color: Self.background)
        pixmap.fill(.circle(center: Point(-1e7, 48), radius: 1e7 + 20.5), with: Paint(Self.orange))
        pixmap.fill(.circle(center: Point(96, 0), radius: 30.25), with: Paint(.white, opacity: 0.6))
        let clip = PixelRect(x: 40, y: 40, width: 40, height: 30)
        pixmap.fill(.circle(center: Point(60, 60), radius: 25), with: Paint(Color(hex: 0x2ECC71)), clip: clip)
        var mask = try AlphaMask(width: 40, height: 20)
        var ring = Path.ellipse(in: Rect(x: 0.5, y: 0.5, width: 39, height: 19))
        ring.append(.ellipse(in: Rect(x: 10.25, y: 5.25, width: 19.5, height: 9.5)))
        mask.fill(ring, rule: .evenOdd)
        pixmap.draw(mask, at: (x: 50, y: 74), with: Paint(.white))
        expectMatchesGolden(pixmap, named: "fill/clipping-and-masks")
    }
}

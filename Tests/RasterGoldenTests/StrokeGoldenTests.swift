import GoldenTesting
import Raster
import Testing

/// Strokes and trims compared pixel for pixel with reviewed goldens in
/// golden/stroke/. Regenerate with `RASTERCHART_UPDATE_GOLDENS=1 swift test --filter StrokeGoldenTests`
/// and look at every image before committing.
@Suite struct StrokeGoldenTests {
    static let background = Color(hex: 0x121218)
    /// Translucent, so a part of the outline painted twice would show brighter.
    static let ink = Paint(Color.white.withAlpha(0.75))

    /// One 64 px cell: an acute corner (23°, bevelled by the default miter limit),
    /// a 72° corner (mitred), a quadratic curve, and a zero-length subpath at the
    /// top right (a dot, a square or nothing, by cap).
    static let cellPath: Path = {
        var path = Path.polyline([Point(10, 54), Point(20, 10), Point(28, 54), Point(54, 40)])
        path.quad(to: Point(38, 26), control: Point(62, 12))
        path.append(Path(elements: [.move(Point(52, 10)), .line(Point(52, 10))]))
        return path
    }()

    /// Every cap (rows: butt, round, square) × join (columns: miter, round, bevel).
    @Test(arguments: [0.5, 1, 2.5, 10])
    func capsAndJoins(width: Double) throws {
        var pixmap = try Pixmap(width: 192, height: 192, color: Self.background)
        for (row, cap) in [LineCap.butt, .round, .square].enumerated() {
            for (column, join) in [LineJoin.miter, .round, .bevel].enumerated() {
                let cell = Transform.translation(x: Double(column * 64), y: Double(row * 64))
                pixmap.stroke(
                    Self.cellPath, with: Self.ink, style: StrokeStyle(width: width, cap: cap, join: join),
                    transform: cell)
            }
        }
        expectMatchesGolden(pixmap, named: "stroke/caps-joins-w\(width)")
    }

    /// Spokes every 11.25° at widths 0.5 (left) and 1 (right), butt caps, centred
    /// off the pixel grid.
    @Test func thinLinesAtManyAngles() throws {
        var pixmap = try Pixmap(width: 200, height: 100, color: Self.background)
        for (index, width) in [0.5, 1.0].enumerated() {
            let centre = Point(50.3 + Double(index) * 100, 50.2)
            var spokes = Path()
            for step in 0..<32 {
                let d = Point(cos(Double(step) * Double.pi / 16), sin(Double(step) * Double.pi / 16))
                spokes.move(to: centre + d * 6)
                spokes.line(to: centre + d * 45)
            }
            pixmap.stroke(spokes, with: Paint(.white), style: StrokeStyle(width: width))
        }
        expectMatchesGolden(pixmap, named: "stroke/thin-lines")
    }

    /// A wave of two cubics and a line, plus a second short subpath, trimmed to
    /// 0.1, 0.3, 0.5, 0.7, 0.9 and 1 of its length (rows), over the whole path in grey.
    @Test func trimsAtSeveralFractions() throws {
        var wave = Path()
        wave.move(to: Point(10, 20))
        wave.cubic(to: Point(80, 10), control1: Point(30, -5), control2: Point(60, 35))
        wave.cubic(to: Point(150, 18), control1: Point(100, -12), control2: Point(120, 30))
        wave.line(to: Point(165, 6))
        wave.move(to: Point(172, 24))
        wave.line(to: Point(192, 4))
        let measure = PathMeasure(wave)
        var pixmap = try Pixmap(width: 200, height: 180, color: Self.background)
        let style = StrokeStyle(width: 3, cap: .round, join: .round)
        for (row, fraction) in [0.1, 0.3, 0.5, 0.7, 0.9, 1].enumerated() {
            let place = Transform.translation(x: 0, y: 4 + Double(row) * 29)
            pixmap.stroke(wave, with: Paint(Color.white.withAlpha(0.2)), style: style, transform: place)
            pixmap.stroke(
                measure.trimmed(from: 0, to: fraction), with: Paint(Color(hex: 0x2ECC71)), style: style,
                transform: place)
        }
        expectMatchesGolden(pixmap, named: "stroke/trims")
    }

    /// Middle trims (from > 0), where both caps sit at cuts inside curves.
    @Test func middleTrims() throws {
        let circle = Path.circle(center: Point(32, 32), radius: 24)
        var pixmap = try Pixmap(width: 192, height: 64, color: Self.background)
        let style = StrokeStyle(width: 6, cap: .round)
        for (column, range) in [(0.0, 0.25), (0.3, 0.8), (0.6, 0.95)].enumerated() {
            let place = Transform.translation(x: Double(column * 64), y: 0)
            pixmap.stroke(
                circle, with: Paint(Color.white.withAlpha(0.2)), style: StrokeStyle(width: 1), transform: place)
            pixmap.stroke(
                circle.trimmed(from: range.0, to: range.1), with: Paint(Color(hex: 0xFF4D4D)), style: style,
                transform: place)
        }
        expectMatchesGolden(pixmap, named: "stroke/middle-trims")
    }
}

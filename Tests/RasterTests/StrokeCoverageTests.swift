import Testing

@testable import Raster

/// Strokes rasterized: total coverage against exact areas, overlaps painted once,
/// symmetry, and the drawing conveniences.
@Suite struct StrokeCoverageTests {
    /// The exact area of a straight stroke of width `w` and length `l` with `cap`.
    static func exactArea(width w: Double, length l: Double, cap: LineCap) -> Double {
        switch cap {
        case .butt: w * l
        case .square: w * (l + w)
        case .round: w * l + Double.pi * w * w / 4
        }
    }

    static func strokedMask(_ path: Path, style: StrokeStyle, size: Int = 128, transform: Transform = .identity) throws
        -> AlphaMask
    {
        var mask = try AlphaMask(width: size, height: size)
        mask.stroke(path, style: style, transform: transform)
        return mask
    }

    @Test(arguments: [0.5, 1, 2.5, 10])
    func straightStrokeCoversWidthTimesLengthPlusCaps(width: Double) throws {
        let length = 60.0
        for cap in [LineCap.butt, .round, .square] {
            for angle in [0, 0.1, Double.pi / 6, Double.pi / 4, 1.0, Double.pi / 2, 2.0, 3.0] {
                let centre = Point(64.3, 63.8)
                let half = Point(cos(angle), sin(angle)) * (length / 2)
                let mask = try Self.strokedMask(
                    Path.polyline([centre - half, centre + half]), style: StrokeStyle(width: width, cap: cap))
                let expected = Self.exactArea(width: width, length: length, cap: cap)
                let covered = Coverage.total(mask)
                #expect(
                    abs(covered - expected) <= 0.01 * expected,
                    "w \(width) \(cap) at \(angle): \(covered) vs \(expected)")
            }
        }
    }

    /// Hairlines below and at one pixel wide, every 3.75°, at a sub-pixel offset.
    @Test(arguments: [0.5, 1.0])
    func thinLinesAtManyAnglesCoverTheirArea(width: Double) throws {
        let length = 50.0
        for step in 0..<96 {
            let angle = Double(step) * Double.pi / 48
            let start = Point(64.37, 64.61)
            let end = start + Point(cos(angle), sin(angle)) * length
            let mask = try Self.strokedMask(Path.polyline([start, end]), style: StrokeStyle(width: width))
            let covered = Coverage.total(mask)
            #expect(abs(covered - width * length) <= 0.01 * width * length, "angle \(angle): \(covered)")
        }
    }

    /// A polyline that crosses itself and doubles back, in translucent paint: the
    /// non-zero outline paints every pixel once, so no alpha exceeds the paint's.
    @Test(arguments: [LineJoin.miter, .round, .bevel])
    func overlapsArePaintedOnce(join: LineJoin) throws {
        var path = Path.polyline([
            Point(10, 10), Point(90, 90), Point(90, 10), Point(10, 90), Point(50, 5), Point(52, 95), Point(50, 6),
        ])
        path.append(Path.rectangle(Rect(x: 20, y: 20, width: 60, height: 60)))
        var pixmap = try Pixmap(width: 100, height: 100)
        let paint = Paint(Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        pixmap.stroke(path, with: paint, style: StrokeStyle(width: 6, cap: .round, join: join))
        let alphas = stride(from: 3, to: pixmap.bytes.count, by: 4).map { pixmap.bytes[$0] }
        #expect(alphas.max() == 128)
        #expect(alphas.filter { $0 == 128 }.count > 1000)
    }

    /// A V and a closed square drawn symmetrically about the mask's vertical centre
    /// line render symmetrically, for every join and cap.
    @Test(arguments: [0.5, 1, 2.5, 10])
    func symmetricStrokesRenderSymmetrically(width: Double) throws {
        for join in [LineJoin.miter, .round, .bevel] {
            for cap in [LineCap.butt, .round, .square] {
                var path = Path.polyline([Point(20.3, 15.2), Point(64, 100.7), Point(107.7, 15.2)])
                path.append(Path.rectangle(Rect(x: 40.25, y: 30.5, width: 47.5, height: 20.1)))
                let mask = try Self.strokedMask(path, style: StrokeStyle(width: width, cap: cap, join: join))
                var worst = 0
                for y in 0..<128 {
                    for x in 0..<64 {
                        worst = max(worst, abs(Int(mask.value(x: x, y: y)) - Int(mask.value(x: 127 - x, y: y))))
                    }
                }
                #expect(worst <= 1, "w \(width) \(join) \(cap): mirrored pixels differ by \(worst)")
            }
        }
    }

    /// The width is in the path's units: a 2× transform doubles it and the length.
    @Test func transformScalesTheStroke() throws {
        let path = Path.polyline([Point(5, 10), Point(45, 10)])
        let style = StrokeStyle(width: 1.5, cap: .butt)
        let mask = try Self.strokedMask(path, style: style, transform: .scale(x: 2, y: 2))
        #expect(abs(Coverage.total(mask) - 3 * 80) <= 0.01 * 240)
        // The dot is a 20 px circle in pixels, flattened within 0.1 px there: an
        // inscribed polygon loses less than perimeter × tolerance.
        let dots = try Self.strokedMask(
            Path(elements: [.move(Point(30, 30)), .line(Point(30, 30))]), style: StrokeStyle(width: 20, cap: .round),
            transform: .scale(x: 2, y: 2))
        let disc = Double.pi * 400
        let lost = disc - Coverage.total(dots)
        #expect(lost >= -0.5 && lost <= 2 * Double.pi * 20 * 0.1, "lost \(lost)")
    }

    /// `pixmap.stroke` and `mask.stroke` cover the same pixels, clip included.
    @Test func pixmapAndMaskStrokesAgree() throws {
        let path = Path.polyline([Point(5, 60), Point(40, 10), Point(70, 50), Point(120, 20)])
        let style = StrokeStyle(width: 7, cap: .square, join: .round)
        let clip = PixelRect(x: 10, y: 0, width: 90, height: 128)
        var mask = try AlphaMask(width: 128, height: 128)
        mask.stroke(path, style: style, clip: clip)
        var pixmap = try Pixmap(width: 128, height: 128)
        pixmap.stroke(path, with: Paint(.white), style: style, clip: clip)
        #expect(stride(from: 3, to: pixmap.bytes.count, by: 4).map { pixmap.bytes[$0] } == mask.bytes)
        // On the first segment, one pixel each side of the clip's left edge.
        #expect(mask.value(x: 9, y: 52) == 0)
        #expect(mask.value(x: 10, y: 51) == 255)
    }
}

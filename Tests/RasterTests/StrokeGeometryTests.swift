import Testing

@testable import Raster
import TestSupport

/// Geometric checks of `Path.stroked`: the outline, not its rasterization.
@Suite struct StrokeGeometryTests {
    typealias G = OutlineGeometry

    @Test(arguments: [0.0, 0.3, 1.0, 2.2, 3.14159, 4.0, 5.5])
    func buttSegmentIsTheExactRectangle(angle: Double) {
        let a = Point(3, 4)
        let length = 37.5
        let width = 2.5
        let d = Point(cos(angle), sin(angle))
        let n = Point(-d.y, d.x) * (width / 2)
        let b = a + d * length
        let outline = Path.polyline([a, b]).stroked(StrokeStyle(width: width, cap: .butt))
        let polygons = G.contours(of: outline)
        #expect(polygons.count == 1)
        let expected = [a + n, b + n, b - n, a - n]
        #expect(polygons.first?.count == 4)
        for corner in expected {
            #expect(polygons[0].contains { ($0 - corner).length < 1e-9 }, "corner \(corner)")
        }
        #expect(abs(G.signedArea(polygons[0]) + width * length) < 1e-9)
    }

    @Test func squareCapsAddHalfAWidthAtEachEnd() {
        let width = 0.5
        let length = 10.0
        let outline = Path.polyline([Point(1, 1), Point(1 + length, 1)]).stroked(
            StrokeStyle(width: width, cap: .square))
        let polygons = G.contours(of: outline)
        #expect(polygons.count == 1)
        #expect(abs(G.signedArea(polygons[0]) + width * (length + width)) < 1e-12)
        #expect(G.isInside(outline, Point(1 - width / 2 + 0.01, 1.2)))
        #expect(!G.isInside(outline, Point(1 - width / 2 - 0.01, 1)))
    }

    @Test func roundCapsAreHalfDiscsWithinTheTolerance() {
        let width = 10.0
        let length = 20.0
        let tolerance = 0.1
        let r = width / 2
        let outline = Path.polyline([Point(0, 0), Point(length, 0)])
            .stroked(StrokeStyle(width: width, cap: .round), tolerance: tolerance)
        let polygon = G.contours(of: outline)[0]
        for p in polygon where p.x < 0 || p.x > length {
            let centre = p.x < 0 ? Point(0, 0) : Point(length, 0)
            #expect(abs((p - centre).length - r) < 1e-9, "arc point \(p) off the circle")
        }
        // The inscribed polygon loses at most perimeter × tolerance.
        let exact = width * length + Double.pi * r * r
        let area = -G.signedArea(polygon)
        #expect(area <= exact && area >= exact - 2 * Double.pi * r * tolerance)
    }

    @Test(arguments: [0.5, 4.0, 40.0])
    func roundArcsUseNoMoreChordsThanTheToleranceNeeds(width: Double) {
        let tolerance = 0.1
        let r = width / 2
        let dot = Path.polyline([Point(5, 5), Point(5, 5)]).stroked(
            StrokeStyle(width: width, cap: .round), tolerance: tolerance)
        let polygon = G.contours(of: dot)[0]
        var largest = 0.0
        for i in polygon.indices {
            let a = polygon[i] - Point(5, 5)
            let b = polygon[(i + 1) % polygon.count] - Point(5, 5)
            #expect(abs(a.length - r) < 1e-9)
            largest = max(largest, acos(max(-1, min(1, a.dot(b) / (r * r)))))
        }
        // Sagitta of the widest chord within the tolerance…
        #expect(r * (1 - cos(largest / 2)) <= tolerance + 1e-12)
        // …and no more chords than the fewest equal ones that would do for each half
        // circle (at least two: chords span at most 90°).
        let widest = min(Double.pi / 2, 2 * acos(max(-1, 1 - tolerance / r)))
        let fewest = 2 * (Double.pi / widest - 1e-9).rounded(.up)
        #expect(Double(polygon.count) == fewest, "\(polygon.count) chords, \(fewest) would do")
    }

    @Test func zeroLengthSubpathsMakeDotsSquaresOrNothing() {
        let width = 6.0
        let p = Point(10, 10)
        let degenerate = Path(elements: [.move(p), .line(p), .line(p)])
        let dot = degenerate.stroked(StrokeStyle(width: width, cap: .round), tolerance: 0.01)
        let dotArea = -G.signedArea(G.contours(of: dot)[0])
        #expect(abs(dotArea - Double.pi * 9) < 2 * Double.pi * 3 * 0.01)
        let square = degenerate.stroked(StrokeStyle(width: width, cap: .square))
        #expect(abs(G.signedArea(G.contours(of: square)[0]) + width * width) < 1e-12)
        #expect(G.isInside(square, Point(12.9, 7.1)))
        #expect(degenerate.stroked(StrokeStyle(width: width, cap: .butt)).isEmpty)
        // A lone moveto is not stroked; "M p Z" is a zero-length subpath.
        #expect(Path(elements: [.move(p)]).stroked(StrokeStyle(width: width, cap: .round)).isEmpty)
        #expect(!Path(elements: [.move(p), .close]).stroked(StrokeStyle(width: width, cap: .round)).isEmpty)
    }

    @Test func zeroLengthSegmentsInsideASubpathAreSkipped() {
        let points = [Point(0, 0), Point(10, 0), Point(10, 10), Point(20, 5)]
        var repeated: [Point] = []
        for p in points { repeated += [p, p, p] }
        for join in [LineJoin.miter, .round, .bevel] {
            let style = StrokeStyle(width: 3, cap: .square, join: join)
            #expect(Path.polyline(repeated).stroked(style) == Path.polyline(points).stroked(style))
        }
    }

    /// An L-shaped corner at (10, 0) turning from +x to +y, width 2: the outer
    /// corner of the offsets is (11, −1).
    static let corner = Path.polyline([Point(0, 0), Point(10, 0), Point(10, 10)])

    @Test func joinKindsShapeTheOuterCorner() {
        let miter = Self.corner.stroked(StrokeStyle(width: 2, join: .miter))
        let round = Self.corner.stroked(StrokeStyle(width: 2, join: .round))
        let bevel = Self.corner.stroked(StrokeStyle(width: 2, join: .bevel))
        let nearTip = Point(10.95, -0.95)
        let onArc = Point(10.6, -0.6)
        #expect(G.isInside(miter, nearTip))
        #expect(!G.isInside(round, nearTip))
        #expect(G.isInside(round, onArc))
        #expect(!G.isInside(bevel, onArc))
        #expect(G.isInside(bevel, Point(10.45, -0.45)))
        // The inner side is filled up to the corner for every join.
        for outline in [miter, round, bevel] {
            #expect(G.isInside(outline, Point(9.05, 0.95)))
            #expect(!G.isInside(outline, Point(8.95, 1.05)))
        }
    }

    @Test func miterLimitSwitchesToBevelAtTheSVGRatio() {
        // A right angle has miter ratio √2.
        let nearTip = Point(10.95, -0.95)
        #expect(!G.isInside(Self.corner.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 1.41)), nearTip))
        #expect(G.isInside(Self.corner.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: 1.42)), nearTip))
        // A corner of angle θ between the segments has ratio 1/sin(θ/2): with θ = 28°
        // the ratio is 4.13, with θ = 30° it is 3.86; the default limit is 4.
        for (degrees, hasMiter) in [(28.0, false), (30.0, true)] {
            let theta = degrees * Double.pi / 180
            let p = Point(20, 0)
            let back = Point(-cos(theta), -sin(theta)) * 20
            let path = Path.polyline([Point(0, 0), p, p + back])
            let outline = path.stroked(StrokeStyle(width: 2, join: .miter))
            // The miter tip lies on the bisector, 1/sin(θ/2) half-widths beyond the corner.
            let outward = Point(cos(theta / 2), sin(theta / 2))
            let tip = p + outward * (1 / sin(theta / 2))
            #expect(G.isInside(outline, tip - outward * 0.05) == hasMiter, "θ = \(degrees)°")
            #expect(!G.isInside(outline, tip + outward * 0.05), "θ = \(degrees)°")
        }
    }

    /// With round caps and joins the stroke is exactly the set of points within w/2
    /// of the centre line; check random points away from the boundary.
    @Test(arguments: [0.4, 1.0, 2.5, 10.0])
    func roundStrokeIsTheDiscSweepOfItsCentreLine(width: Double) {
        var random = SeededRandom(seed: UInt64(width * 1000))
        let tolerance = 0.05
        for _ in 0..<6 {
            // Zig-zags with short segments and hairpin turns.
            var points = [Point(25, 25)]
            for _ in 0..<8 {
                let step = Point(
                    Double.random(in: -12...12, using: &random), Double.random(in: -12...12, using: &random))
                points.append(points[points.count - 1] + step * (Bool.random(using: &random) ? 1 : 0.05))
            }
            let outline = Path.polyline(points).stroked(
                StrokeStyle(width: width, cap: .round, join: .round), tolerance: tolerance)
            for _ in 0..<400 {
                let p = Point(Double.random(in: -20...70, using: &random), Double.random(in: -20...70, using: &random))
                let d = G.distance(from: p, toPolyline: points)
                // Arcs are inscribed polygons: they may cut up to the tolerance inside.
                if d < width / 2 - tolerance - 1e-9 {
                    #expect(G.isInside(outline, p), "\(p) at distance \(d) is outside")
                } else if d > width / 2 + 1e-9 {
                    #expect(!G.isInside(outline, p), "\(p) at distance \(d) is inside")
                }
            }
        }
    }

    /// Miter and bevel joins with butt caps against an independent reference: the
    /// union of each segment's rectangle and each corner's bevel triangle or miter
    /// quadrilateral (tip from solving the two offset lines, limit from the angle).
    @Test(arguments: [LineJoin.miter, .bevel])
    func sharpJoinsCoverTheUnionOfTheirPieces(join: LineJoin) {
        var random = SeededRandom(seed: join == .miter ? 21 : 22)
        for _ in 0..<12 {
            let width = Double.random(in: 0.5...12, using: &random)
            let h = width / 2
            var points = [Point(30, 30)]
            for _ in 0..<6 {
                let step = Double.random(in: 0.3...15, using: &random)
                let angle = Double.random(in: 0...(2 * Double.pi), using: &random)
                points.append(points[points.count - 1] + Point(cos(angle), sin(angle)) * step)
            }
            let outline = Path.polyline(points).stroked(StrokeStyle(width: width, cap: .butt, join: join))
            var pieces: [Path] = []
            for i in 1..<points.count {
                let a = points[i - 1]
                let b = points[i]
                let d = (b - a) * (1 / (b - a).length)
                let n = Point(-d.y, d.x) * h
                pieces.append(Coverage.polygon([a + n, b + n, b - n, a - n]))
            }
            for i in 1..<(points.count - 1) {
                let p = points[i]
                let d0 = (p - points[i - 1]) * (1 / (p - points[i - 1]).length)
                let d1 = (points[i + 1] - p) * (1 / (points[i + 1] - p).length)
                let sign: Double = d0.cross(d1) > 0 ? -1 : 1
                let o0 = Point(-d0.y, d0.x) * (h * sign)
                let o1 = Point(-d1.y, d1.x) * (h * sign)
                // The angle between the segments and its miter ratio 1/sin(θ/2).
                let theta = Double.pi - acos(max(-1, min(1, d0.dot(d1))))
                if join == .miter && 1 / sin(theta / 2) <= 4 {
                    // Solve (p + o0) + s·d0 = (p + o1) − t·d1 for the tip.
                    let rhs = o1 - o0
                    let det = d0.x * -d1.y - d0.y * -d1.x
                    let s = (rhs.x * -d1.y - rhs.y * -d1.x) / det
                    pieces.append(Coverage.polygon([p, p + o0, p + o0 + d0 * s, p + o1]))
                } else {
                    pieces.append(Coverage.polygon([p, p + o0, p + o1]))
                }
            }
            func reference(_ q: Point) -> Bool { pieces.contains { G.isInside($0, q) } }
            for _ in 0..<300 {
                let q = Point(Double.random(in: -20...80, using: &random), Double.random(in: -20...80, using: &random))
                let expected = reference(q)
                let nudges = [Point(1e-6, 0), Point(-1e-6, 0), Point(0, 1e-6), Point(0, -1e-6)]
                guard nudges.allSatisfy({ reference(q + $0) == expected }) else { continue }
                #expect(G.isInside(outline, q) == expected, "\(q), width \(width), \(points)")
            }
        }
    }

    /// Every piece (segment quadrilateral, join wedge, cap) winds negatively, so each
    /// subpath's contours add up to a negative area however the path runs.
    @Test func everySubpathIsWoundTheSameWay() {
        var random = SeededRandom(seed: 7)
        func randomPoint() -> Point {
            Point(Double.random(in: 0...50, using: &random), Double.random(in: 0...50, using: &random))
        }
        for join in [LineJoin.miter, .round, .bevel] {
            for cap in [LineCap.butt, .round, .square] {
                for _ in 0..<4 {
                    var path = Path()
                    path.move(to: randomPoint())
                    for _ in 0..<5 { path.line(to: randomPoint()) }
                    let isClosed = Bool.random(using: &random)
                    if isClosed { path.close() }
                    let polygons = G.contours(of: path.stroked(StrokeStyle(width: 3, cap: cap, join: join)))
                    #expect(polygons.count == (isClosed ? 2 : 1))
                    #expect(polygons.map(G.signedArea).reduce(0, +) < 0)
                }
            }
        }
    }

    @Test func closedSubpathHasJoinsAndNoCaps() {
        let square = Path.rectangle(Rect(x: 10, y: 10, width: 20, height: 20))
        let outline = square.stroked(StrokeStyle(width: 4, cap: .round, join: .miter))
        #expect(G.contours(of: outline).count == 2)
        #expect(G.isInside(outline, Point(8.1, 8.1)))  // every corner mitred, the start too
        #expect(G.isInside(outline, Point(31.9, 31.9)))
        #expect(!G.isInside(outline, Point(20, 20)))  // the hole
        #expect(!G.isInside(outline, Point(12.5, 12.5)))
        #expect(G.isInside(outline, Point(11.5, 20)))
        // Long sides: the inner corners are the offset lines' crossings, so the two
        // contours are exactly the outer and inner squares of the ring.
        let area = G.contours(of: outline).map(G.signedArea).reduce(0, +)
        #expect(abs(area + (24 * 24 - 16 * 16)) < 1e-9)
    }

    @Test func wideStrokeOnATightCurveFollowsTheCurve() {
        let controls = [Point(0, 0), Point(40, 0), Point(0, 6)]
        var path = Path()
        path.move(to: controls[0])
        path.quad(to: controls[2], control: controls[1])
        let width = 16.0
        let tolerance = 0.1
        let outline = path.stroked(StrokeStyle(width: width, cap: .butt, join: .bevel), tolerance: tolerance)
        let curve = G.sample(controls, count: 4000)
        var random = SeededRandom(seed: 3)
        var checked = 0
        for _ in 0..<3000 {
            let p = Point(Double.random(in: -10...40, using: &random), Double.random(in: -15...25, using: &random))
            // Stay away from the butt ends, where the distance test does not apply.
            guard (p - controls[0]).length > width, (p - controls[2]).length > width else { continue }
            let d = G.distance(from: p, toPolyline: curve)
            if d < width / 2 - tolerance - 0.01 {
                #expect(G.isInside(outline, p), "\(p) at \(d)")
                checked += 1
            } else if d > width / 2 + tolerance + 0.01 {
                #expect(!G.isInside(outline, p), "\(p) at \(d)")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    @Test func degenerateStylesAndInputDoNotTrap() {
        let path = Path.polyline([Point(0, 0), Point(10, 0), Point(.nan, 3), Point(10, 10)])
        #expect(path.stroked(StrokeStyle(width: 0)).isEmpty)
        #expect(path.stroked(StrokeStyle(width: -1)).isEmpty)
        #expect(path.stroked(StrokeStyle(width: .infinity)).isEmpty)
        let outline = path.stroked(StrokeStyle(width: 2, join: .miter, miterLimit: -3), tolerance: .nan)
        #expect(G.contours(of: outline).count == 1)
        #expect(G.isInside(outline, Point(10.5, 5)))
    }
}

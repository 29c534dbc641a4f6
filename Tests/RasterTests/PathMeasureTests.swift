import Testing

@testable import Raster
import TestSupport

/// Arc length and trimming, checked against brute-force chord sums in Double.
@Suite struct PathMeasureTests {
    typealias G = OutlineGeometry

    static let quad = [Point(0, 0), Point(50, 80), Point(100, 0)]
    static let cubic = [Point(0, 0), Point(10, 60), Point(90, -40), Point(100, 30)]
    /// A cubic with a cusp-like kink: control points crossed, so the speed nearly vanishes.
    static let kinked = [Point(0, 0), Point(100, 50), Point(0, 50), Point(100, 0)]

    static func path(_ controls: [Point]) -> Path {
        var path = Path()
        path.move(to: controls[0])
        switch controls.count {
        case 3: path.quad(to: controls[2], control: controls[1])
        case 4: path.cubic(to: controls[3], control1: controls[1], control2: controls[2])
        default: path.line(to: controls[1])
        }
        return path
    }

    /// The end point of the last element of a path.
    static func endPoint(_ path: Path) -> Point? {
        switch path.elements.last {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        default: nil
        }
    }

    static func startPoint(_ path: Path) -> Point? {
        if case .move(let p) = path.elements.first { p } else { nil }
    }

    @Test func linesAndPolylinesHaveTheirExactLength() {
        #expect(Path.polyline([Point(1, 1), Point(4, 5)]).length == 5)
        #expect(Path.polyline([Point(0, 0), Point(3, 4), Point(3, 10), Point(3, 10)]).length == 11)
        #expect(Path.rectangle(Rect(x: 2, y: 3, width: 10, height: 5)).length == 30)
        #expect(Path().length == 0)
        #expect(Path(elements: [.move(Point(5, 5))]).length == 0)
    }

    @Test(arguments: [quad, cubic, kinked])
    func curveLengthMatchesAFineChordSum(controls: [Point]) {
        let reference = G.chordLength(G.sample(controls, count: 200_000))
        let measured = Self.path(controls).length
        #expect(abs(measured - reference) / reference < 1e-7, "\(measured) vs \(reference)")
    }

    @Test(arguments: [quad, cubic, kinked])
    func curveCutsSitAtTheRightArcLength(controls: [Point]) {
        let samples = G.sample(controls, count: 100_000)
        let total = G.chordLength(samples)
        let path = Self.path(controls)
        for fraction in [0.1, 0.25, 0.5, 0.731, 0.99] {
            let head = path.trimmed(from: 0, to: fraction)
            let expected = G.point(along: samples, atLength: fraction * total)
            guard let end = Self.endPoint(head) else {
                Issue.record("empty trim")
                continue
            }
            #expect((end - expected).length < 1e-5, "cut at \(fraction): \(end) vs \(expected)")
            let tail = path.trimmed(from: fraction, to: 1)
            #expect(Self.startPoint(tail).map { ($0 - end).length < 1e-9 } == true)
            #expect(abs(head.length + tail.length - path.length) < 1e-9 * total)
            #expect(abs(head.length - fraction * path.length) < 1e-9 * total)
        }
    }

    /// The trimmed curve is the same curve: its points at every parameter lie on the original.
    @Test func trimmedCurvesLieOnTheOriginal() {
        let path = Self.path(Self.cubic)
        let piece = path.trimmed(from: 0.2, to: 0.7)
        #expect(piece.elements.count == 2)
        guard case .move(let start) = piece.elements[0],
            case .cubic(let c1, let c2, let end) = piece.elements[1]
        else {
            Issue.record("expected one cubic, got \(piece.elements)")
            return
        }
        let dense = G.sample(Self.cubic, count: 20_000)
        for i in 0...20 {
            let p = G.bezierPoint([start, c1, c2, end], at: Double(i) / 20)
            #expect(G.distance(from: p, toPolyline: dense) < 1e-4)
        }
    }

    @Test func lineCutsAreExact() {
        let path = Path.polyline([Point(0, 0), Point(10, 0), Point(10, 30)])  // length 40
        let piece = path.trimmed(from: 0.125, to: 0.5)
        #expect(piece.elements == [.move(Point(5, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
        let middle = path.trimmed(from: 0.5, to: 0.625)
        #expect(middle.elements == [.move(Point(10, 10)), .line(Point(10, 15))])
    }

    @Test func trimsRunAcrossSubpaths() {
        var path = Path.polyline([Point(0, 0), Point(10, 0)])  // 0…10
        path.append(Path.rectangle(Rect(x: 0, y: 10, width: 5, height: 5)))  // 10…30, closed
        path.append(Path.polyline([Point(0, 50), Point(0, 70)]))  // 30…50
        let all = path.trimmed(from: 0, to: 1)
        #expect(all == path)
        // 8…45: the end of the first, all of the closed square (still closed), most of the third.
        let piece = path.trimmed(from: 0.16, to: 0.9)
        let expected: [Path.Element] = [
            .move(Point(8, 0)), .line(Point(10, 0)),
            .move(Point(0, 10)), .line(Point(5, 10)), .line(Point(5, 15)), .line(Point(0, 15)), .close,
            .move(Point(0, 50)), .line(Point(0, 65)),
        ]
        #expect(piece.elements == expected)
        // A cut closed subpath opens and keeps its closing line: 20…28 of the square's 10…30.
        let cut = path.trimmed(from: 0.4, to: 0.56)
        #expect(cut.elements.count == 3)
        #expect(cut.elements.first == .move(Point(5, 15)))
        #expect(Self.endPoint(cut).map { ($0 - Point(0, 12)).length < 1e-12 } == true)
    }

    @Test func degenerateFractionsGiveEmptyOrWholePaths() {
        let path = Path.polyline([Point(0, 0), Point(10, 0)])
        #expect(path.trimmed(from: 0, to: 0).isEmpty)
        #expect(path.trimmed(from: 0.6, to: 0.4).isEmpty)
        #expect(path.trimmed(from: 1, to: 1).isEmpty)
        #expect(path.trimmed(from: .nan, to: 1).isEmpty)
        #expect(path.trimmed(from: -3, to: 7) == path)
        #expect(path.trimmed(from: -.infinity, to: 0.5).elements == [.move(Point(0, 0)), .line(Point(5, 0))])
        #expect(Path().trimmed(from: 0, to: 1).isEmpty)
    }

    @Test func zeroLengthSubpathsSurviveTrimsThatHoldThem() {
        var path = Path.polyline([Point(0, 0), Point(10, 0)])
        path.append(Path(elements: [.move(Point(3, 3)), .line(Point(3, 3))]))  // a dot at 10
        path.append(Path.polyline([Point(0, 20), Point(10, 20)]))
        let piece = path.trimmed(from: 0.25, to: 0.75)
        #expect(
            piece.elements == [
                .move(Point(5, 0)), .line(Point(10, 0)), .move(Point(3, 3)), .line(Point(3, 3)),
                .move(Point(0, 20)), .line(Point(5, 20)),
            ])
        #expect(!path.trimmed(from: 0, to: 0.4).elements.contains(.move(Point(3, 3))))
    }

    @Test func nonFiniteElementsAreSkippedAsInFlattening() {
        let path = Path(elements: [.move(Point(0, 0)), .line(Point(.infinity, 0)), .line(Point(0, 10))])
        #expect(path.length == 10)
        #expect(path.trimmed(from: 0, to: 0.5).elements == [.move(Point(0, 0)), .line(Point(0, 5))])
    }

    /// The line chart trims a 168-point polyline every frame: a measure reused across
    /// frames gives the same result as a fresh trim, and grows linearly.
    @Test func measureIsReusableAndLinear() {
        var random = SeededRandom(seed: 11)
        let points = (0..<168).map { Point(Double($0) * 2, Double.random(in: 0...100, using: &random)) }
        let path = Path.polyline(points)
        let measure = PathMeasure(path)
        #expect(abs(measure.length - G.chordLength(points)) < 1e-9 * measure.length)
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(measure.trimmed(from: 0, to: p) == path.trimmed(from: 0, to: p))
            let end = Self.endPoint(measure.trimmed(from: 0, to: p)) ?? points[0]
            let expected = G.point(along: points, atLength: p * measure.length)
            #expect((end - expected).length < 1e-9 * measure.length)
        }
        #expect(measure.segments.count == 167)
    }
}

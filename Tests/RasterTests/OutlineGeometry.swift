import Testing

@testable import Raster

/// Independent Double geometry for checking outlines and trims: polygons, winding
/// numbers, distances, and a seeded random source.
enum OutlineGeometry {
    /// The closed polygons of a path made only of move, line and close.
    static func contours(of path: Path) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p):
                if !current.isEmpty { result.append(current) }
                current = [p]
            case .line(let p):
                current.append(p)
            case .close:
                result.append(current)
                current = []
            case .quad, .cubic:
                Issue.record("an outline holds only lines")
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The shoelace area of a closed polygon; negative when wound as the stroker winds.
    static func signedArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for i in polygon.indices {
            sum += polygon[i].cross(polygon[(i + 1) % polygon.count])
        }
        return sum / 2
    }

    /// The winding number of all closed polygons of `path` around `p`.
    static func windingNumber(of path: Path, at p: Point) -> Int {
        var winding = 0
        for polygon in contours(of: path) {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                let side = (b - a).cross(p - a)
                if a.y <= p.y {
                    if b.y > p.y && side > 0 { winding += 1 }
                } else if b.y <= p.y && side < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    static func isInside(_ path: Path, _ p: Point) -> Bool {
        windingNumber(of: path, at: p) != 0
    }

    static func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let d = b - a
        let lengthSquared = d.dot(d)
        let t = lengthSquared > 0 ? max(0, min(1, (p - a).dot(d) / lengthSquared)) : 0
        return (p - (a + d * t)).length
    }

    static func distance(from p: Point, toPolyline points: [Point]) -> Double {
        guard points.count > 1 else { return points.first.map { (p - $0).length } ?? .infinity }
        var best = Double.infinity
        for i in 1..<points.count {
            best = min(best, distance(from: p, toSegment: points[i - 1], points[i]))
        }
        return best
    }

    /// A curve evaluated directly from its Bernstein form, independent of the code under test.
    static func bezierPoint(_ controls: [Point], at t: Double) -> Point {
        let u = 1 - t
        switch controls.count {
        case 3: return controls[0] * (u * u) + controls[1] * (2 * u * t) + controls[2] * (t * t)
        case 4:
            return controls[0] * (u * u * u) + controls[1] * (3 * u * u * t) + controls[2] * (3 * u * t * t)
                + controls[3] * (t * t * t)
        default: return controls[0].interpolated(to: controls[controls.count - 1], at: t)
        }
    }

    /// A curve sampled at `count + 1` uniform parameters.
    static func sample(_ controls: [Point], count: Int) -> [Point] {
        (0...count).map { bezierPoint(controls, at: Double($0) / Double(count)) }
    }

    /// The arc length of a polyline (sum of chords).
    static func chordLength(_ points: [Point]) -> Double {
        var total = 0.0
        for i in 1..<points.count { total += (points[i] - points[i - 1]).length }
        return total
    }

    /// The point at arc length `s` along a polyline, interpolated inside its chord.
    static func point(along points: [Point], atLength s: Double) -> Point {
        var walked = 0.0
        for i in 1..<points.count {
            let chord = (points[i] - points[i - 1]).length
            if walked + chord >= s, chord > 0 {
                return points[i - 1].interpolated(to: points[i], at: (s - walked) / chord)
            }
            walked += chord
        }
        return points[points.count - 1]
    }
}

// Arc length of a whole path and trimming by it.
//
// Measuring walks the path once (`visitSegments`), keeps every segment with its
// start point and the running arc length at its end: O(n) time and memory. A trim
// then finds the segments that hold the two cut distances, cuts them at the
// parameter whose arc length matches (exact for lines; Gauss–Legendre plus Newton
// for curves, see PathSegment+ArcLength) and splits curves by de Casteljau, so
// the trimmed path lies exactly on the original and ends exactly at the cut.
// Segments wholly inside the range are copied unchanged. A trim costs one pass
// over the subpaths and segments; nothing is quadratic.
//
// Lengths run across all subpaths in order, as SwiftUI's `trim(from:to:)` does:
// a subpath wholly inside the range is kept as it is (closed stays closed), one
// that is cut becomes open, and one of zero length is kept when its position
// lies in the range, so a dot drawn with round caps survives a trim that holds it.

/// The arc length of a path, measured once so that it can be trimmed many times
/// (an animated trim measures once and trims every frame).
public struct PathMeasure: Sendable {
    /// A subpath's segments (indices into `segments`) and whether it is closed;
    /// a closed subpath's last segment is its closing line.
    struct Subpath: Sendable {
        var segments: Range<Int>
        var isClosed: Bool
    }

    var segments: [PathSegment] = []
    /// The arc length from the path's start to the end of each segment.
    var ends: [Double] = []
    var subpaths: [Subpath] = []

    /// Measures `path`; elements with non-finite points are skipped as in flattening.
    public init(_ path: Path) {
        var builder = Builder(capacity: path.elements.count)
        path.visitSegments(&builder)
        self = builder.measure
    }

    private init() {}

    /// The total arc length of all subpaths.
    public var length: Double { ends.last ?? 0 }

    /// The part of the path between the fractions `from` and `to` (0…1) of its
    /// length; empty when `from ≥ to` or either is NaN. Fractions are clamped to 0…1.
    public func trimmed(from: Double, to: Double) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let a = max(0, min(1, from))
        let b = max(0, min(1, to))
        guard a < b else { return Path() }
        let total = length
        return trimmed(fromDistance: a * total, toDistance: b >= 1 ? total : b * total)
    }

    /// The part of the path between two arc-length distances from its start.
    func trimmed(fromDistance lower: Double, toDistance upper: Double) -> Path {
        var elements: [Path.Element] = []
        elements.reserveCapacity(segments.count + 2 * subpaths.count)
        for subpath in subpaths {
            let first = subpath.segments.lowerBound
            let last = subpath.segments.upperBound - 1
            let startDistance = distance(atStartOf: first)
            let endDistance = ends[last]
            if startDistance >= lower && endDistance <= upper {
                elements.append(.move(segments[first].start))
                for i in subpath.segments {
                    elements.append(subpath.isClosed && i == last ? .close : segments[i].element)
                }
            } else if endDistance > lower && startDistance < upper {
                appendCut(of: subpath.segments, from: lower, to: upper, to: &elements)
            }
        }
        return Path(elements: elements)
    }

    /// Appends the cut part of a subpath's segments as one open subpath.
    private func appendCut(
        of range: Range<Int>, from lower: Double, to upper: Double, to elements: inout [Path.Element]
    ) {
        var isStarted = false
        for i in range {
            let a = distance(atStartOf: i)
            let b = ends[i]
            if b <= lower { continue }
            if a >= upper { break }
            let segment = segments[i]
            let t0 = a < lower ? segment.parameter(atLength: lower - a) : 0
            let t1 = b > upper ? segment.parameter(atLength: upper - a) : 1
            let piece = segment.portion(from: t0, to: t1)
            if !isStarted {
                elements.append(.move(piece.start))
                isStarted = true
            }
            elements.append(piece.element)
        }
    }

    private func distance(atStartOf index: Int) -> Double {
        index > 0 ? ends[index - 1] : 0
    }

    /// Collects segments and running lengths while the path is walked.
    private struct Builder: PathSegmentVisitor {
        var measure = PathMeasure()
        private var subpathStart = 0
        private var total = 0.0

        init(capacity: Int) {
            measure.segments.reserveCapacity(capacity)
            measure.ends.reserveCapacity(capacity)
        }

        mutating func beginSubpath(at point: Point) {
            subpathStart = measure.segments.count
        }

        mutating func addSegment(_ segment: PathSegment) {
            total += segment.length
            measure.segments.append(segment)
            measure.ends.append(total)
        }

        mutating func endSubpath(isClosed: Bool) {
            let range = subpathStart..<measure.segments.count
            if !range.isEmpty { measure.subpaths.append(Subpath(segments: range, isClosed: isClosed)) }
        }
    }
}

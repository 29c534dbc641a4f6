/// The entry of a list nearest a point, the first (lowest index) among equals,
/// found without measuring every entry: for the palette's sRGB colours
/// (`NearestEntry`) and the quantizer's and mapper's Oklab colours (`NearestOklab`).
///
/// The entries are sorted by one coordinate (red, lightness); a search starts at the
/// point's and walks outwards in both directions, stopping in each once that
/// coordinate's difference squared alone exceeds the best distance (a sum of
/// non-negative squares is never below one of them; an entry exactly that far can
/// still tie, so it is measured). Same answer as measuring all entries in order, at a
/// fraction of the distances.
struct NearestSearch<Space: SearchSpace> {
    /// The sorting coordinate of each entry, ascending.
    private let keys: [Space.Distance]
    /// The entries in that order.
    private let points: [Space.Point]
    /// Each sorted entry's index in the list.
    private let indices: [Int]

    init(_ list: [Space.Point]) {
        let order = list.indices.sorted { (Space.key(list[$0]), $0) < (Space.key(list[$1]), $1) }
        indices = order
        points = order.map { list[$0] }
        keys = points.map(Space.key)
    }

    /// The first sorted position whose key is not below `key`.
    private func lowerBound(_ key: Space.Distance) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let mid = (low + high) / 2
            if keys[mid] < key { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Calls `body` with each entry whose sorting coordinate lies in `range`, in
    /// ascending order of it (ties by index), and the entry's index in the list.
    @inline(__always)
    func forEach(keyIn range: ClosedRange<Space.Distance>, _ body: (Space.Point, Int) -> Void) {
        var k = lowerBound(range.lowerBound)
        while k < keys.count, keys[k] <= range.upperBound {
            body(points[k], indices[k])
            k += 1
        }
    }

    /// The index of the entry nearest `p`, or 0 for an empty list.
    func index(nearest p: Space.Point) -> Int {
        let key = Space.key(p)
        let low = lowerBound(key)
        var best = (distance: Space.farthest, index: 0)
        @inline(__always) func consider(_ k: Int) {
            let d = Space.distance(p, points[k])
            if d < best.distance || (d == best.distance && indices[k] < best.index) { best = (d, indices[k]) }
        }
        var up = low, down = low - 1
        while up < keys.count || down >= 0 {
            if up < keys.count {
                let d = keys[up] - key
                if d * d > best.distance { up = keys.count } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let d = key - keys[down]
                if d * d > best.distance { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return best.index
    }
}

/// A space `NearestSearch` works in: a squared distance and the coordinate the
/// entries are sorted by, whose difference squared never exceeds that distance.
protocol SearchSpace {
    associatedtype Point
    associatedtype Distance: Comparable & Numeric
    /// Greater than every distance.
    static var farthest: Distance { get }
    static func key(_ p: Point) -> Distance
    static func distance(_ a: Point, _ b: Point) -> Distance
}

/// sRGB colours (`0x00BBGGRR`), sorted by red, at `ColorMapper.squaredDistance`.
enum SRGBSpace: SearchSpace {
    static let farthest = Int.max
    @inline(__always) static func key(_ p: UInt32) -> Int { Int(p & 0xFF) }
    @inline(__always) static func distance(_ a: UInt32, _ b: UInt32) -> Int { ColorMapper.squaredDistance(a, b) }
}

/// Oklab colours, sorted by lightness, at `Oklab.distanceSquared` (in `Float`).
enum OklabSpace: SearchSpace {
    static let farthest = Float.infinity
    @inline(__always) static func key(_ p: Oklab) -> Float { p.l }
    @inline(__always) static func distance(_ a: Oklab, _ b: Oklab) -> Float { a.distanceSquared(to: b) }
}

extension NearestSearch: Sendable where Space.Point: Sendable, Space.Distance: Sendable {}

typealias NearestEntry = NearestSearch<SRGBSpace>
typealias NearestOklab = NearestSearch<OklabSpace>

/// The entry of a list of Oklab colours nearest a colour (squared Euclidean
/// distance, in `Float` as `Oklab.distanceSquared` computes it), the first among
/// equals, found without measuring every entry.
///
/// Same search as `NearestEntry`: entries sorted by lightness, walked outwards from
/// the colour's, each direction stopping once the lightness difference squared alone
/// exceeds the best distance (a sum of non-negative rounded squares is never below
/// one of them, so the answer is the full scan's). Used by the quantizer's k-means
/// and by `ColorMapper` for colours outside the table: on the 480×320 line chart
/// the palette took 28.3 M → 19.6 M instructions and the mapper's misses 22.3 M →
/// 18.0 M, same tables and indices.
struct NearestOklab {
    /// Lightness of each entry, ascending.
    private let lightness: [Float]
    /// The entries in that order.
    private let points: [Oklab]
    /// Each sorted entry's index in the list.
    private let indices: [Int]

    init(_ list: [Oklab]) {
        let order = list.indices.sorted { (list[$0].l, $0) < (list[$1].l, $1) }
        indices = order
        points = order.map { list[$0] }
        lightness = points.map(\.l)
    }

    /// The index of the entry nearest `p`, or 0 for an empty list.
    func index(nearest p: Oklab) -> Int {
        var low = 0, high = lightness.count
        while low < high {
            let mid = (low + high) / 2
            if lightness[mid] < p.l { low = mid + 1 } else { high = mid }
        }
        var best = (distance: Float.infinity, index: 0)
        @inline(__always) func consider(_ k: Int) {
            let d = p.distanceSquared(to: points[k])
            if d < best.distance || (d == best.distance && indices[k] < best.index) { best = (d, indices[k]) }
        }
        var up = low, down = low - 1
        while up < lightness.count || down >= 0 {
            if up < lightness.count {
                let dl = p.l - lightness[up]
                if dl * dl > best.distance { up = lightness.count } else { consider(up); up += 1 }
            }
            if down >= 0 {
                let dl = p.l - lightness[down]
                if dl * dl > best.distance { down = -1 } else { consider(down); down -= 1 }
            }
        }
        return best.index
    }
}

/// Picks at most `k` colours for an animation with too many to keep them all.
///
/// Algorithm: weighted median cut in Oklab (split the box with the largest squared
/// error along its widest axis at the weighted median), then a few Lloyd (k-means)
/// iterations in Oklab, weighted by pixel count. Finally each cluster's colour snaps
/// to the member colour nearest its centroid: the dominant colours of a chart (its
/// background, a solid fill) are then reproduced exactly instead of being pulled a
/// level away by their rare neighbours, which matters more to PSNR than anything else.
/// Each iteration finds every colour's nearest centroid with `NearestOklab`; the
/// census keeps n ≤ 65 536.
enum PaletteQuantizer {
    static let iterations = 6

    /// At most `k` packed colours drawn from `colors`, which must not be empty.
    static func palette(for colors: [(color: UInt32, weight: UInt32)], count k: Int) -> [UInt32] {
        guard colors.count > k else { return colors.map(\.color) }
        let points = colors.map { Oklab(packed: $0.color) }
        let weights = colors.map { Double($0.weight) }
        var centroids = medianCut(points, weights, k)
        var assignment = [Int](repeating: 0, count: points.count)
        for _ in 0..<iterations {
            var changed = false
            let search = NearestOklab(centroids)
            for (i, p) in points.enumerated() {
                let j = search.index(nearest: p)
                if j != assignment[i] { changed = true }
                assignment[i] = j
            }
            centroids = means(points, weights, assignment, previous: centroids)
            if !changed { break }
        }
        var best = [(distance: Float, color: UInt32)](repeating: (.infinity, 0), count: centroids.count)
        for (i, p) in points.enumerated() {
            let j = assignment[i]
            let d = p.distanceSquared(to: centroids[j])
            if d < best[j].distance { best[j] = (d, colors[i].color) }
        }
        var seen = Set<UInt32>()
        return best.filter { $0.distance.isFinite && seen.insert($0.color).inserted }.map(\.color)
    }

    private static func medianCut(_ points: [Oklab], _ weights: [Double], _ k: Int) -> [Oklab] {
        var boxes = [Array(points.indices)]
        var errors = [squaredError(boxes[0], points, weights)]
        while boxes.count < k {
            guard let b = errors.indices.max(by: { errors[$0] < errors[$1] }), errors[b] > 0 else { break }
            let members = boxes[b]
            let axis = widestAxis(members, points)
            let sorted = members.sorted { coordinate(points[$0], axis) < coordinate(points[$1], axis) }
            let total = sorted.reduce(0) { $0 + weights[$1] }
            var cut = 1, running = weights[sorted[0]]
            while cut < sorted.count - 1, running + weights[sorted[cut]] <= total / 2 {
                running += weights[sorted[cut]]
                cut += 1
            }
            boxes[b] = Array(sorted[..<cut])
            errors[b] = squaredError(boxes[b], points, weights)
            boxes.append(Array(sorted[cut...]))
            errors.append(squaredError(boxes[boxes.count - 1], points, weights))
        }
        return boxes.map { box in mean(box.map { points[$0] }, box.map { weights[$0] }) }
    }

    private static func means(_ points: [Oklab], _ weights: [Double], _ assignment: [Int], previous: [Oklab]) -> [Oklab] {
        var sums = [(l: Double, a: Double, b: Double, w: Double)](repeating: (0, 0, 0, 0), count: previous.count)
        for (i, p) in points.enumerated() {
            let w = weights[i], j = assignment[i]
            sums[j].l += Double(p.l) * w
            sums[j].a += Double(p.a) * w
            sums[j].b += Double(p.b) * w
            sums[j].w += w
        }
        return sums.enumerated().map { j, s in
            s.w > 0 ? Oklab(l: Float(s.l / s.w), a: Float(s.a / s.w), b: Float(s.b / s.w)) : previous[j]
        }
    }

    private static func mean(_ points: [Oklab], _ weights: [Double]) -> Oklab {
        var l = 0.0, a = 0.0, b = 0.0, w = 0.0
        for (p, pw) in zip(points, weights) {
            l += Double(p.l) * pw
            a += Double(p.a) * pw
            b += Double(p.b) * pw
            w += pw
        }
        return w > 0 ? Oklab(l: Float(l / w), a: Float(a / w), b: Float(b / w)) : points[0]
    }

    private static func squaredError(_ box: [Int], _ points: [Oklab], _ weights: [Double]) -> Double {
        guard box.count > 1 else { return 0 }
        let m = mean(box.map { points[$0] }, box.map { weights[$0] })
        return box.reduce(0) { $0 + Double(points[$1].distanceSquared(to: m)) * weights[$1] }
    }

    private static func widestAxis(_ box: [Int], _ points: [Oklab]) -> Int {
        (0..<3).max { a, b in extent(box, points, a) < extent(box, points, b) } ?? 0
    }

    private static func extent(_ box: [Int], _ points: [Oklab], _ axis: Int) -> Float {
        let values = box.map { coordinate(points[$0], axis) }
        return (values.max() ?? 0) - (values.min() ?? 0)
    }

    @inline(__always)
    private static func coordinate(_ p: Oklab, _ axis: Int) -> Float {
        axis == 0 ? p.l : axis == 1 ? p.a : p.b
    }
}

/// The candidate closest to `input` by edit distance, if it is close enough to
/// be a likely typo: 1 edit for names of up to 3 letters (dashes not
/// counted), 2 up to 6, 3 beyond. Of equally close names, one that starts with
/// `input` wins: a name cut short ("--fp") means its longer self (`--fps`), not
/// a neighbour one letter off (`--fb`).
func closestMatch(to input: String, among candidates: [String]) -> String? {
    let letters = input.drop(while: { $0 == "-" }).count
    let limit = letters <= 3 ? 1 : letters <= 6 ? 2 : 3
    let typed = input.lowercased()
    var best: (name: String, rank: (distance: Int, notPrefix: Int))?
    for candidate in candidates {
        let rank = (distance: editDistance(Array(typed), Array(candidate)), notPrefix: candidate.hasPrefix(typed) ? 0 : 1)
        if rank.distance <= limit, best.map({ rank < $0.rank }) ?? true { best = (candidate, rank) }
    }
    return best?.name
}

/// Optimal-string-alignment distance: insertions, deletions, substitutions
/// and swaps of neighbours ("--gfi" is one edit from "--gif"), each costing 1.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in a.indices {
        current[0] = i + 1
        for j in b.indices {
            var d = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] { d = min(d, beforePrevious[j - 1] + 1) }
            current[j + 1] = d
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}

/// `closestMatch` among names of any case: "europe/berlinn" finds "Europe/Berlin".
public func suggestion(for input: String, among candidates: [String]) -> String? {
    let lowered = candidates.map { $0.lowercased() }
    guard let match = closestMatch(to: input, among: lowered), let index = lowered.firstIndex(of: match) else { return nil }
    return candidates[index]
}

// Reduction of a long series to the pixel grid.
//
// Algorithm: the N values are split into `columns` runs of equal length
// (value i goes to run ⌊i · columns / N⌋); each run keeps its first, minimum,
// maximum and last value, in their original order, each index at most once.
// A polyline through the kept points covers, in every column, the same
// vertical span as the full series and enters and leaves it at the same
// heights, so drawn at the column's width it looks the same; the global
// minimum, maximum, first and last values survive, so the chart's scale,
// labels and up/down colour do not change. This is the classic M4 reduction
// (Jugel et al., VLDB 2014). One pass, O(N) time, O(columns) extra memory.

extension PriceSeries {
    /// The indices that `reduced(toColumns:)` keeps, ascending. Every index when
    /// the series has at most four values per column (or `columns` < 1).
    public func reducedIndices(toColumns columns: Int) -> [Int] {
        let count = values.count
        guard columns >= 1, count > 4 * columns else { return Array(values.indices) }
        var kept: [Int] = []
        kept.reserveCapacity(4 * columns)
        values.withUnsafeBufferPointer { v in
            var runStart = 0
            for column in 0..<columns {
                // The first index of the next run: ⌈(column + 1) · N / columns⌉.
                let runEnd = ((column + 1) * count + columns - 1) / columns
                guard runEnd > runStart else { continue }
                var lowest = runStart
                var highest = runStart
                for i in (runStart + 1)..<runEnd {
                    if v[i] < v[lowest] { lowest = i }
                    if v[i] > v[highest] { highest = i }
                }
                let last = runEnd - 1
                // runStart ≤ earlier ≤ later ≤ last: append each new index once.
                let earlier = min(lowest, highest)
                let later = max(lowest, highest)
                kept.append(runStart)
                if earlier != runStart { kept.append(earlier) }
                if later != earlier { kept.append(later) }
                if last != later { kept.append(last) }
                runStart = runEnd
            }
        }
        return kept
    }

    /// The series reduced to at most four values per column (see the note
    /// above), in order, with the same first- and last-value times. Unchanged
    /// when it is already that short.
    public func reduced(toColumns columns: Int) -> PriceSeries {
        let kept = reducedIndices(toColumns: columns)
        guard kept.count < values.count else { return self }
        return PriceSeries(values: kept.map { values[$0] }, lastValueTime: lastValueTime, firstValueTime: firstValueTime)
    }
}

import Testing

@testable import ChartData
import TestSupport

@Suite struct ReductionTests {
    /// A rough random walk with plateaus, so runs hold ties and repeats.
    private func walk(count: Int, seed: UInt64) -> [Double] {
        var random = SeededRandom(seed: seed)
        var value = 0.0
        return (0..<count).map { _ in
            if Int.random(in: 0..<4, using: &random) != 0 { value += Double(Int.random(in: -3...3, using: &random)) }
            return value
        }
    }

    @Test func keepsEachColumnsFirstMinMaxAndLastInOrder() {
        for (count, columns, seed) in [(1000, 7, 1), (100_003, 360, 2), (50, 12, 3), (4097, 1024, 4), (999, 1, 5)] {
            let values = walk(count: count, seed: UInt64(seed))
            let series = PriceSeries(values: values, lastValueTime: 42)
            let kept = series.reducedIndices(toColumns: columns)
            let reduced = series.reduced(toColumns: columns)
            #expect(reduced.values == kept.map { values[$0] })
            #expect(reduced.lastValueTime == 42)
            #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "indices ascend")
            #expect(kept.count <= 4 * columns)
            // Reference: for each column, by brute force over the indices that fall in it.
            var byColumn = [[Int]](repeating: [], count: columns)
            for i in 0..<count { byColumn[i * columns / count].append(i) }
            var keptByColumn = [[Int]](repeating: [], count: columns)
            for i in kept { keptByColumn[i * columns / count].append(i) }
            for c in 0..<columns {
                let all = byColumn[c].map { values[$0] }
                let mine = keptByColumn[c].map { values[$0] }
                #expect(keptByColumn[c].first == byColumn[c].first, "column \(c) first")
                #expect(keptByColumn[c].last == byColumn[c].last, "column \(c) last")
                #expect(mine.min() == all.min(), "column \(c) min")
                #expect(mine.max() == all.max(), "column \(c) max")
            }
        }
    }

    @Test func leavesShortSeriesAlone() {
        let series = PriceSeries(values: [3, 1, 2, 5, 4, 6, 0, 9], lastValueTime: nil)
        #expect(series.reduced(toColumns: 2) == series)
        #expect(series.reduced(toColumns: 0) == series)
        #expect(series.reducedIndices(toColumns: -1) == Array(0..<8))
        #expect(series.reduced(toColumns: 1).values == [3, 0, 9])
    }

    /// Its speed is the benchmark scene `line-reduce-1m-points-800`.
    @Test func reducesAMillionPointsToTheGrid() {
        let values = walk(count: 1_000_000, seed: 9)
        let series = PriceSeries(values: values)
        let reduced = series.reduced(toColumns: 800)
        #expect(reduced.values.count <= 3200)
        #expect(reduced.values.min() == values.min())
        #expect(reduced.values.max() == values.max())
        #expect(reduced.values.first == values.first && reduced.values.last == values.last)
    }
}

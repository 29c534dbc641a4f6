import Testing

@testable import ChartData

@Suite struct BuiltInDataTests {
    @Test func tutorialBarsAreTheSeedsShows() {
        #expect(BarData.tutorial.labels == ["55", "56", "57", "58", "59"])
        #expect(BarData.tutorial.values == [3456, 5200, 4250, 3688, 4823])
    }

    @Test func sampleSeriesIsAPlausibleDeterministicWeek() {
        let sample = PriceSeries.sample
        #expect(sample.values.count == 168)
        #expect(sample.values.allSatisfy { $0.isFinite && $0 > 80_000 && $0 < 105_000 })
        #expect(sample.values.first == 91_250)
        #expect(sample.isRising)
        #expect(TimePattern.shortDate.text(for: LocalTime(unixSeconds: sample.lastValueTime ?? 0, offset: .utc)) == "11/23/26")
        // No hour jumps more than 2 %, as for a liquid market.
        #expect(zip(sample.values, sample.values.dropFirst()).allSatisfy { abs($1 / $0 - 1) < 0.02 })
        // Values are cents.
        #expect(sample.values.allSatisfy { ($0 * 100).rounded() == $0 * 100 })
    }
}

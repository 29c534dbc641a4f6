import ChartData
import Testing

@testable import Chart

/// docs/scenes.md's mapping, y = (1 − (p − lo) / (hi − lo)) × 200, and the value labels,
/// for prices whose range or sum overflows a Double.
@Suite struct LineMappingTests {
    /// The mapping in a scaled copy of the data: 10⁻¹⁰ × every price keeps the
    /// ratios and leaves room for the differences.
    func reference(_ p: Double, lowest: Double, highest: Double) -> Double {
        let s = 1e-10
        return (1 - (p * s - lowest * s) / (highest * s - lowest * s)) * 200
    }

    /// Regression: with lo = −1.7e308 and hi = 1.7e308, hi − lo is infinite, so a
    /// price of 0 was drawn on the bottom line (0 / ∞) and hi vanished (∞ / ∞ = NaN).
    @Test(arguments: [(-1.7e308, 1.7e308), (-Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude), (-1, 3), (1e307, 1.1e307)])
    func heightsFollowTheMappingEvenWhenTheRangeOverflows(range: (Double, Double)) {
        let (lowest, highest) = range
        for p in [lowest, highest, 0.5 * lowest + 0.5 * highest, 0.25 * lowest + 0.75 * highest] {
            let y = LineScene.height(of: p, lowest: lowest, highest: highest)
            let expected = reference(p, lowest: lowest, highest: highest)
            #expect(abs(y - expected) <= 1e-9, "price \(p) in \(lowest)…\(highest): y \(y), expected \(expected)")
        }
    }

    @Test func equalPricesSitOnTheMiddleLine() {
        #expect(LineScene.height(of: 7, lowest: 7, highest: 7) == 100)
    }

    /// Regression: (hi + lo) / 2 overflowed to "inf" for two prices near Double's limit.
    @Test func middleLabelIsTheMeanWithoutOverflow() {
        let scene = LineScene(data: PriceSeries(values: [1.7e308, 1.6e308]), width: 360, height: 240)
        #expect(scene.labelValues.allSatisfy { $0.isFinite })
        #expect(abs(scene.labelValues[1] - 1.65e308) <= 1.65e308 * 1e-15)
        let tutorial = LineScene(data: .sample, width: 360, height: 240)
        let (hi, lo) = (PriceSeries.sample.values.max() ?? 0, PriceSeries.sample.values.min() ?? 0)
        #expect(tutorial.labelValues == [hi, (hi + lo) / 2, lo])
    }

    /// Regression: a stablecoin's week (0.9993…1.0008) printed "1.00" on all three
    /// labels, and a narrow Bitcoin range "91.24K" twice: labels of different values
    /// now take the decimals that tell them apart.
    @Test(arguments: [
        ([0.9993, 1.0008, 1.0001], ["1.001", "1.000", "0.999"]),
        ([91_234.5, 91_240.1, 91_236], ["91.240K", "91.237K", "91.235K"]),
        ([1_000_000.4, 1_000_000], ["1.0000004M", "1.0000002M", "1.0000000M"]),
    ])
    func labelsOfDifferentValuesDiffer(values: [Double], expected: [String]) {
        let scene = LineScene(data: PriceSeries(values: values), width: 360, height: 240)
        #expect(scene.labelTexts == expected)
    }

    @Test func labelsKeepTwoDecimalsWhereTheyDiffer() {
        let equal = LineScene(data: PriceSeries(values: [5, 5]), width: 360, height: 240)
        #expect(equal.labelTexts == ["5.00", "5.00", "5.00"])
        let tutorial = LineScene(data: PriceSeries(values: [91_892.42, 93_790, 90_012.5]), width: 360, height: 240)
        #expect(tutorial.labelTexts == ["93.79K", "91.90K", "90.01K"])
    }
}

import Testing

@testable import Chart

@Suite struct NiceScaleTests {
    /// The smallest of 1, 2, 2.5, 5 × 10^k with 6 × step ≥ maximum, found by brute force.
    func reference(_ maximum: Double) -> Double {
        var best = Double.infinity
        for k in -20...305 {
            for m in [1.0, 2, 2.5, 5] {
                let step = m * pow10(k)
                if step * 6 >= maximum * (1 - 1e-12), step < best { best = step }
            }
        }
        return best
    }

    func pow10(_ k: Int) -> Double {
        var v = 1.0
        if k >= 0 { for _ in 0..<k { v *= 10 } } else { for _ in 0..<(-k) { v /= 10 } }
        return v
    }

    @Test func tutorialDataGivesStep1000AndTop6000() {
        let scale = NiceScale(maximum: 5200)
        #expect(scale.step == 1000)
        #expect(scale.top == 6000)
        #expect(scale.labels(fitting: .infinity, measure: { _ in 0 }) == ["1000", "2000", "3000", "4000", "5000", "6000"])
    }

    @Test(arguments: [0.07, 1, 5.9, 6, 6.01, 12, 14.9, 15, 15.1, 29, 30, 31, 59, 61, 149, 150, 151, 4823, 12_001, 999_999, 3.2e9])
    func stepIsTheSmallestNiceStepThatFits(maximum: Double) {
        let step = NiceScale(maximum: maximum).step
        let expected = reference(maximum)
        #expect(abs(step - expected) <= expected * 1e-12, "maximum \(maximum): step \(step), expected \(expected)")
    }

    @Test func emptyOrZeroDataStillHasAGrid() {
        #expect(NiceScale(maximum: 0).step == 1)
        #expect(NiceScale(maximum: -5).step == 1)
    }

    @Test func fractionalStepsLabelWithTheirDecimals() {
        let scale = NiceScale(maximum: 15)
        #expect(scale.step == 2.5)
        #expect(scale.labels(fitting: .infinity, measure: { _ in 0 }) == ["2.5", "5", "7.5", "10", "12.5", "15"])
    }

    /// Regression: a subnormal maximum sent the power-of-ten search into an
    /// endless loop (magnitude /= 10 underflowed to 0, and 0 × 10 ≤ needed
    /// forever; the process ignored SIGTERM), and near Double's limit the top line
    /// overflowed, so every bar was 0 high and every label "inf". The tallest bar
    /// must reach more than half of the top line, as the nice step promises.
    @Test(arguments: [5e-324, 3e-323, 1e-310, 2.5e-300, 1e-9, 1, 5200, 1e20, 1e300, 1e308, 1.7e308, Double.greatestFiniteMagnitude])
    func everyFiniteMaximumGetsAScaleItFits(maximum: Double) {
        let scale = NiceScale(maximum: maximum)
        let fraction = scale.fraction(of: maximum)
        #expect(fraction > 0.5 && fraction <= 1 + 1e-12, "maximum \(maximum): the tallest bar at \(fraction) of the top")
        #expect(!scale.labels(fitting: .infinity, measure: { Double($0.count) }).contains { $0.contains("inf") || $0.contains("nan") })
    }

    /// The value a label spells: "2.5", "250K", "1.5M", "2e-7".
    func value(of label: String) -> Double? {
        let units: [(String, Double)] = [("Tr", 1e12), ("Bn", 1e9), ("M", 1e6), ("K", 1e3)]
        for (suffix, factor) in units where label.hasSuffix(suffix) {
            return Double(label.dropLast(suffix.count)).map { $0 * factor }
        }
        return Double(label)
    }

    /// Every spelling must say the grid line's value, k × step, against the
    /// brute-force step (regression: steps below 10⁻⁶ printed "0" six times, and
    /// beyond 10¹⁵ or 10³⁰⁸ the labels were exponent text or "inf").
    @Test(arguments: [3e-9, 0.0003, 0.07, 15, 5200, 250_000, 5e6, 3.2e9, 7e14, 1e20, 1e300])
    func labelsSayTheGridLinesValues(maximum: Double) {
        let scale = NiceScale(maximum: maximum)
        let step = reference(maximum)
        for room in [0.0, 6, 7, 10, .infinity] {
            let labels = scale.labels(fitting: room, measure: { Double($0.count) })
            for (k, label) in zip(1..., labels) {
                let expected = step * Double(k)
                let said = value(of: label)
                #expect(
                    said.map { abs($0 - expected) <= expected * 1e-12 } == true,
                    "maximum \(maximum), room \(room): line \(k) reads \(label), expected \(expected)")
            }
        }
    }

    /// The first spelling that fits is taken, for all six lines at once.
    @Test func spellingIsThePlainOneWhenItFitsElseUnitsElseScientific() {
        let count = { (text: String) in Double(text.count) }
        let big = NiceScale(maximum: 5e6)
        #expect(big.labels(fitting: 7, measure: count) == ["1000000", "2000000", "3000000", "4000000", "5000000", "6000000"])
        #expect(big.labels(fitting: 6, measure: count) == ["1M", "2M", "3M", "4M", "5M", "6M"])
        let small = NiceScale(maximum: 3e-4)
        #expect(small.labels(fitting: 7, measure: count) == ["0.00005", "0.0001", "0.00015", "0.0002", "0.00025", "0.0003"])
        #expect(small.labels(fitting: 6, measure: count) == ["5e-5", "1e-4", "1.5e-4", "2e-4", "2.5e-4", "3e-4"])
        #expect(small.labels(fitting: 1, measure: count) == ["5e-5", "1e-4", "1.5e-4", "2e-4", "2.5e-4", "3e-4"])
    }
}

import Testing

@testable import Chart

@Suite struct NiceScaleTests {
    /// The smallest of 1, 2, 2.5, 5 × 10^k with 6 × step ≥ maximum, found by brute force.
    func reference(_ maximum: Double) -> Double {
        var best = Double.infinity
        for k in -6...15 {
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
        #expect((1...6).map { scale.label(ofLine: $0) } == ["1000", "2000", "3000", "4000", "5000", "6000"])
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
        #expect((1...6).map { scale.label(ofLine: $0) } == ["2.5", "5", "7.5", "10", "12.5", "15"])
    }
}

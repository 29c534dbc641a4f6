// The built-in line data: a week of hourly prices, made up but plausible.
//
// A random walk whose hourly return follows an AR(1) process (momentum 0.35,
// shocks the sum of three uniforms, about 0.4 % per hour) driven by a
// fixed-seed 64-bit LCG (Knuth's MMIX constants), plus a slight upward drift.
// Only integer and double arithmetic, so every platform computes the same 168
// values; nothing is random at run time. The seed was chosen by looking at the
// curve: an early high, a two-day slide to about 89 700, a choppy recovery,
// ending a little above the start (so the line is drawn in the "up" colour).

extension PriceSeries {
    /// 168 hourly prices from 91 250 to about 91 900, the last taken at
    /// 2026-11-23T12:00:00Z.
    public static let sample: PriceSeries = {
        var state: UInt64 = 0x5EED_2026_1123_0044
        func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var values: [Double] = []
        values.reserveCapacity(168)
        var price = 91_250.0
        var hourlyReturn = 0.0
        for _ in 0..<168 {
            values.append((price * 100).rounded() / 100)
            let shock = (uniform() + uniform() + uniform() - 1.5) * 0.0065
            hourlyReturn = 0.35 * hourlyReturn + shock + 0.00006
            price *= 1 + hourlyReturn
        }
        return PriceSeries(values: values, lastValueTime: 1_795_435_200)
    }()
}

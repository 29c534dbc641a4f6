/// The bar chart's value axis: six grid lines at multiples of a "nice" step.
///
/// `step` is the smallest number of the form 1, 2, 2.5 or 5 × 10^k with
/// `6 × step ≥ maximum`; the top grid line is `6 × step` (docs/scenes.md, `bars`).
///
/// The step is kept as an exact decimal (`stepTenths` × 10^(`stepExponent` − 1)),
/// found by scaling the maximum into [1, 10) by powers of ten, so every finite
/// maximum works: near `Double.greatestFiniteMagnitude` the top line itself
/// overflows a `Double` and near the smallest subnormal a power-of-ten search
/// by repeated division underflows to zero (and looped forever), yet bar
/// heights (`fraction(of:)`) and labels (`NiceScale+Labels`) stay exact.
public struct NiceScale: Hashable, Sendable {
    public static let gridLineCount = 6

    /// The step in tenths of its decade: 10, 20, 25 or 50.
    let stepTenths: Int
    /// The step's power of ten: `step = stepTenths / 10 × 10^stepExponent`.
    let stepExponent: Int

    /// The scale for values up to `maximum`; a maximum of zero or less (all bars
    /// empty) gets step 1, so the grid still reads 1…6.
    public init(maximum: Double) {
        guard maximum > 0, maximum.isFinite else {
            stepTenths = 10
            stepExponent = 0
            return
        }
        // maximum / 6 = r × 10^exponent with r in [1, 10), up to rounding; the
        // maximum is scaled before it is divided, so a subnormal one keeps its digits.
        func needed(_ exponent: Int) -> Double {
            Self.scaled(maximum, byPowerOfTen: -exponent) / Double(Self.gridLineCount)
        }
        var exponent = Int((Double(maximum.exponent) * 0.301_029_995_663_981_2).rounded(.down))
        while needed(exponent) >= 10 { exponent += 1 }
        while needed(exponent) < 1 { exponent -= 1 }
        let r = needed(exponent)
        // The smallest nice mantissa at or above r (a rounding error of r
        // cannot push an exact 2.5 up to 5).
        let tenths = [10, 20, 25, 50].first { Double($0) / 10 >= r * (1 - 1e-12) }
        stepTenths = tenths ?? 10
        stepExponent = tenths == nil ? exponent + 1 : exponent
    }

    /// The step between grid lines (it may underflow to zero for subnormal data;
    /// heights and labels do not use it, the tests compare it with a brute-force search).
    public var step: Double { Self.scaled(Double(stepTenths) / 10, byPowerOfTen: stepExponent) }

    /// The value at the top grid line (infinite when it is beyond `Double`'s range).
    public var top: Double { step * Double(Self.gridLineCount) }

    /// `value` as a fraction of the top grid line's value, computed without
    /// forming that value (which may overflow or underflow).
    public func fraction(of value: Double) -> Double {
        Self.scaled(value, byPowerOfTen: -stepExponent) / (Double(stepTenths * Self.gridLineCount) / 10)
    }

    /// `x × 10^k`, in steps that never overflow or underflow on the way when
    /// the result is representable.
    static func scaled(_ x: Double, byPowerOfTen k: Int) -> Double {
        var result = x
        var k = k
        while k >= 100 {
            result *= 1e100
            k -= 100
        }
        while k <= -100 {
            result /= 1e100
            k += 100
        }
        var power = 1.0
        for _ in 0..<abs(k) { power *= 10 }
        return k >= 0 ? result * power : result / power
    }
}

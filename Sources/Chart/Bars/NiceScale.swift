import ChartData

/// The bar chart's value axis: six grid lines at multiples of a "nice" step.
///
/// `step` is the smallest number of the form 1, 2, 2.5 or 5 × 10^k with
/// `6 × step ≥ maximum`; the top grid line is `6 × step` (SCENES.md, `bars`).
public struct NiceScale: Hashable, Sendable {
    public static let gridLineCount = 6

    public let step: Double

    /// The scale for values up to `maximum`; a maximum of zero or less (all bars
    /// empty) gets step 1, so the grid still reads 1…6.
    public init(maximum: Double) {
        let needed = maximum / Double(Self.gridLineCount)
        guard needed > 0, needed.isFinite else {
            step = 1
            return
        }
        var magnitude = 1.0
        while magnitude > needed { magnitude /= 10 }
        while magnitude * 10 <= needed { magnitude *= 10 }
        // `needed` is in [magnitude, 10·magnitude): the answer is one of these.
        let candidates = [1.0, 2.0, 2.5, 5.0, 10.0].map { $0 * magnitude }
        step = candidates.first { $0 * 6 >= maximum } ?? magnitude * 10
    }

    /// The value at the top grid line.
    public var top: Double { step * Double(Self.gridLineCount) }

    /// The value of grid line k (1…6).
    public func value(ofLine k: Int) -> Double { step * Double(k) }

    /// The label of grid line k: a plain integer ("1000") when the step is whole,
    /// otherwise with just the decimals it needs ("2.5").
    public func label(ofLine k: Int) -> String {
        NumberFormatting.plain(value(ofLine: k))
    }
}

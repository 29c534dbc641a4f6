/// The bar chart's data: bars in reading order.
///
/// The readers guarantee what the chart relies on: 1…`DataLimits.bars` bars,
/// every value finite and ≥ 0, labels at most `DataLimits.labelCharacters`
/// characters with no control characters. Values below zero are refused rather
/// than drawn below the baseline: the chart's scale, grid and gradient all start
/// at zero, and a silent flip would misstate the data.
public struct BarData: Hashable, Sendable {
    public var bars: [Bar]

    public init(bars: [Bar]) {
        self.bars = bars
    }

    /// The labels, in order.
    public var labels: [String] { bars.map(\.label) }
    /// The values, in order.
    public var values: [Double] { bars.map(\.value) }

    /// The tutorial's five shows: 55…59 with 3456, 5200, 4250, 3688 and 4823.
    public static let tutorial = BarData(bars: [
        Bar(label: "55", value: 3456),
        Bar(label: "56", value: 5200),
        Bar(label: "57", value: 4250),
        Bar(label: "58", value: 3688),
        Bar(label: "59", value: 4823),
    ])
}

/// The line chart's data: prices in time order, oldest first, and the time of
/// the last one.
///
/// The readers guarantee 2…`DataLimits.points` finite values. Times themselves
/// are not kept: the chart spaces the values evenly, as the tutorial does, and
/// only labels the dates of the last value and seven days before it.
public struct PriceSeries: Hashable, Sendable {
    public var values: [Double]
    /// When the last value was taken, in Unix seconds (UTC); nil when the data
    /// carries no times.
    public var lastValueTime: Int64?

    public init(values: [Double], lastValueTime: Int64? = nil) {
        self.values = values
        self.lastValueTime = lastValueTime
    }

    /// Whether the price went up: the last value is greater than the first.
    public var isRising: Bool {
        guard let first = values.first, let last = values.last else { return false }
        return last > first
    }
}

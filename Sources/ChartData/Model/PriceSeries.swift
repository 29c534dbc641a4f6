/// The line chart's data: prices in time order, oldest first, and the times of
/// the last and the first one, with the UTC offsets they were written with.
///
/// The readers guarantee 2…`DataLimits.points` finite values. Other times are
/// not kept: the chart spaces the values evenly, as the tutorial does, and only
/// labels the dates at its two edges.
public struct PriceSeries: Hashable, Sendable {
    public var values: [Double]
    /// When the last value was taken, in Unix seconds (UTC); nil when the data
    /// carries no times.
    public var lastValueTime: Int64?
    /// When the first value was taken, in Unix seconds (UTC); nil unless every
    /// value has a time (a CoinGecko sparkline has only the last one).
    public var firstValueTime: Int64?
    /// The UTC offset, in seconds east, that the last value's time was written
    /// with (`-04:00`: −14400; `Z` and Unix times: 0); nil when it was written
    /// without one (a date, a time without a zone) or there is no time. The
    /// chart reads the time on that clock unless a zone is asked for.
    public var lastTimeOffset: Int?
    /// The same for the first value's time; nil without `firstValueTime`.
    public var firstTimeOffset: Int?

    public init(
        values: [Double], lastValueTime: Int64? = nil, firstValueTime: Int64? = nil, lastTimeOffset: Int? = nil,
        firstTimeOffset: Int? = nil
    ) {
        self.values = values
        self.lastValueTime = lastValueTime
        self.firstValueTime = firstValueTime
        self.lastTimeOffset = lastTimeOffset
        self.firstTimeOffset = firstTimeOffset
    }

    /// Whether the price went up: the last value is greater than the first.
    public var isRising: Bool {
        guard let first = values.first, let last = values.last else { return false }
        return last > first
    }
}

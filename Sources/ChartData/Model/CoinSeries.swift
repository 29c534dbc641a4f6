/// One coin's prices from CoinGecko /coins/markets data, under the name its
/// chart goes by: the `--coin` name it was picked by, or its id.
public struct CoinSeries: Hashable, Sendable {
    public let id: String
    public let series: PriceSeries

    public init(id: String, series: PriceSeries) {
        self.id = id
        self.series = series
    }
}

extension CoinSeries {
    /// Reads several coins of /coins/markets data in one pass: the coins `wanted`
    /// names (each by id, symbol or name, as `PriceSeries(reading:coin:)` picks
    /// one), in that order; or, when `wanted` is nil, every coin of the data in
    /// its order, leaving out (with a warning) those without a sparkline of two
    /// prices or more. Other data is refused (`.coinNeedsMarkets`), and so is
    /// `format` `.csv`; `warnings` gains what `PriceSeries(reading:…)` would add.
    public static func coins(
        reading input: DataInput, wanted: [String]?, format: DataFormat? = nil, limits: DataLimits = .standard,
        warnings: inout [DataWarning]
    ) throws(DataError) -> [CoinSeries] {
        try checkContent(of: input)
        if format == .csv { throw DataError(source: input.name, problem: .coinNeedsMarkets) }
        var reader = JSONDataReader(input, valueKey: nil, limits: limits)
        let coins = try reader.readCoins(wanted: wanted)
        warnings += reader.warnings
        return coins
    }
}

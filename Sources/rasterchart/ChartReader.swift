import ChartData
import RasterchartCLI

/// Reads one source's data into its charts as the options ask: bars or a line,
/// `--format`, `--column`, and `--coin` (one coin, or one chart for each of
/// several). Pure: the fetcher's thread reads with it too.
struct ChartReader: Sendable {
    let options: Options

    /// The charts of `input` (nil: the chart's built-in data), which came from
    /// `source`; the data's warnings go to `warnings`.
    func charts(from input: DataInput?, of source: Options.DataSource?, warnings: inout [DataWarning]) throws
        -> [ChartDatum]
    {
        let format = options.dataFormat.map { ChartData.DataFormat(rawValue: $0.rawValue) } ?? nil
        let column = options.column
        let id = options.chartID(of: source)
        guard let input else {
            return [ChartDatum(id: id, content: options.chart == .bars ? .bars(.tutorial) : .prices(.sample))]
        }
        switch options.chart {
        case .bars:
            return [ChartDatum(id: id, content: .bars(try BarData(reading: input, format: format, column: column, warnings: &warnings)))]
        case .line:
            do throws(DataError) {
                switch options.coins {
                case nil:
                    let series = try PriceSeries(reading: input, format: format, column: column, warnings: &warnings)
                    return [ChartDatum(id: id, content: .prices(series))]
                case .listed(let coins) where coins.count == 1:
                    let series = try PriceSeries(
                        reading: input, format: format, coin: coins[0], column: column, warnings: &warnings)
                    return [ChartDatum(id: id, content: .prices(series))]
                case .listed(let coins):
                    return try CoinSeries.coins(reading: input, wanted: coins, format: format, warnings: &warnings)
                        .map { ChartDatum(id: $0.id, content: .prices($0.series)) }
                case .all:
                    return try CoinSeries.coins(reading: input, wanted: nil, format: format, warnings: &warnings)
                        .map { ChartDatum(id: $0.id, content: .prices($0.series)) }
                }
            } catch {
                // Detected from the content, but the command line is what is wrong.
                guard error.problem == .columnInCoinGecko else { throw error }
                throw UsageProblem("--column \(column ?? ""): \(error)")
            }
        }
    }
}

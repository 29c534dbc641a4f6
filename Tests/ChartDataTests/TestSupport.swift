@testable import ChartData

/// Bars read from `text` as if it were the file `name`.
func readBars(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, column: String? = nil,
    limits: DataLimits = .standard
) throws(DataError) -> BarData {
    try BarData(reading: DataInput(name: name, bytes: Array(text.utf8)), format: format, column: column, limits: limits)
}

/// Prices read from `text` as if it were the file `name`.
func readPrices(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, coin: String? = nil, column: String? = nil,
    limits: DataLimits = .standard
) throws(DataError) -> PriceSeries {
    try PriceSeries(
        reading: DataInput(name: name, bytes: Array(text.utf8)), format: format, coin: coin, column: column, limits: limits)
}

/// The one-line message reading bars from `text` fails with, or nil if it succeeds.
func barsError(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, column: String? = nil,
    limits: DataLimits = .standard
) -> String? {
    do {
        _ = try readBars(text, name: name, format: format, column: column, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// The one-line message reading prices from `text` fails with, or nil if it succeeds.
func pricesError(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, coin: String? = nil, column: String? = nil,
    limits: DataLimits = .standard
) -> String? {
    do {
        _ = try readPrices(text, name: name, format: format, coin: coin, column: column, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// Bars read from `text` as if it were the file `name`, with the warnings' lines.
func readBarsAndWarnings(_ text: String, name: String = "data.csv") throws -> (BarData, [String]) {
    var warnings: [DataWarning] = []
    let bars = try BarData(reading: DataInput(name: name, bytes: Array(text.utf8)), warnings: &warnings)
    return (bars, warnings.map(\.description))
}

/// Prices read from `text` as if it were the file `name`, with the warnings' lines.
func readPricesAndWarnings(_ text: String, name: String = "data.csv") throws -> (PriceSeries, [String]) {
    var warnings: [DataWarning] = []
    let prices = try PriceSeries(reading: DataInput(name: name, bytes: Array(text.utf8)), warnings: &warnings)
    return (prices, warnings.map(\.description))
}

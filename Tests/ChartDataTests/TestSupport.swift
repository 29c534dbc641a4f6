@testable import ChartData

/// Bars read from `text` as if it were the file `name`.
func readBars(_ text: String, name: String = "data.csv", format: DataFormat? = nil, limits: DataLimits = .standard)
    throws(DataError) -> BarData
{
    try BarData(reading: DataInput(name: name, bytes: Array(text.utf8)), format: format, limits: limits)
}

/// Prices read from `text` as if it were the file `name`.
func readPrices(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, coin: String? = nil,
    limits: DataLimits = .standard
) throws(DataError) -> PriceSeries {
    try PriceSeries(reading: DataInput(name: name, bytes: Array(text.utf8)), format: format, coin: coin, limits: limits)
}

/// The one-line message reading bars from `text` fails with, or nil if it succeeds.
func barsError(_ text: String, name: String = "data.csv", format: DataFormat? = nil, limits: DataLimits = .standard)
    -> String?
{
    do {
        _ = try readBars(text, name: name, format: format, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// The one-line message reading prices from `text` fails with, or nil if it succeeds.
func pricesError(
    _ text: String, name: String = "data.csv", format: DataFormat? = nil, coin: String? = nil,
    limits: DataLimits = .standard
) -> String? {
    do {
        _ = try readPrices(text, name: name, format: format, coin: coin, limits: limits)
        return nil
    } catch {
        return error.description
    }
}

/// A deterministic pseudo-random generator for tests (SplitMix64).
struct TestRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

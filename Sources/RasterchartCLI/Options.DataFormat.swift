extension Options {
    /// `--format`: how to read `--data`.
    public enum DataFormat: String, CaseIterable, Hashable, Sendable {
        /// `label,value`, `value`, or `time,value` rows.
        case csv
        /// An array of numbers, of `{"label", "value"}` objects, or `{"prices": [[ms, price], …]}`.
        case json
        /// CoinGecko's `/coins/markets?sparkline=true` array.
        case coingecko
    }
}

extension Options {
    /// `--coin`: which coins of CoinGecko data become charts.
    public enum Coins: Hashable, Sendable, CustomStringConvertible {
        /// `--coin ID[,ID…]`: each matched by id, then symbol, then name; one chart
        /// each, in this order.
        case listed([String])
        /// `--coin all`: every coin of /coins/markets data, in its order.
        case all

        /// As given: `bitcoin,eth` or `all`.
        public var description: String {
            switch self {
            case .listed(let ids): ids.joined(separator: ",")
            case .all: "all"
            }
        }

        /// Whether more than one chart may come of it.
        public var areSeveral: Bool {
            switch self {
            case .listed(let ids): ids.count > 1
            case .all: true
            }
        }
    }
}

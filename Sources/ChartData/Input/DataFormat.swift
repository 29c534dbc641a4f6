/// The formats the readers understand.
///
/// `json` accepts every JSON shape, CoinGecko's included; `coingecko` insists on
/// one of CoinGecko's two shapes. Given no format, the readers call
/// `init(detecting:)`.
public enum DataFormat: String, CaseIterable, Hashable, Sendable {
    case csv
    case json
    case coingecko

    /// The format the content looks like: JSON when its first significant byte
    /// (after a BOM and white space) opens an array or object, CSV otherwise.
    /// JSON counts as CoinGecko when it is an object (the market chart shape) or an
    /// array whose first element is an object with a "sparkline_in_7d" key, or an
    /// "id" and no value key: "value", "price" or `valueKey` (case ignored).
    public init(detecting bytes: [UInt8], valueKey: String? = nil) {
        var scanner = JSONScanner(bytes: bytes, depthLimit: 4)
        switch scanner.peekSignificantByte() {
        case UInt8(ascii: "{"): self = .coingecko
        case UInt8(ascii: "["): self = scanner.firstElementLooksLikeCoin(valueKey: valueKey?.lowercased()) ? .coingecko : .json
        default: self = .csv
        }
    }
}

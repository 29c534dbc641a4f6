/// Why a zone could not be had.
public enum ZoneError: Error, Hashable, Sendable {
    /// No zone of that name in the zoneinfo directory.
    case unknown(String)
    /// The name is no IANA zone name (empty, absolute, `..`, odd characters).
    case invalidName(String)
    /// The file is not TZif data, or `TZ` holds no rule.
    case notTZif
    /// The zone's file exists but cannot be read.
    case unreadable(String)
}

extension Options {
    /// `--tz`: which zone. A name is checked for its shape here and looked up in
    /// the system's zoneinfo when the chart is made, where `TZDIR` and `TZ` are
    /// read.
    public enum Zone: Hashable, Sendable {
        case utc
        /// This machine's: `TZ`, else /etc/localtime.
        case local
        /// An IANA name, such as Europe/Berlin.
        case named(String)
    }
}

/// The names CSV headers and JSON objects are read by, one list for both formats
/// so that an export reads the same whichever it is (CSV compares names case
/// folded, JSON keys as written).
enum ColumnNames {
    /// The value; in a CSV header the first of these it has.
    static let value = ["value", "price", "close"]
    /// A price's time.
    static let time = ["time", "date", "timestamp", "datetime", "snapped_at"]
    /// A bar's label.
    static let label = ["label", "name"]
}

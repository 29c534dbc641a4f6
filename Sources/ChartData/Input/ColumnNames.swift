/// The names CSV headers and JSON objects are read by, one list for both formats
/// so that an export reads the same whichever it is, case ignored (JSON keys
/// from the first object with a capital on; `JSONDataReader.foldsKeys`). A
/// header or object may name each thing once.
enum ColumnNames {
    /// The value. Two of a kind in one header or object are an error unless the
    /// value is asked for by name (`--column`), which makes the others plain columns.
    static let value = ["value", "price", "close"]
    /// A price's time.
    static let time = ["time", "date", "timestamp", "datetime", "snapped_at"]
    /// A bar's label.
    static let label = ["label", "name"]
}

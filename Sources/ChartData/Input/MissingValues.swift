/// Prices a file leaves blank, which the line chart leaves out (it connects
/// the neighbours) and a warning names: spreadsheets and statistics exports
/// mark a gap as an empty cell, `NA`, `N/A`, `#N/A`, `null`, `None`, `NaN`,
/// `.` (FRED) or `-`, and JSON as `null`. Bars have no such gap: a bar without
/// a value is still an error.
struct MissingValues {
    /// How many values were missing, and the first few rows (CSV lines).
    private(set) var count = 0
    private(set) var lines: [Int] = []
    /// The series added from one input (coins of a markets answer) and those
    /// with gaps: with several, the warning says whose the gaps are.
    private var seriesAdded = 0
    private var seriesWithGaps: [String] = []

    /// The markers, lowercased.
    private static let markers: Set<String> = ["", "na", "n/a", "#n/a", "null", "none", "nan", ".", "-"]

    /// Whether `bytes[range]` (a field the number grammar refused) marks a gap.
    static func marksGap(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        range.count <= 4 && markers.contains(String(decoding: bytes[range], as: UTF8.self).lowercased())
    }

    mutating func add(line: Int?) {
        count += 1
        if let line, lines.count < 5 { lines.append(line) }
    }

    /// Adds the gaps of a series read from the input (a coin's), under its name.
    mutating func add(_ other: MissingValues, of series: String) {
        seriesAdded += 1
        guard other.count > 0 else { return }
        count += other.count
        lines += other.lines.prefix(5 - min(5, lines.count))
        seriesWithGaps.append(series)
    }

    /// The warning for `source`, or nil when nothing was missing.
    func warning(source: String) -> DataWarning? {
        guard count > 0 else { return nil }
        var message = count == 1 ? "1 value is missing" : "\(count) values are missing"
        if !lines.isEmpty {
            let listed = lines.map(String.init).joined(separator: ", ") + (count > lines.count ? ", …" : "")
            message += " (line\(lines.count == 1 ? "" : "s") \(listed))"
        }
        if seriesAdded > 1 {
            let listed = seriesWithGaps.prefix(5).joined(separator: ", ")
            message += " in \(listed)\(seriesWithGaps.count > 5 ? ", …" : "")"
        }
        return DataWarning(source: source, message: message + "; the line leaves \(count == 1 ? "it" : "them") out")
    }
}

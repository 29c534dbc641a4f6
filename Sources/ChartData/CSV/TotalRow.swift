/// A last row that totals the rows above it, as Google Analytics, a Sheets
/// pivot table and bank exports end their tables (`Total`, `Grand Total`,
/// `Summe`): read as data it was one more bar, or the line's last point, as
/// tall as all the others together (the line when it ignores the labels: a
/// line with times has no such row). Such a row is left out with a warning; a
/// row so named whose value is not the sum stays, as a bar may be called "Total".
enum TotalRow {
    /// The labels of such rows, case folded.
    static let labels: Set<String> = ["total", "totals", "grand total", "sum", "gesamt", "summe"]

    static func isLabelled(_ label: String) -> Bool {
        labels.contains(label.lowercased())
    }

    /// Whether `value`, written `text`, is the sum of `values`, at least two,
    /// within the rounding its decimals show: the total and each value may be
    /// off by half a unit of the total's last decimal ("0.333" three times,
    /// "1.00"). A whole number must be the sum: counts are not rounded.
    static func isSum(_ value: Double, written text: String, of values: some Collection<Double>) -> Bool {
        guard values.count >= 2 else { return false }
        let sum = values.reduce(0, +)
        let decimals = decimals(text)
        var halfUnit = decimals == 0 ? 0 : 0.5
        for _ in 0..<min(decimals, 20) { halfUnit /= 10 }
        let tolerance = Double(values.count + 1) * halfUnit + abs(sum) * 1e-12
        return abs(value - sum) <= tolerance
    }

    /// The digits after the last point or comma of `text` ("1.234,50": 2).
    private static func decimals(_ text: String) -> Int {
        guard let mark = text.lastIndex(where: { $0 == "." || $0 == "," }) else { return 0 }
        return text[text.index(after: mark)...].prefix { $0.isASCII && $0.isNumber }.count
    }

    static func warning(source: String, line: Int, label: String) -> DataWarning {
        DataWarning(source: source, message: "line \(line) (\(quoted(label))) is the sum of the rows above; left out as a total")
    }
}

/// Values whose time equals the one before. A file of several series in rows
/// (`date,ticker,close`) looks like this: read as one series, its values jump
/// between the tickers' prices, so the line zigzags. The values are still drawn
/// (a vendor may repeat a last candle), and a warning says why the line may be
/// wrong and what to do.
struct RepeatedTimes {
    private(set) var count = 0
    /// The first few rows (CSV lines).
    private(set) var lines: [Int] = []

    mutating func add(line: Int?) {
        count += 1
        if let line, lines.count < 5 { lines.append(line) }
    }

    /// The warning for `source`, or nil when no time repeated.
    func warning(source: String) -> DataWarning? {
        guard count > 0 else { return nil }
        var message = count == 1 ? "1 row has" : "\(count) rows have"
        message += " the time of the row before"
        if !lines.isEmpty {
            let listed = lines.map(String.init).joined(separator: ", ") + (count > lines.count ? ", …" : "")
            message += " (line\(lines.count == 1 ? "" : "s") \(listed))"
        }
        return DataWarning(
            source: source,
            message: message + "; several series in one file are drawn as one zigzag line: give one series a file")
    }
}

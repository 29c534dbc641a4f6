/// Whether the first row is a header, and its names: padded, case folded, or
/// merged from pandas' levels of column names.
extension CSVReader {
    /// Whether the first row (in `fields`) is a header. Asked for a column by
    /// name, a row holding that name is one (so a header may name years,
    /// `region,2024,2025`), and a row of data is an error: there is no name to
    /// find the column by.
    func startsWithHeader(line: Int) throws(DataError) -> Bool {
        if isHeaderRow(value: fields[namedCount - 1]) { return true }
        guard let column else { return false }
        let wanted = column.lowercased()
        guard fields.contains(where: { $0.text(in: bytes).lowercased() == wanted }) else {
            throw error(line, .noHeader(column: column, firstRow: recordText()))
        }
        return true
    }

    /// Whether the first row (in `fields`) is a header: its value field is a
    /// column name, and no field holds a number or a time, as no column name
    /// does. So a first row whose value is missing ("55,N/A", "2026-11-22,n/a")
    /// is reported as a bad value instead of being dropped as a header.
    func isHeaderRow(value: CSVField) -> Bool {
        isHeader(value) && !fields.contains { parseTime(bytes, $0.range) != .invalid || NumericDate(bytes, $0.range) != nil }
    }

    /// Whether a first-row field reads as a column name rather than a value: it
    /// is not a number, not NaN or infinity, is a label, and is no number with a
    /// unit (so "0x10", "-" or "$2.50" in the first row is reported as a bad value).
    private func isHeader(_ field: CSVField) -> Bool {
        parseDecimal(bytes, field.range, grammar: .csv) == nil && !spellsNonFinite(bytes, field.range)
            && isLabel(field) && FormattedNumber.hint(for: field.text(in: bytes)) == nil
    }

    /// How many of the first row's fields (in `fields`) count as its names:
    /// Excel pads every row with empty fields up to its used range
    /// ("Month;Value;;"), which name nothing. At least two stay, so that a first
    /// row of data whose value is missing ("Jan,,") is not taken for a header.
    var namedCount: Int {
        var count = fields.count
        while count > 2, fields[count - 1].range.isEmpty { count -= 1 }
        return count
    }

    /// The header's names in `fields`, case folded, to match names against.
    func lowercasedNames() -> [String] {
        fields[..<namedCount].map { $0.text(in: bytes).lowercased() }
    }

    /// The header's names in `fields` as written, when there are more than two.
    func headerNames() -> [String]? {
        namedCount > 2 ? fields.map { $0.text(in: bytes) } : nil
    }

    /// Reads the header of `yf.download(…).to_csv()` (yfinance ≥ 0.2.51) as one:
    /// pandas writes its two column levels and the index's name on three lines
    /// (`Price,Close,…`, `Ticker,AAPL,…`, `Date,,…`; with `group_by="ticker"`
    /// the tickers' line first), which read as a header whose "Price" and
    /// "Close" both named the value. The header in `fields`, at `line`, takes
    /// the names' line and the index's name for its first; the lines after it
    /// are skipped. Several tickers are an error: each name stands once for each,
    /// so no column can be picked by name. Anything else leaves the scanner
    /// where it was.
    mutating func mergeHeaderLevels(line: Int) throws(DataError) {
        var ahead = scanner
        var next: [CSVField] = []
        var index: [CSVField] = []
        guard let nextLine = try? ahead.nextRecord(into: &next), next.count == fields.count else { return }
        let (firstName, nextName) = (fields[0].text(in: bytes).lowercased(), next[0].text(in: bytes).lowercased())
        let tickersFirst = firstName == "ticker" && nextName == "price"
        guard nextName == "ticker" || tickersFirst else { return }
        let (names, tickers, tickersLine) = tickersFirst ? (next, fields, line) : (fields, next, nextLine)
        // Only under yfinance's level names: a table's first row may be labelled "Ticker".
        if tickersFirst || firstName == "price" {
            var distinct: [String] = []
            for ticker in tickers.dropFirst().map({ $0.text(in: bytes) }) where !ticker.isEmpty && !distinct.contains(ticker) {
                distinct.append(ticker)
            }
            if distinct.count > 1 { throw severalTickers(distinct, names: names, line: tickersLine) }
        }
        guard (try? ahead.nextRecord(into: &index)) != nil, index.count == fields.count, !index[0].range.isEmpty,
            index.dropFirst().allSatisfy({ $0.range.isEmpty })
        else { return }
        fields = names
        fields[0] = index[0]
        scanner = ahead
    }

    /// The error for a download of the `tickers` whose columns' names are `names`.
    private func severalTickers(_ tickers: [String], names: [CSVField], line: Int) -> DataError {
        let texts = names.dropFirst().map { $0.text(in: bytes) }
        let repeated =
            texts.first { ColumnNames.value.contains($0.lowercased()) } ?? texts.first { name in
                texts.filter { $0 == name }.count > 1
            }
        return error(line, .severalTickers(tickers, repeatedName: repeated))
    }
}

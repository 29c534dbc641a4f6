/// A last row of a line's labels that totals the rows above it (`TotalRow`).
extension CSVReader {
    /// Leaves out of `collector` the last row, laid out as `columns` says, with
    /// a warning, if the line ignores its labels and it totals the rows above it
    /// (`TotalRow`); a row whose value is missing added none and is no total.
    /// Checked after the rows and out of line, so that the row loop pays as
    /// little as may be for it: inlined, it cost every row of readPrices more.
    @inline(never)
    mutating func leaveOutTotal(_ columns: Layout, from collector: inout PriceCollector) {
        guard let labels = columns.labels, collector.values.count > 2, let (line, last) = lastRecord(),
            TotalRow.isLabelled(last[labels].text(in: bytes)),
            let (number, _) = Self.number(last[columns.value], in: bytes, delimiter: scanner.delimiter),
            TotalRow.isSum(number, written: last[columns.value].text(in: bytes), of: collector.values.dropLast())
        else { return }
        collector.removeLast()
        warnings.append(TotalRow.warning(source: scanner.source, line: line, label: last[labels].text(in: bytes)))
    }

    /// The input's last record and its line, found by reading the input again
    /// after the rows, as only files of labels ask: kept in the row loop, it cost
    /// every row of a file with times, about 29 instructions.
    private func lastRecord() -> (line: Int, fields: [CSVField])? {
        var ahead = CSVScanner(bytes: bytes, source: scanner.source, lineLimit: limits.lineBytes)
        var (record, last): ([CSVField], [CSVField]) = ([], [])
        var lastLine: Int?
        while let line = try? ahead.nextRecord(into: &record) {
            swap(&record, &last)
            lastLine = line
        }
        return lastLine.map { ($0, last) }
    }
}

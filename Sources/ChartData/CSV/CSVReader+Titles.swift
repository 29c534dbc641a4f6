/// The lines of a title before the table, skipped with a warning.
extension CSVReader {
    /// Skips the lines of one text field each that stand before a table of
    /// more (a report's title, an analytics export's "# …" lines), with a
    /// warning naming them. Read as the table's first row, such a line would be
    /// an error: "expected 2 fields (label,value), found 1 field". Empty fields after
    /// the text, and lines of only empty fields, are Excel's padding of every row
    /// to its used range ("Umsatz 2024;;", ";;"); such titles are skipped only
    /// before a header, as a bar whose value is missing ("Mon;") looks the same.
    /// Looks at most `titleLimit` lines ahead; anything else leaves the scanner
    /// where it was.
    mutating func skipTitles() {
        let titleLimit = 20
        var ahead = scanner
        var lines: [Int] = []
        var first = ""
        var isPadded = false
        // Records looked at, blank padded lines too: a file of nothing but ";;"
        // would otherwise be read to its end here before the real read.
        var looked = 0
        while looked <= titleLimit {
            looked += 1
            let beforeRecord = ahead
            guard let line = try? ahead.nextRecord(into: &fields) else { return }
            if fields.count >= 2, fields.dropFirst().allSatisfy({ $0.range.isEmpty }) {
                if fields[0].range.isEmpty { continue }
                fields.removeLast(fields.count - 1)
                isPadded = true
            }
            if fields.count >= 2 {
                guard !lines.isEmpty, !isPadded || isHeaderRow(value: fields[namedCount - 1]) else { return }
                scanner = beforeRecord
                let span = lines.count == 1 ? "line \(lines[0])" : "lines \(lines[0])–\(line - 1)"
                warnings.append(
                    DataWarning(
                        source: scanner.source,
                        message: "\(span) before the table (\(quoted(first))\(lines.count > 1 ? ", …" : "")) skipped as a title"))
                return
            }
            guard fields.count == 1, isLabel(fields[0]) else { return }
            if lines.isEmpty { first = fields[0].text(in: bytes) }
            lines.append(line)
        }
    }
}

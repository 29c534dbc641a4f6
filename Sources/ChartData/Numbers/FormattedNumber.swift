/// Numbers as spreadsheets format them for people: thousands separators and
/// decimal commas ("1,234.50", "1.234,50", "1.234.567", "3,5"), as Excel and
/// Google Sheets write formatted cells into CSV.
///
/// Read only where the plain grammar fails, and only where one reading is
/// possible: groups after the first must have three digits, a separator that
/// differs from the ones before it is the decimal one, and one comma before a
/// fraction that cannot be a group ("3,5", "0,125") is a decimal comma. The one
/// ambiguous form, a single comma before three digits ("1,234": a thousand, or
/// 1.234 with a decimal comma), reads as a thousand only in a comma-separated
/// file, where the field had to be quoted, as spreadsheets quote formatted
/// numbers; elsewhere it is refused (`FormattedNumber.hint`). A dot before three
/// digits ("1.234") is already a plain decimal and reads as one.
enum FormattedNumber {
    /// The value of `bytes[range]` read as a formatted number, and the decimal
    /// mark its separators imply, or nil.
    static func parse(_ bytes: [UInt8], _ range: Range<Int>, delimiter: UInt8) -> (value: Double, mark: DecimalMark)? {
        guard let (text, mark) = Split(bytes, range)?.plainText(delimiter: delimiter),
            let value = parseDecimal(text, text.indices, grammar: .csv)
        else { return nil }
        return (value, mark)
    }

    /// Why `text`, which is no number, may still be meant as one: a note for the
    /// error message, or nil.
    static func hint(for text: String) -> String? {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") }) { return "the field is empty" }
        if let number = Split(bytes, bytes.indices), number.isAmbiguous {
            let whole = String(decoding: number.groups[0] + number.groups[1], as: UTF8.self)
            let fraction = String(decoding: number.groups[0] + [UInt8(ascii: ".")] + number.groups[1], as: UTF8.self)
            return "a thousands separator or a decimal comma? write \(whole) or \(fraction)"
        }
        for unit in ["%", "$", "€", "£", "¥", "₹", "₩"] where text.hasPrefix(unit) || text.hasSuffix(unit) {
            var rest = Substring(text)
            if rest.hasPrefix(unit) { rest = rest.dropFirst(unit.count) }
            if rest.hasSuffix(unit) { rest = rest.dropLast(unit.count) }
            let digits = Array(rest.utf8.drop { $0 == UInt8(ascii: " ") }.reversed().drop { $0 == UInt8(ascii: " ") }.reversed())
            if parseDecimal(digits, digits.indices, grammar: .csv) != nil
                || parse(digits, digits.indices, delimiter: UInt8(ascii: ",")) != nil
            {
                return "write it without \"\(unit)\""
            }
        }
        return nil
    }

    /// A sign, then runs of digits each followed by one separator ("," or "."),
    /// the last run without one.
    private struct Split {
        var isNegative = false
        var groups: [ArraySlice<UInt8>] = []
        var separators: [UInt8] = []

        init?(_ bytes: [UInt8], _ range: Range<Int>) {
            var i = range.lowerBound
            if i < range.upperBound, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                isNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var start = i
            while i < range.upperBound {
                let byte = bytes[i]
                if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                    guard i > start else { return nil }
                    groups.append(bytes[start..<i])
                    separators.append(byte)
                    start = i + 1
                } else if decimalDigit(byte) == nil {
                    return nil
                }
                i += 1
            }
            guard i > start, !separators.isEmpty else { return nil }
            groups.append(bytes[start..<range.upperBound])
        }

        /// The first group of a grouped number: one to three digits, no leading zero.
        private var leadsGroups: Bool {
            (1...3).contains(groups[0].count) && groups[0].first != UInt8(ascii: "0")
        }

        /// "1,234": a first group, one comma, three digits.
        var isAmbiguous: Bool {
            separators == [UInt8(ascii: ",")] && leadsGroups && groups[1].count == 3
        }

        /// The number in the plain grammar ("-1234.5") and its decimal mark, or
        /// nil when the separators do not group it in one way.
        func plainText(delimiter: UInt8) -> (text: [UInt8], mark: DecimalMark)? {
            let grouping = separators[0]
            let decimal = separators.count > 1 && separators.last != grouping ? separators.last : nil
            let groupCount = decimal == nil ? groups.count : groups.count - 1
            let isGrouped =
                leadsGroups && groups[1..<groupCount].allSatisfy { $0.count == 3 }
                && separators[..<(groupCount - 1)].allSatisfy { $0 == grouping }
            var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
            if isGrouped, groupCount > 1, !isAmbiguous || delimiter == UInt8(ascii: ",") {
                for group in groups[..<groupCount] { text += group }
                if decimal != nil, let fraction = groups.last { text += [UInt8(ascii: ".")] + fraction }
                return (text, grouping == UInt8(ascii: ",") ? .point : .comma)
            }
            guard separators == [UInt8(ascii: ",")], !isAmbiguous else { return nil }
            return (text + groups[0] + [UInt8(ascii: ".")] + groups[1], .comma)
        }
    }
}

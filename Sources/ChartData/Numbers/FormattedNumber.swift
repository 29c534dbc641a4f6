/// Numbers as spreadsheets format them for people: thousands separators,
/// decimal commas and a Unicode minus ("1,234.50", "1.234,50", "1 234,50" with
/// a no-break space, "1'234.50" or "1’234.50", "1.234.567", "3,5", "−2"), as
/// Excel, Numbers and Google Sheets write formatted cells into CSV.
///
/// Read only where the plain grammar fails, and only where one reading is
/// possible: groups after the first must have three digits; a space, no-break
/// space or apostrophe (or U+2019, as macOS writes it) only groups; a comma or
/// point unlike the separators before it is the decimal one; and one comma
/// before a fraction that cannot be a group ("3,5", "0,125") is a decimal
/// comma. The one ambiguous form, a single comma before three digits ("1,234":
/// a thousand, or 1.234 with a decimal comma), reads as a thousand only in a
/// comma-separated file, where the field had to be quoted, as spreadsheets
/// quote formatted numbers; elsewhere it is refused (`FormattedNumber.hint`). A
/// point before three digits ("1.234") is already a plain decimal and reads as
/// one.
enum FormattedNumber {
    /// U+2212 MINUS SIGN in UTF-8, the sign Apple's and French exports write.
    static let unicodeMinus: [UInt8] = [0xE2, 0x88, 0x92]

    /// The value of `bytes[range]` read as a formatted number, and the decimal
    /// mark its separators imply (none for "1 234"), or nil.
    static func parse(_ bytes: [UInt8], _ range: Range<Int>, delimiter: UInt8) -> (value: Double, mark: DecimalMark?)? {
        guard let (text, mark) = plainText(bytes, range, delimiter: delimiter),
            let value = parseDecimal(text, text.indices, grammar: .csv)
        else { return nil }
        return (value, mark)
    }

    /// `bytes[range]` in the plain grammar ("-1234.5") and the decimal mark it
    /// shows, or nil.
    private static func plainText(_ bytes: [UInt8], _ range: Range<Int>, delimiter: UInt8) -> (text: [UInt8], mark: DecimalMark?)? {
        if let (mantissa, exponent) = scaled(bytes, range) {
            guard let (text, mark) = plainText(bytes, mantissa, delimiter: delimiter) else { return nil }
            return (text + exponent, mark)
        }
        if let magnitude = negatedMagnitude(bytes, range) {
            guard let (text, mark) = plainText(bytes, magnitude, delimiter: delimiter), text.first != UInt8(ascii: "-")
            else { return nil }
            return ([UInt8(ascii: "-")] + text, mark)
        }
        var hasPoint = false
        if parseDecimal(bytes, range, grammar: .csv, hasPoint: &hasPoint) != nil {
            return (Array(bytes[range]), hasPoint ? .point : nil)
        }
        return Split(bytes, range)?.plainText(delimiter: delimiter)
    }

    /// A number followed by K, M or B, as investing.com writes volumes and
    /// large prices ("62.30M"): the number before the letter and the exponent
    /// the letter stands for ("e6"), or nil. Only these capitals read: "m" is
    /// a million or a thousandth, and in accounting "M" a thousand beside "MM"
    /// for a million, so other letters are refused (`hint`).
    private static func scaled(_ bytes: [UInt8], _ range: Range<Int>) -> (mantissa: Range<Int>, exponent: [UInt8])? {
        guard range.count >= 2, let last = range.last, decimalDigit(bytes[last - 1]) != nil else { return nil }
        let exponent: [UInt8]
        switch bytes[last] {
        case UInt8(ascii: "K"): exponent = Array("e3".utf8)
        case UInt8(ascii: "M"): exponent = Array("e6".utf8)
        case UInt8(ascii: "B"): exponent = Array("e9".utf8)
        default: return nil
        }
        return (range.lowerBound..<last, exponent)
    }

    /// Where the magnitude of a number written negative as accountants and
    /// banks write it is: "(850.00)" (Excel's accounting format, bank
    /// statements) or "850,00-" (SAP); nil for any other field. The magnitude
    /// must start with a digit or point, so "(-5)" and "-5-" are no numbers.
    static func negatedMagnitude(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int>? {
        guard range.count >= 2, let last = range.last else { return nil }
        var magnitude = range.lowerBound..<last
        if bytes[range.lowerBound] == UInt8(ascii: "("), bytes[last] == UInt8(ascii: ")") {
            magnitude = (range.lowerBound + 1)..<last
        } else if bytes[last] != UInt8(ascii: "-") || decimalDigit(bytes[last - 1]) == nil {
            return nil
        }
        guard let first = magnitude.first.map({ bytes[$0] }), decimalDigit(first) != nil || first == UInt8(ascii: ".")
        else { return nil }
        return magnitude
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
        let letters = bytes.reversed().prefix { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) }.count
        let beforeLetters = Array(bytes.dropLast(letters))
        if (1...3).contains(letters), parse(beforeLetters, spacesTrimmed(beforeLetters), delimiter: UInt8(ascii: ",")) != nil {
            return "write it in full (only K, M and B after a number read, as thousands, millions and billions)"
        }
        for unit in ["%", "$", "€", "£", "¥", "₹", "₩"] where text.hasPrefix(unit) || text.hasSuffix(unit) {
            var rest = Substring(text)
            if rest.hasPrefix(unit) { rest = rest.dropFirst(unit.count) }
            if rest.hasSuffix(unit) { rest = rest.dropLast(unit.count) }
            let digits = Array(rest.utf8)
            let number = spacesTrimmed(digits)
            if parse(digits, number, delimiter: UInt8(ascii: ",")) != nil {
                return "write it without \"\(unit)\""
            }
        }
        return nil
    }

    /// A sign, then runs of digits each followed by one separator, the last run
    /// without one (or one run alone after a Unicode minus). Separators are kept as "," or ".", or as " " for every
    /// separator that only groups (space, no-break space, narrow no-break
    /// space, apostrophe, right single quotation mark).
    private struct Split {
        static let grouping = UInt8(ascii: " ")
        var isNegative = false
        var groups: [ArraySlice<UInt8>] = []
        var separators: [UInt8] = []

        init?(_ bytes: [UInt8], _ range: Range<Int>) {
            var i = range.lowerBound
            let end = range.upperBound
            if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                isNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            } else if Self.starts(bytes, at: i, end: end, with: FormattedNumber.unicodeMinus) {
                isNegative = true
                i += 3
            }
            let hasUnicodeMinus = isNegative && bytes[range.lowerBound] != UInt8(ascii: "-")
            var start = i
            while i < end {
                let byte = bytes[i]
                var separator = byte
                var length = 1
                switch byte {
                case UInt8(ascii: ","), UInt8(ascii: "."): break
                case UInt8(ascii: " "), UInt8(ascii: "'"): separator = Self.grouping
                case 0xC2 where Self.starts(bytes, at: i, end: end, with: [0xC2, 0xA0]):  // U+00A0
                    (separator, length) = (Self.grouping, 2)
                case 0xE2 where Self.starts(bytes, at: i, end: end, with: [0xE2, 0x80, 0xAF]):  // U+202F
                    (separator, length) = (Self.grouping, 3)
                case 0xE2 where Self.starts(bytes, at: i, end: end, with: [0xE2, 0x80, 0x99]):  // U+2019, macOS's Swiss
                    (separator, length) = (Self.grouping, 3)
                default:
                    guard decimalDigit(byte) != nil else { return nil }
                    i += 1
                    continue
                }
                guard i > start else { return nil }
                groups.append(bytes[start..<i])
                separators.append(separator)
                i += length
                start = i
            }
            guard i > start, !separators.isEmpty || hasUnicodeMinus else { return nil }
            groups.append(bytes[start..<end])
        }

        private static func starts(_ bytes: [UInt8], at i: Int, end: Int, with prefix: [UInt8]) -> Bool {
            end - i >= prefix.count && bytes[i..<(i + prefix.count)].elementsEqual(prefix)
        }

        /// The first group of a grouped number: one to three digits, no leading zero.
        private var leadsGroups: Bool {
            (1...3).contains(groups[0].count) && groups[0].first != UInt8(ascii: "0")
        }

        /// Indian grouping by lakh and crore ("1,23,456", "12,34,56,789"), in the
        /// first `count` groups: commas, the last group of three digits and the
        /// ones before it of two. No other reading has two commas there.
        private func isGroupedByLakh(_ count: Int) -> Bool {
            count >= 3 && separators[0] == UInt8(ascii: ",") && groups[0].count <= 2 && groups[count - 1].count == 3
                && groups[1..<(count - 1)].allSatisfy { $0.count == 2 }
        }

        /// "1,234": a first group, one comma, three digits.
        var isAmbiguous: Bool {
            separators == [UInt8(ascii: ",")] && leadsGroups && groups[1].count == 3
        }

        /// The number in the plain grammar ("-1234.5") and its decimal mark, or
        /// nil when the separators do not group it in one way.
        func plainText(delimiter: UInt8) -> (text: [UInt8], mark: DecimalMark?)? {
            var text: [UInt8] = isNegative ? [UInt8(ascii: "-")] : []
            guard let grouping = separators.first else { return (text + groups[0], nil) }
            let last = separators[separators.count - 1]
            let decimal = last != grouping && last != Self.grouping ? last : nil
            let groupCount = decimal == nil ? groups.count : groups.count - 1
            let isGrouped =
                leadsGroups && (groups[1..<groupCount].allSatisfy { $0.count == 3 } || isGroupedByLakh(groupCount))
                && separators[..<(groupCount - 1)].allSatisfy { $0 == grouping }
            if isGrouped, groupCount > 1, !isAmbiguous || delimiter == UInt8(ascii: ",") {
                for group in groups[..<groupCount] { text += group }
                if decimal != nil, let fraction = groups.last { text += [UInt8(ascii: ".")] + fraction }
                let mark: DecimalMark? =
                    switch decimal ?? grouping {
                    case UInt8(ascii: ","): decimal == nil ? .point : .comma
                    case UInt8(ascii: "."): decimal == nil ? .comma : .point
                    default: nil
                    }
                return (text, mark)
            }
            // One separator: a point as in the plain grammar (after a Unicode
            // minus: "−0.5"), or a comma that cannot group.
            guard separators.count == 1, !isAmbiguous, grouping != Self.grouping else { return nil }
            return (text + groups[0] + [UInt8(ascii: ".")] + groups[1], grouping == UInt8(ascii: ",") ? .comma : .point)
        }
    }
}

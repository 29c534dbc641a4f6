// CSV records out of UTF-8 bytes (RFC 4180, read leniently).
//
// Algorithm: one forward pass yields one record at a time as byte ranges into
// the input, reusing one field array, so reading allocates nothing per row.
// Fields are separated by the delimiter found on the first non-blank line
// (a semicolon if it has one, else a tab between two fields' text, else a
// comma; see `detectDelimiter`): a line with a semicolon and a comma is
// read as semicolon-separated, since that is how spreadsheets write a decimal
// comma ("Mon;3456,5"), which read as commas gave the label "Mon;3456" and the
// value 5 without a word (the reader takes "3456,5" as 3456.5: `FormattedNumber`). A field may be quoted;
// inside quotes the delimiter and line breaks are data and "" is a quote.
// Unquoted fields are trimmed of spaces and tabs. Text must be UTF-8. Lines end in LF, CRLF or a
// lone CR; blank lines are skipped; a UTF-8 byte order mark is skipped.
// A first line "sep=X" (Excel writes it to name the delimiter) makes X the
// delimiter and is not a record.
//
// Invariants: `line` is the 1-based line of `position`; no record (quoted line
// breaks included) may span more than `lineLimit` bytes.

/// One field of a record: where its text is, and whether it needs unquoting.
struct CSVField {
    var range: Range<Int>
    /// Whether the text contains "" pairs that stand for one quote.
    var hasDoubledQuotes: Bool

    /// The field's text, quotes undone (the scanner has checked it is UTF-8).
    func text(in bytes: [UInt8]) -> String {
        guard hasDoubledQuotes else { return String(decoding: bytes[range], as: UTF8.self) }
        var unquoted: [UInt8] = []
        unquoted.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            unquoted.append(bytes[i])
            i += bytes[i] == UInt8(ascii: "\"") ? 2 : 1
        }
        return String(decoding: unquoted, as: UTF8.self)
    }
}

struct CSVScanner {
    let bytes: [UInt8]
    let source: String
    let lineLimit: Int
    private(set) var position: Int
    private(set) var line = 1
    private(set) var delimiter = UInt8(ascii: ",")
    /// The first line as written when it is "sep=X", which names the delimiter and is no record.
    private(set) var separatorLine: String?

    init(bytes: [UInt8], source: String, lineLimit: Int) {
        self.bytes = bytes
        self.source = source
        self.lineLimit = lineLimit
        position = hasByteOrderMark(bytes) ? 3 : 0
        if let named = separatorLineDelimiter() {
            delimiter = named
            separatorLine = String(decoding: bytes[position..<position + 5], as: UTF8.self)
            position += 5
            skipLineBreak()
        } else {
            delimiter = detectDelimiter()
        }
    }

    /// X when the input starts with the line "sep=X" (any case; X one ASCII byte
    /// other than a quote or a line break).
    private func separatorLineDelimiter() -> UInt8? {
        let end = position + 4
        guard end < bytes.count, zip(bytes[position..<end - 1], "sep".utf8).allSatisfy({ $0 | 0x20 == $1 }),
            bytes[end - 1] == UInt8(ascii: "=")
        else { return nil }
        let named = bytes[end]
        guard named < 0x80, named != UInt8(ascii: "\""), !isLineBreak(named),
            end + 1 == bytes.count || isLineBreak(bytes[end + 1])
        else { return nil }
        return named
    }

    /// Reads the next non-blank record into `fields`; returns its first line, or
    /// nil at the end of the input.
    mutating func nextRecord(into fields: inout [CSVField]) throws(DataError) -> Int? {
        // Not removeAll(keepingCapacity:), which goes through the generic
        // replaceSubrange: 4 % of reading a file of time,price rows.
        while !fields.isEmpty { fields.removeLast() }
        skipBlankLines()
        guard position < bytes.count else { return nil }
        let recordStart = position
        let recordLine = line
        while true {
            skipSpaces()
            var field: CSVField
            if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {
                field = try quotedField(recordLine: recordLine, recordStart: recordStart)
            } else {
                let start = position
                while position < bytes.count, bytes[position] != delimiter, !isLineBreak(bytes[position]) {
                    position += try characterLength()
                }
                var end = position
                while end > start, isSpace(bytes[end - 1]) { end -= 1 }
                field = CSVField(range: start..<end, hasDoubledQuotes: false)
            }
            if position - recordStart > lineLimit {
                throw DataError(source: source, line: recordLine, problem: .lineTooLong(limit: lineLimit))
            }
            fields.append(field)
            if position < bytes.count, bytes[position] == delimiter {
                position += 1
                continue
            }
            skipLineBreak()
            return recordLine
        }
    }

    private mutating func quotedField(recordLine: Int, recordStart: Int) throws(DataError) -> CSVField {
        position += 1
        let start = position
        var hasDoubledQuotes = false
        while true {
            guard position < bytes.count else {
                throw DataError(source: source, line: recordLine, problem: .unclosedQuote)
            }
            if position - recordStart > lineLimit {
                throw DataError(source: source, line: recordLine, problem: .lineTooLong(limit: lineLimit))
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                if position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "\"") {
                    hasDoubledQuotes = true
                    position += 2
                    continue
                }
                break
            }
            if isLineBreak(byte) {
                skipLineBreak()
            } else {
                position += try characterLength()
            }
        }
        let field = CSVField(range: start..<position, hasDoubledQuotes: hasDoubledQuotes)
        position += 1
        skipSpaces()
        if position < bytes.count, bytes[position] != delimiter, !isLineBreak(bytes[position]) {
            throw DataError(source: source, line: line, problem: .textAfterQuote)
        }
        return field
    }

    /// The byte length of the character at `position`; throws on malformed UTF-8,
    /// as a Windows-1252 export has, which would otherwise draw as U+FFFD.
    private func characterLength() throws(DataError) -> Int {
        guard bytes[position] >= 0x80 else { return 1 }
        guard let length = utf8SequenceLength(bytes, at: position) else {
            throw DataError(source: source, line: line, problem: .notUTF8Text)
        }
        return length
    }

    /// Consumes one LF, CRLF or CR, counting the line.
    private mutating func skipLineBreak() {
        guard position < bytes.count else { return }
        if bytes[position] == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        position += 1
        line += 1
    }

    private mutating func skipSpaces() {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    }

    private mutating func skipBlankLines() {
        while true {
            var probe = position
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            guard probe < bytes.count, isLineBreak(bytes[probe]) else {
                if probe == bytes.count { position = probe }
                return
            }
            position = probe
            skipLineBreak()
        }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        (byte == 0x20 || byte == 0x09) && byte != delimiter
    }

    private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D
    }

    /// The delimiter of the first non-blank line, quoted text ignored. A tab
    /// between two fields' text beats a comma: spreadsheets write formatted
    /// numbers into tab-separated files unquoted ("Jan\t1,234.50"), which read
    /// as commas gave the label "Jan 1" and the value 234.50. A tab beside a
    /// comma only pads it ("a,\t1").
    private func detectDelimiter() -> UInt8 {
        var sawSeparatingTab = false
        var isQuoted = false
        /// The last byte that was neither a space nor a tab, on this line.
        var previous: UInt8?
        var isAfterTab = false
        var i = position
        while i < bytes.count {
            let byte = bytes[i]
            i += 1
            if isQuoted {
                if byte == UInt8(ascii: "\"") { isQuoted = false }
                continue
            }
            switch byte {
            case UInt8(ascii: ";"): return byte
            case 0x20: continue
            case 0x09:
                isAfterTab = true
                continue
            case 0x0A, 0x0D:
                if previous != nil { i = bytes.count }
                continue
            case UInt8(ascii: "\""): isQuoted = true
            default: break
            }
            if isAfterTab, let previous, previous != UInt8(ascii: ","), byte != UInt8(ascii: ",") { sawSeparatingTab = true }
            isAfterTab = false
            previous = byte
        }
        return sawSeparatingTab ? 0x09 : UInt8(ascii: ",")
    }
}

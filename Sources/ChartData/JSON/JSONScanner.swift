// A strict RFC 8259 pull parser over UTF-8 bytes.
//
// Algorithm: the shape readers drive the scanner value by value (peek a kind,
// read a number, step through an array or object, skip what they do not need),
// so no tree is built: 10⁷ prices take 80 MB as doubles instead of gigabytes as
// boxed values. Skipped values are validated as fully as read ones.
//
// Strictness: numbers follow RFC 8259 exactly; strings must be valid UTF-8 with
// no raw control characters, and \u escapes must pair their surrogates; nothing
// but white space may follow the top-level value. A UTF-8 byte order mark at the
// very start is skipped (RFC 8259 §8.1 lets parsers ignore it).
//
// Invariants: `position` only moves forward; `depth` counts the open arrays and
// objects and never exceeds `depthLimit`, which also bounds the recursion of
// `skipValue()`. Errors carry a byte offset; `DataError` gets line:column from it.
// Array indexing stays bounds-checked: parsing is fuzzed, and the checks are
// not what limits it.

/// A problem found at a byte offset, before the source name is known.
struct LocatedProblem: Error {
    var offset: Int
    var problem: DataProblem
}

/// The kind of the next JSON value, named as error messages name it.
enum JSONKind: String {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case bool = "true or false"
    case null = "null"
}

struct JSONScanner {
    let bytes: [UInt8]
    private(set) var position: Int
    private(set) var depth = 0
    let depthLimit: Int
    /// Where the key `nextKey(isFirst:)` last returned starts, for messages about it.
    private(set) var keyOffset = 0

    init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        position = hasByteOrderMark(bytes) ? 3 : 0
    }

    // MARK: Looking ahead

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// The next byte that is not white space, without consuming it.
    mutating func peekSignificantByte() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// The kind of the next value; throws when none can start here.
    mutating func peekKind() throws(LocatedProblem) -> JSONKind {
        guard let byte = peekSignificantByte() else { throw fail(.truncated("expected a value")) }
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            let text = String(decoding: bytes[wordRange()], as: UTF8.self)
            switch text {
            case "true", "false": return .bool
            case "null": return .null
            default: throw fail(.syntax("invalid literal \(quoted(text))"))
            }
        default:
            let word = wordRange()
            if spellsNonFinite(bytes, word) {
                throw fail(.notFinite(String(decoding: bytes[word], as: UTF8.self)))
            }
            throw fail(.syntax("expected a value, found \(describeByte(byte))"))
        }
    }

    /// Throws unless only white space is left.
    mutating func expectEnd() throws(LocatedProblem) {
        if let byte = peekSignificantByte() {
            throw fail(.syntax("unexpected \(describeByte(byte)) after the end of the JSON value"))
        }
    }

    // MARK: Containers

    /// Enters an array; then call `nextElement(isFirst:)` until it returns false.
    mutating func beginArray() throws(LocatedProblem) {
        try expectKind(.array)
        try enter()
    }

    /// Whether another element follows (consuming the comma), or false after
    /// consuming the closing bracket.
    mutating func nextElement(isFirst: inout Bool) throws(LocatedProblem) -> Bool {
        guard let byte = peekSignificantByte() else { throw fail(.truncated("an array is not closed")) }
        if byte == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return false
        }
        if isFirst {
            isFirst = false
            return true
        }
        guard byte == UInt8(ascii: ",") else {
            throw fail(.syntax("expected ',' or ']' after an array element, found \(describeByte(byte))"))
        }
        position += 1
        if peekSignificantByte() == UInt8(ascii: "]") {
            throw fail(.syntax("trailing ',' before ']'"))
        }
        return true
    }

    /// Enters an object; then call `nextKey(isFirst:)` until it returns nil.
    mutating func beginObject() throws(LocatedProblem) {
        try expectKind(.object)
        try enter()
    }

    /// The next key (its ':' consumed), or nil after consuming the closing brace.
    mutating func nextKey(isFirst: inout Bool) throws(LocatedProblem) -> String? {
        guard let byte = peekSignificantByte() else { throw fail(.truncated("an object is not closed")) }
        if byte == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return nil
        }
        if !isFirst {
            guard byte == UInt8(ascii: ",") else {
                throw fail(.syntax("expected ',' or '}' after an object member, found \(describeByte(byte))"))
            }
            position += 1
        }
        isFirst = false
        guard let keyStart = peekSignificantByte() else { throw fail(.truncated("an object is not closed")) }
        guard keyStart == UInt8(ascii: "\"") else {
            throw fail(.syntax("expected a string key, found \(describeByte(keyStart))"))
        }
        keyOffset = position
        let key = try readString()
        guard let colon = peekSignificantByte() else { throw fail(.truncated("an object is not closed")) }
        guard colon == UInt8(ascii: ":") else {
            throw fail(.syntax("expected ':' after a key, found \(describeByte(colon))"))
        }
        position += 1
        return key
    }

    private mutating func enter() throws(LocatedProblem) {
        guard depth < depthLimit else { throw fail(.tooDeep(limit: depthLimit)) }
        depth += 1
        position += 1
    }

    /// Throws a type error unless the next value is of `kind`.
    mutating func expectKind(_ kind: JSONKind) throws(LocatedProblem) {
        let found = try peekKind()
        guard found == kind else { throw fail(.wrongType(expected: kind.rawValue, found: found.rawValue)) }
    }

    // MARK: Scalars

    /// The next value as a finite number.
    mutating func readNumber() throws(LocatedProblem) -> Double {
        let range = try numberRange()
        guard let value = parseDecimal(bytes, range, grammar: .json) else {
            throw fail(
                .syntax("invalid number \(quoted(String(decoding: bytes[range], as: UTF8.self)))"), at: range.lowerBound
            )
        }
        guard value.isFinite else {
            throw fail(.notFinite(String(decoding: bytes[range], as: UTF8.self)), at: range.lowerBound)
        }
        position = range.upperBound
        return value
    }

    /// The next value, a number, as written (for labels such as 55).
    mutating func readNumberText() throws(LocatedProblem) -> String {
        let range = try numberRange()
        _ = try readNumber()
        return String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func numberRange() throws(LocatedProblem) -> Range<Int> {
        try expectKind(.number)
        var end = position
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
                UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
                end += 1
            default:
                if bytes[end] >= 0x80 || isWordByte(bytes[end]) {
                    let word = wordRange()
                    if spellsNonFinite(bytes, word) {
                        throw fail(.notFinite(String(decoding: bytes[word], as: UTF8.self)))
                    }
                    throw fail(.syntax("invalid number \(quoted(String(decoding: bytes[word], as: UTF8.self)))"))
                }
                return position..<end
            }
        }
        return position..<end
    }

    /// The next value, a string, decoded.
    mutating func readString() throws(LocatedProblem) -> String {
        try expectKind(.string)
        position += 1
        let start = position
        // Fast path: no escapes.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: bytes[start..<(position - 1)], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            try stepStringByte(byte)
        }
        guard position < bytes.count else { throw fail(.truncated("a string is not closed"), at: start - 1) }
        var decoded = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape(into: &decoded)
            } else {
                let from = position
                try stepStringByte(byte)
                decoded.append(contentsOf: bytes[from..<position])
            }
        }
        throw fail(.truncated("a string is not closed"), at: start - 1)
    }

    /// Moves past one unescaped character of a string, validating it.
    private mutating func stepStringByte(_ byte: UInt8) throws(LocatedProblem) {
        if byte < 0x20 {
            throw fail(.syntax("control character \(describeByte(byte)) in a string (escape it)"))
        }
        if byte < 0x80 {
            position += 1
            return
        }
        guard let length = utf8SequenceLength(bytes, at: position) else { throw fail(.invalidUTF8) }
        position += length
    }

    private mutating func readEscape(into decoded: inout [UInt8]) throws(LocatedProblem) {
        guard position + 1 < bytes.count else { throw fail(.truncated("a string is not closed")) }
        let code = bytes[position + 1]
        let simple: UInt8? =
            switch code {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            position += 2
            return
        }
        guard code == UInt8(ascii: "u") else {
            throw fail(.syntax("invalid escape \(quoted("\\" + String(decoding: [code], as: UTF8.self)))"))
        }
        let escapeStart = position
        var scalar = try readHex4(at: position + 2)
        position += 6
        if (0xD800..<0xDC00).contains(scalar) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { throw fail(.syntax("unpaired surrogate in a \\u escape"), at: escapeStart) }
            let low = try readHex4(at: position + 2)
            guard (0xDC00..<0xE000).contains(low) else {
                throw fail(.syntax("unpaired surrogate in a \\u escape"), at: escapeStart)
            }
            position += 6
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw fail(.syntax("unpaired surrogate in a \\u escape"), at: escapeStart)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw fail(.syntax("invalid \\u escape"), at: escapeStart)
        }
        UTF8.encode(unicode) { decoded.append($0) }
    }

    private func readHex4(at start: Int) throws(LocatedProblem) -> UInt32 {
        guard start + 4 <= bytes.count else { throw fail(.truncated("a string is not closed"), at: start - 2) }
        var value: UInt32 = 0
        for i in start..<(start + 4) {
            let byte = bytes[i]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail(.syntax("\\u must be followed by four hex digits"), at: start - 2)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Consumes the literal true, false or null.
    mutating func readLiteral() throws(LocatedProblem) -> JSONKind {
        let kind = try peekKind()
        position = wordRange().upperBound
        return kind
    }

    /// Whether the next value is null (consuming it if so).
    mutating func skipNull() throws(LocatedProblem) -> Bool {
        guard try peekKind() == .null else { return false }
        _ = try readLiteral()
        return true
    }

    /// Consumes the next value, whatever it is, validating it fully.
    mutating func skipValue() throws(LocatedProblem) {
        switch try peekKind() {
        case .object:
            try beginObject()
            var isFirst = true
            while try nextKey(isFirst: &isFirst) != nil { try skipValue() }
        case .array:
            try beginArray()
            var isFirst = true
            while try nextElement(isFirst: &isFirst) { try skipValue() }
        case .string: _ = try readString()
        case .number: _ = try readNumber()
        case .bool, .null: _ = try readLiteral()
        }
    }

    /// Reads the object here to its end and returns a scanner at the value of
    /// its key `name`, nil when it has none: for a value nested in one key of
    /// each object, read with the copy after the object was validated whole.
    /// A second `name` is a duplicate.
    mutating func member(_ name: String) throws(LocatedProblem) -> JSONScanner? {
        var found: JSONScanner?
        try beginObject()
        var isFirst = true
        while let key = try nextKey(isFirst: &isFirst) {
            if key == name {
                guard found == nil else { throw fail(.duplicateKey(key), at: keyOffset) }
                found = self
            }
            try skipValue()
        }
        return found
    }

    /// This scanner moved back to `offset`, the start of a value it read, to read it again.
    func rewound(to offset: Int) -> JSONScanner {
        var copy = self
        copy.position = offset
        return copy
    }

    // MARK: Errors

    func fail(_ problem: DataProblem, at offset: Int? = nil) -> LocatedProblem {
        LocatedProblem(offset: offset ?? position, problem: problem)
    }

    /// The run of letters, digits and sign or point characters starting here.
    private func wordRange() -> Range<Int> {
        var end = position
        while end < bytes.count,
            isWordByte(bytes[end]) || bytes[end] == UInt8(ascii: "-")
                || bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: ".")
        {
            end += 1
        }
        return position..<max(end, min(position + 1, bytes.count))
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'" + String(decoding: [byte], as: UTF8.self) + "'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count < 2 ? "0" : "") + hex
    }
}

private func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
    default: false
    }
}

/// A read position in a date or time (ISO-8601 text, `NumericDate`).
struct DateCursor {
    let bytes: [UInt8]
    var position: Int
    let end: Int

    var isAtEnd: Bool { position == end }

    /// The next byte, not consumed.
    var next: UInt8? { position < end ? bytes[position] : nil }

    /// The next `digits` decimal digits as a number, consumed; nil (nothing
    /// consumed) if there are fewer.
    mutating func number(digits: Int) -> Int? {
        guard position + digits <= end else { return nil }
        var value = 0
        for k in position..<(position + digits) {
            guard let d = decimalDigit(bytes[k]) else { return nil }
            value = value * 10 + Int(d)
        }
        position += digits
        return value
    }

    /// One to `maxDigits` decimal digits as a number and how many there were,
    /// consumed; nil (nothing consumed) if no digit comes next.
    mutating func number(upTo maxDigits: Int) -> (value: Int, digits: Int)? {
        let start = position
        var value = 0
        while position < end, position - start < maxDigits, let digit = decimalDigit(bytes[position]) {
            value = value * 10 + Int(digit)
            position += 1
        }
        return position > start ? (value, position - start) : nil
    }

    /// Consumes `byte` if it comes next.
    mutating func skip(byte: UInt8) -> Bool {
        guard next == byte else { return false }
        position += 1
        return true
    }

    /// Consumes `character` if it comes next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard position < end, bytes[position] == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    /// Consumes the ASCII `word` if it comes next, whole. A `StaticString` and its own
    /// label: an overload `skip(_: String)` would take every one-character literal
    /// above too (String is a string literal's default type) and build an array for
    /// each, on a path that runs for every row of a CSV file.
    mutating func skip(word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - position >= count else { return false }
        for k in 0..<count where bytes[position + k] != word.utf8Start[k] { return false }
        position += count
        return true
    }
}

// Byte-level helpers shared by the CSV and JSON readers.

/// Whether the bytes start with the UTF-8 byte order mark EF BB BF.
func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
}

/// The range of `bytes` without the spaces at either end.
func spacesTrimmed(_ bytes: [UInt8]) -> Range<Int> {
    var range = bytes.indices
    while let first = range.first, bytes[first] == UInt8(ascii: " ") { range = (first + 1)..<range.upperBound }
    while let last = range.last, bytes[last] == UInt8(ascii: " ") { range = range.lowerBound..<last }
    return range
}

/// Whether the bytes start with a UTF-16 byte order mark (either order).
func hasUTF16ByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF))
}

/// The length of the well-formed UTF-8 sequence of a non-ASCII scalar at `i`,
/// or nil when it is malformed (Unicode table 3-7: no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequence).
func utf8SequenceLength(_ bytes: [UInt8], at i: Int) -> Int? {
    let lead = bytes[i]
    let length: Int
    var low: UInt8 = 0x80
    var high: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
        length = 3
        low = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
        length = 3
        high = 0x9F
    case 0xF0:
        length = 4
        low = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
        length = 4
        high = 0x8F
    default: return nil
    }
    guard i + length <= bytes.count else { return nil }
    guard (low...high).contains(bytes[i + 1]) else { return nil }
    for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return nil }
    return length
}

/// Decodes standard base64 (RFC 4648 alphabet, `=` padding), skipping line breaks
/// and spaces; nil on any other byte, a truncated quartet or data after padding.
///
/// Only the embedded font uses it, once for its header and once for each strike
/// a run draws with, so it favours plainness over speed: a 256-entry table and
/// one pass over the UTF-8 bytes.
func decodeBase64(_ text: StaticString) -> [UInt8]? {
    text.withUTF8Buffer { decodeBase64($0) }
}

/// `decodeBase64(_:)` of UTF-8 bytes.
func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (i, c) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
        table[Int(c)] = UInt8(i)
    }
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3)
    var quartet: UInt32 = 0, filled = 0, padding = 0, isFinished = false
    for c in text where c != UInt8(ascii: "\n") && c != UInt8(ascii: "\r") && c != UInt8(ascii: " ") {
        guard !isFinished else { return nil }
        if c == UInt8(ascii: "=") {
            guard filled >= 2 else { return nil }
            padding += 1
            quartet <<= 6
        } else {
            let v = table[Int(c)]
            guard v != 0xFF, padding == 0 else { return nil }
            quartet = quartet << 6 | UInt32(v)
        }
        filled += 1
        guard filled == 4 else { continue }
        out.append(UInt8(truncatingIfNeeded: quartet >> 16))
        if padding < 2 { out.append(UInt8(truncatingIfNeeded: quartet >> 8)) }
        if padding < 1 { out.append(UInt8(truncatingIfNeeded: quartet)) }
        quartet = 0
        filled = 0
        isFinished = padding > 0
    }
    return filled == 0 ? out : nil
}

/// Decodes standard base64 (RFC 4648 alphabet, `=` padding), skipping line breaks
/// and spaces; nil on any other byte, a truncated quartet or data after padding.
///
/// Only the embedded font uses it, once for its header and once for each strike
/// a run draws with, and every run pays for that: four characters of a line are
/// decoded at once, with a table look-up each and one test for the four; only
/// the quartets that a line break splits, the padding and the end go character
/// by character.
func decodeBase64(_ text: StaticString) -> [UInt8]? {
    text.withUTF8Buffer { decodeBase64($0) }
}

/// `decodeBase64(_:)` of UTF-8 bytes.
func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var isValid = true
    // Each quartet takes at least four bytes and gives at most three.
    let out = [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3) { out, written in
        base64Values.withUnsafeBufferPointer { values in
            var position = 0, padding = 0
            quartets: while position < text.count {
                // Positions stay below text.count and written below its 3/4, so
                // the arithmetic cannot overflow.
                while padding == 0, position &+ 4 <= text.count {
                    let a = values[Int(text[position])], b = values[Int(text[position &+ 1])]
                    let c = values[Int(text[position &+ 2])], d = values[Int(text[position &+ 3])]
                    // Only the alphabet's values are below 64.
                    guard a | b | c | d < 64 else { break }
                    out[written] = a << 2 | b >> 4
                    out[written &+ 1] = b << 4 | c >> 2
                    out[written &+ 2] = c << 6 | d
                    written &+= 3
                    position &+= 4
                }
                var quartet: UInt32 = 0, filled = 0
                while filled < 4, position < text.count {
                    let value = values[Int(text[position])]
                    position += 1
                    switch value {
                    case base64Space:
                        continue
                    case base64Padding where filled >= 2:
                        padding += 1
                        quartet <<= 6
                    case 0..<64 where padding == 0:
                        quartet = quartet << 6 | UInt32(value)
                    default:
                        isValid = false
                        break quartets
                    }
                    filled += 1
                }
                guard filled == 4 else {
                    isValid = filled == 0
                    break
                }
                out[written] = UInt8(truncatingIfNeeded: quartet >> 16)
                written += 1
                if padding < 2 {
                    out[written] = UInt8(truncatingIfNeeded: quartet >> 8)
                    written += 1
                }
                if padding < 1 {
                    out[written] = UInt8(truncatingIfNeeded: quartet)
                    written += 1
                }
            }
        }
    }
    return isValid ? out : nil
}

/// `base64Values`' entry for the line breaks and spaces the decoder skips.
private let base64Space: UInt8 = 64
/// `base64Values`' entry for `=`.
private let base64Padding: UInt8 = 65

/// The value of each byte as a base64 digit, `base64Space`, `base64Padding`, or
/// 255 for bytes that may not appear.
private let base64Values: [UInt8] = {
    var values = [UInt8](repeating: 255, count: 256)
    for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
        values[Int(byte)] = UInt8(value)
    }
    for byte in "\n\r ".utf8 {
        values[Int(byte)] = base64Space
    }
    values[Int(UInt8(ascii: "="))] = base64Padding
    return values
}()

import Testing
@testable import RasterFont

@Suite struct Base64Tests {
    func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { decodeBase64($0) }
    }

    /// RFC 4648 section 10 test vectors.
    @Test func rfcVectors() {
        let vectors = ["": "", "Zg==": "f", "Zm8=": "fo", "Zm9v": "foo", "Zm9vYg==": "foob", "Zm9vYmE=": "fooba", "Zm9vYmFy": "foobar"]
        for (encoded, plain) in vectors {
            #expect(decode(encoded) == Array(plain.utf8), "\(encoded)")
        }
    }

    @Test func skipsLineBreaks() {
        #expect(decode("Zm9v\nYmFy\n") == Array("foobar".utf8))
    }

    @Test func rejectsMalformedInput() {
        for bad in ["Zm9", "Zm9v!", "Zg==Zg==", "Z===", "=Zg=", "Zm9vY", "Zm9vZg==Zm9v", "Zm9vZg==\n=", "Zm\t9v"] {
            #expect(decode(bad) == nil, "\(bad)")
        }
    }

    /// Every length mod 4 and every byte value, laid out as the font's literals
    /// are (indented lines) and with breaks inside quartets, which the decoder
    /// takes character by character where whole quartets go four at a time.
    @Test func roundTripsEveryLengthAndLayout() {
        for length in 0...40 {
            let plain = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 167 &+ length &* 31) }
            let encoded = encode(plain)
            for lineLength in [4, 5, 7, 8, 120, 1000] {
                let layouts = [
                    lines(of: encoded, length: lineLength, indent: ""),
                    lines(of: encoded, length: lineLength, indent: "        "),
                    "\r\n " + lines(of: encoded, length: lineLength, indent: " ") + "  \n",
                ]
                for text in layouts {
                    #expect(decode(text) == plain, "\(length) bytes in \(text.debugDescription)")
                }
            }
        }
        #expect(decode(encode(Array(0...255))) == Array(0...255))
    }

    /// A byte outside the alphabet, or a cut, anywhere in otherwise good input.
    @Test func rejectsABadByteOrACutAnywhere() {
        let encoded = encode(Array("the quick brown fox jumps".utf8))
        for position in encoded.indices {
            for bad in ["!", "-", "_", "\t", "\0", "é", "="] {
                var text = encoded
                text.replaceSubrange(position...position, with: bad)
                let isPadding = bad == "=" && position >= encoded.index(encoded.endIndex, offsetBy: -2)
                #expect((decode(text) == nil) != isPadding, "\(text.debugDescription)")
            }
            let cut = encoded.distance(from: encoded.startIndex, to: position)
            #expect((decode(String(encoded[..<position]) + "\n") == nil) == !cut.isMultiple(of: 4), "cut at \(cut)")
        }
    }

    /// Standard base64 of `bytes`, padded, on one line.
    func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
        var text = ""
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = bytes[start..<min(start + 3, bytes.count)]
            let word = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for digit in 0..<4 {
                text.append(digit <= chunk.count ? alphabet[word >> (18 - 6 * digit) & 63] : "=")
            }
        }
        return text
    }

    /// `text` cut into lines of `length` characters, each after `indent`.
    func lines(of text: String, length: Int, indent: String) -> String {
        let characters = Array(text)
        return stride(from: 0, to: characters.count, by: length)
            .map { indent + String(characters[$0..<min($0 + length, characters.count)]) }
            .joined(separator: "\n")
    }
}

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
        for bad in ["Zm9", "Zm9v!", "Zg==Zg==", "Z===", "=Zg=", "Zm9vY"] {
            #expect(decode(bad) == nil, "\(bad)")
        }
    }
}

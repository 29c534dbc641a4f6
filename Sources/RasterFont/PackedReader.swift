/// A bounds-checked little-endian cursor over packed font bytes.
struct PackedReader {
    let bytes: [UInt8]
    private(set) var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    mutating func byte() throws(FontDataError) -> Int {
        guard position < bytes.count else { throw .truncated(at: position) }
        defer { position += 1 }
        return Int(bytes[position])
    }

    mutating func int8() throws(FontDataError) -> Int { Int(Int8(truncatingIfNeeded: try byte())) }

    mutating func uint16() throws(FontDataError) -> Int {
        let low = try byte()
        return try low | byte() << 8
    }

    mutating func int16() throws(FontDataError) -> Int { Int(Int16(truncatingIfNeeded: try uint16())) }

    /// Appends `count` coverage bytes, expanding the run-length code: 0 or 255 is
    /// followed by a repeat count, any other byte stands for itself. The bytes are
    /// appended as zeros and then written in place (one append per glyph, not
    /// per byte: this is most of decoding a strike), so a run of 0 costs nothing.
    mutating func readRuns(count: Int, into out: inout [UInt8]) throws(FontDataError) {
        var written = out.count
        let end = written + count
        out.append(contentsOf: repeatElement(0, count: count))
        try out.withUnsafeMutableBufferPointer { (out) throws(FontDataError) in
            while written < end {
                let value = UInt8(try byte())
                guard value == 0 || value == 255 else {
                    out[written] = value
                    written += 1
                    continue
                }
                let run = try byte()
                guard run > 0, written + run <= end else { throw .invalid("coverage run crosses a glyph edge") }
                if value == 255 { out[written..<written + run].update(repeating: 255) }
                written += run
            }
        }
    }
}

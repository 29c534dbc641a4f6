import Testing
@testable import RasterFont

@Suite struct PackedReaderTests {
    /// Expands `bytes` into `count` coverage bytes after `before`, as a strike's
    /// glyph images are appended one after another.
    func runs(_ bytes: [UInt8], count: Int, after before: [UInt8] = []) throws(FontDataError) -> [UInt8] {
        var reader = PackedReader(bytes: bytes)
        var out = before
        try reader.readRuns(count: count, into: &out)
        guard reader.isAtEnd else { throw .invalid("\(bytes.count - reader.position) bytes left") }
        return out
    }

    @Test func expandsRunsOfNoneAndFullCoverage() throws {
        #expect(try runs([5, 0, 3, 255, 2, 7], count: 7) == [5, 0, 0, 0, 255, 255, 7])
        #expect(try runs([255, 4], count: 4, after: [9, 9]) == [9, 9, 255, 255, 255, 255])
        #expect(try runs([0, 255, 255, 1, 254], count: 257, after: [3]) == [3] + Array(repeating: 0, count: 255) + [255, 254])
        #expect(try runs([], count: 0, after: [1]) == [1])
    }

    /// Every run of 0 and 255 from 1 to 255 long, between literal bytes.
    @Test func everyRunLength() throws {
        for value: UInt8 in [0, 255] {
            for length in 1...255 {
                let expected = [128] + Array(repeating: value, count: length) + [1]
                #expect(try runs([128, value, UInt8(length), 1], count: length + 2, after: [42]) == [42] + expected, "\(value) × \(length)")
            }
        }
    }

    @Test func rejectsRunsThatCrossTheGlyphAndCuts() {
        #expect(throws: FontDataError.invalid("coverage run crosses a glyph edge")) { try runs([255, 3], count: 2) }
        #expect(throws: FontDataError.invalid("coverage run crosses a glyph edge")) { try runs([0, 0, 5], count: 2) }
        #expect(throws: FontDataError.truncated(at: 2)) { try runs([7, 0], count: 3) }
        #expect(throws: FontDataError.truncated(at: 2)) { try runs([7, 8], count: 3) }
    }
}

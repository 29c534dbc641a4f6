import CPNG
import PNG
import Raster
import Testing

@Suite struct PNGErrorTests {
    private func validFile() throws -> [UInt8] {
        try Pixmap(width: 40, height: 30, color: Color(hex: 0x3366CC, alpha: 0.5)).pngData()
    }

    @Test(arguments: [[], [0x89, 0x50], Array("GIF89a not a png at all".utf8)])
    func dataWithoutSignatureIsNotPNG(_ data: [UInt8]) {
        #expect(throws: PNGError.notPNG) { try Pixmap(pngData: data) }
    }

    @Test func truncatedDataThrowsCorrupt() throws {
        let file = try validFile()
        for length in [8, 16, 33, file.count / 2, file.count - 13] {
            let error = #expect(throws: PNGError.self) { try Pixmap(pngData: Array(file[0..<length])) }
            guard case .corrupt(let reason) = error else {
                Issue.record("length \(length): expected .corrupt, got \(String(describing: error))")
                continue
            }
            #expect(!reason.isEmpty)
        }
    }

    @Test func damagedChunkThrowsCorrupt() throws {
        var file = try validFile()
        file[file.count / 2] ^= 0xFF
        let error = #expect(throws: PNGError.self) { try Pixmap(pngData: file) }
        #expect(error.map { if case .corrupt = $0 { true } else { false } } == true, "\(String(describing: error))")
    }

    @Test func oversizedImageThrowsInvalidSize() {
        let file = LibpngReference.encode(
            width: Pixmap.maximumSide + 1, height: 1, format: png_uint_32(PNG_FORMAT_GRAY),
            bytes: [UInt8](repeating: 0, count: Pixmap.maximumSide + 1))
        #expect(throws: PNGError.invalidSize(width: Pixmap.maximumSide + 1, height: 1)) { try Pixmap(pngData: file) }
    }

    @Test func errorsDescribeThemselves() {
        #expect(PNGError.corrupt(reason: "CRC error").description.contains("CRC error"))
        #expect(PNGError.invalidSize(width: 0, height: 3).description.contains("0x3"))
    }
}

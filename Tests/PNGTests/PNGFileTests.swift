import Glibc
import PNG
import Raster
import Testing
import TestSupport

@Suite struct PNGFileTests {
    private func temporaryDirectory() throws -> String { try makeTemporaryDirectory(prefix: "png-tests.") }

    @Test func writtenFileReadsBackAndLeavesNoTemporaryFile() throws {
        let directory = try temporaryDirectory()
        let path = directory + "/still.png"
        let pixmap = try Pixmap(width: 9, height: 5, color: Color(hex: 0xFF4704, alpha: 0.75))
        try pixmap.writePNG(toFile: path)
        try Pixmap(width: 2, height: 2, color: .white).writePNG(toFile: path)
        #expect(try Pixmap(contentsOfPNGFile: path).bytes == Pixmap(width: 2, height: 2, color: .white).bytes)
        #expect((directoryEntries(directory) ?? []) == ["still.png"])
        unlink(path)
        rmdir(directory)
    }

    @Test func writingIntoMissingDirectoryThrowsAndLeavesNothing() throws {
        let directory = try temporaryDirectory()
        let pixmap = try Pixmap(width: 3, height: 3)
        let error = #expect(throws: PNGError.self) { try pixmap.writePNG(toFile: directory + "/missing/still.png") }
        #expect(error?.description.contains(directory + "/missing/still.png") == true)
        #expect((directoryEntries(directory) ?? []).isEmpty)
        rmdir(directory)
    }

    @Test func readingMissingFileThrowsFileAccess() {
        let error = #expect(throws: PNGError.self) { try Pixmap(contentsOfPNGFile: "/nonexistent/none.png") }
        guard case .fileAccess(let path, _, let reason) = error else {
            Issue.record("expected .fileAccess, got \(String(describing: error))")
            return
        }
        #expect(path == "/nonexistent/none.png")
        #expect(reason.contains("No such file"))
    }
}

import GIF
import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Writing files: atomic replacement, clear errors, nothing left behind on failure.
/// A file-size limit is tested through the built binary (`OutputFaultTests`):
/// lowered here, it would limit every test running beside it in this process.
@Suite struct FileOutputTests {
    let encoder: GIFEncoder
    let scratch: TemporaryDirectory
    var directory: String { scratch.path }

    init() throws {
        encoder = try GIFEncoder(width: 48, height: 32, frameTimes: Scene.times(6, fps: 10), hold: 1)
        scratch = try TemporaryDirectory(prefix: "gif-tests-")
    }

    func draw(_ k: Int, _ p: inout Pixmap) -> PixelRect { Scene.bars(k, frames: 6, into: &p) }

    /// The names in the test directory.
    func listing() -> [String] { directoryEntries(directory) ?? [] }

    func contents(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n == 0 { return bytes }
            bytes += buffer[..<n]
        }
    }

    func cleanUp() {
        for name in listing() { unlink(directory + "/" + name) }
        rmdir(directory)
    }

    @Test func fileBytesEqualMemoryBytesAndReplaceTheOldFile() throws {
        defer { cleanUp() }
        let path = directory + "/out.gif"
        let old = fopen(path, "wb")
        fputs("old", old)
        fclose(old)
        try encoder.write(to: path) { k, p in draw(k, &p) }
        #expect(contents(path) == (try encoder.encode { k, p in draw(k, &p) }))
        #expect(listing() == ["out.gif"])
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o666 & ~currentUmask())
    }

    func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }

    @Test func aFailingRenderLeavesTheOldFileAndNoTemporary() throws {
        defer { cleanUp() }
        struct Stop: Error {}
        let path = directory + "/keep.gif"
        let old = fopen(path, "wb")
        fputs("old", old)
        fclose(old)
        #expect(throws: Stop.self) {
            try encoder.write(to: path) { k, p in
                if k == 4 { throw Stop() }
                return draw(k, &p)
            }
        }
        #expect(contents(path) == Array("old".utf8))
        #expect(listing() == ["keep.gif"])
    }

    @Test func aMissingDirectoryIsOneClearError() throws {
        defer { cleanUp() }
        let path = directory + "/missing/out.gif"
        #expect(throws: GIFError.output(path: path, reason: "directory \(directory)/missing does not exist")) {
            try encoder.write(to: path) { k, p in draw(k, &p) }
        }
        #expect(listing().isEmpty)
    }

    /// Through a link, the missing directory named is the one the link leads into.
    @Test func aLinkIntoAMissingDirectoryNamesThatDirectory() throws {
        defer { cleanUp() }
        let path = directory + "/link.gif"
        try #require(symlink("elsewhere/out.gif", path) == 0)
        #expect(throws: GIFError.output(path: path, reason: "directory \(directory)/elsewhere does not exist")) {
            try encoder.write(to: path) { k, p in draw(k, &p) }
        }
        #expect(listing() == ["link.gif"])
    }

    @Test func aDirectoryAsThePathIsRefused() throws {
        defer { cleanUp() }
        #expect(throws: GIFError.output(path: directory, reason: "is a directory")) {
            try encoder.write(to: directory) { k, p in draw(k, &p) }
        }
        #expect(listing().isEmpty)
    }

    @Test func aFullDeviceReportsNoSpace() throws {
        defer { cleanUp() }
        let error = #expect(throws: GIFError.self) { try encoder.write(to: "/dev/full") { k, p in draw(k, &p) } }
        #expect(error == .output(path: "/dev/full", reason: "No space left on device"))
    }
}

@testable import OutputFile
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `ReplacementFile` against the file system: what a reader sees at each step,
/// what is left after a commit, an abandonment and a failure, and the mode.
@Suite(.serialized) struct ReplacementFileTests {
    private func write(_ text: String, to fd: Int32) {
        let written = Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        #expect(written == text.utf8.count)
    }

    private func contents(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        return n < 0 ? nil : String(decoding: bytes[..<n], as: UTF8.self)
    }

    @Test func commitReplacesTheFileOnlyAtTheEnd() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        let path = directory + "/out.txt"
        let old = try ReplacementFile(replacing: path)
        write("old", to: old.descriptor)
        try old.commit()
        let file = try ReplacementFile(replacing: path)
        write("new", to: file.descriptor)
        #expect(contents(path) == "old")
        #expect(directoryEntries(directory)?.count == 2)
        try file.commit()
        #expect(contents(path) == "new")
        #expect(directoryEntries(directory) == ["out.txt"])
    }

    /// A link to one of this process's descriptors (as `/dev/stdout` is) replaces the
    /// file behind the descriptor and leaves the link; once that file is deleted,
    /// nothing is written.
    @Test func aDescriptorLinkReplacesItsFile() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        let file = directory + "/out.txt", link = directory + "/stdout"
        let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(fd >= 0)
        defer { close(fd) }
        try #require(symlink("/proc/self/fd/\(fd)", link) == 0)
        let replacement = try ReplacementFile(replacing: link)
        write("through the link", to: replacement.descriptor)
        try replacement.commit()
        #expect(contents(file) == "through the link")
        var info = stat()
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(directoryEntries(directory) == ["out.txt", "stdout"])
        unlink(file)
        #expect(throws: FileFailure(step: .name, code: ENOENT)) { try ReplacementFile(replacing: link) }
        #expect(directoryEntries(directory) == ["stdout"])
    }

    /// A symbolic link (relative, through a second link, or dangling) replaces the
    /// file it leads to and stays a link.
    @Test func aSymbolicLinkReplacesTheFileItLeadsTo() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        #expect(mkdir(directory + "/data", 0o755) == 0 && mkdir(directory + "/www", 0o755) == 0)
        try #require(symlink("../data/chart.gif", directory + "/www/chart.gif") == 0)
        try #require(symlink("www/chart.gif", directory + "/latest.gif") == 0)
        for (written, path) in [("first", "/www/chart.gif"), ("second", "/latest.gif")] {
            let file = try ReplacementFile(replacing: directory + path)
            write(written, to: file.descriptor)
            try file.commit()
            #expect(contents(directory + "/data/chart.gif") == written)
        }
        for link in ["/www/chart.gif", "/latest.gif"] {
            var info = stat()
            #expect(lstat(directory + link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "\(link) was replaced")
        }
        #expect(directoryEntries(directory + "/data") == ["chart.gif"])
        #expect(directoryEntries(directory + "/www") == ["chart.gif"])
    }

    /// A name as long as the directory allows (255 bytes, in ASCII or in two-byte
    /// characters) is written: the temporary name beside it must not be longer.
    @Test(arguments: [String(repeating: "a", count: 255), String(repeating: "é", count: 125) + "x.gif"])
    func aNameOfTheLongestLengthIsWritten(name: String) throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        let file = try ReplacementFile(replacing: directory + "/" + name)
        #expect(file.temporaryPath.hasPrefix(directory + "/."))
        write("long", to: file.descriptor)
        try file.commit()
        #expect(contents(directory + "/" + name) == "long")
        #expect(directoryEntries(directory) == [name])
    }

    @Test func abandonLeavesTheDestinationAlone() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        let path = directory + "/out.txt"
        let file = try ReplacementFile(replacing: path)
        write("partial", to: file.descriptor)
        file.abandon()
        #expect(directoryEntries(directory) == [])
    }

    @Test func aMissingDirectoryFailsToCreate() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        #expect(throws: FileFailure(step: .create, code: ENOENT)) {
            try ReplacementFile(replacing: directory + "/missing/out.txt")
        }
    }

    @Test func aFailedRenameRemovesTheTemporaryFile() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        // A non-empty directory cannot be replaced by a file.
        #expect(mkdir(directory + "/out", 0o755) == 0)
        #expect(mkdir(directory + "/out/inside", 0o755) == 0)
        let file = try ReplacementFile(replacing: directory + "/out")
        write("data", to: file.descriptor)
        #expect(throws: FileFailure(step: .rename, code: EISDIR)) { try file.commit() }
        #expect(directoryEntries(directory) == ["out"])
    }

    @Test func theModeIsANewFilesUnderTheUmask() throws {
        let directory = try makeTemporaryDirectory(prefix: "replacement-")
        let path = directory + "/out.txt"
        let file = try ReplacementFile(replacing: path)
        try file.commit()
        // A file made by open(2) with 0666 beside it has what any new file gets (mkstemp
        // gave 0600); the umask is not set here, as that would change it for the
        // whole test process, and the children its other suites start.
        let reference = directory + "/reference"
        let fd = open(reference, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        #expect(fd >= 0)
        close(fd)
        var info = stat(), expected = stat()
        #expect(stat(path, &info) == 0 && stat(reference, &expected) == 0)
        #expect(info.st_mode & 0o777 == expected.st_mode & 0o777)
    }
}

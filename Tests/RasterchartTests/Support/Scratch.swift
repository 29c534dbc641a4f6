import Glibc
import TestSupport

/// A private temporary directory for one test, removed when the test lets go of it.
///
/// `work` is where the binary runs (its current directory) and where data files
/// and outputs go, so a test can list it afterwards and see exactly what a run
/// left behind. The captured standard output and error live beside it, not in it.
final class Scratch {
    let root: String

    init() throws {
        root = try makeTemporaryDirectory(prefix: "rasterchart-e2e.")
        try makeDirectory(at: root + "/work")
    }

    deinit { removeTree(root) }

    /// The binary's current directory.
    var work: String { root + "/work" }

    /// `name` inside `work`.
    func path(_ name: String) -> String { work + "/" + name }

    /// Writes `bytes` to `name` inside `work`.
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try writeFile(path(name), bytes)
    }

    /// Writes the UTF-8 of `text` to `name` inside `work`.
    func write(_ name: String, _ text: String) throws {
        try write(name, Array(text.utf8))
    }

    /// Creates the directory `name` inside `work`.
    func makeDirectory(_ name: String) throws {
        try makeDirectory(at: path(name))
    }

    /// The bytes of `name` inside `work`.
    func read(_ name: String) throws -> [UInt8] {
        try readFile(path(name))
    }

    /// Every entry of the directory `name` inside `work` (hidden ones too), sorted.
    func entries(_ name: String = ".") -> [String] {
        directoryEntries(path(name)) ?? []
    }

    private func makeDirectory(at path: String) throws {
        guard mkdir(path, 0o755) == 0 else { throw ScratchError("mkdir \(path): \(String(cString: strerror(errno)))") }
    }
}

/// A failure of the test's own file handling (not of the code under test).
struct ScratchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw ScratchError("open \(path): \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        guard n > 0 else { throw ScratchError("write \(path): \(String(cString: strerror(errno)))") }
        offset += n
    }
}

func readFile(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw ScratchError("open \(path): \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n >= 0 else { throw ScratchError("read \(path): \(String(cString: strerror(errno)))") }
        if n == 0 { return bytes }
        bytes += chunk[0..<n]
    }
}

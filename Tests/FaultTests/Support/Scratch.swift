import Glibc
import TestSupport

/// A fresh directory under /tmp for one test, removed with everything in it when
/// the test ends (`remove()`), so a failed check cannot leave files behind.
final class Scratch {
    let root: String

    init() throws {
        root = try makeTemporaryDirectory(prefix: "rasterchart-faults-")
        chmod(root, 0o755)
    }

    deinit { remove() }

    /// Removes the directory tree (after giving write permission back).
    func remove() {
        _ = try? run("/bin/chmod", ["-R", "u+w", root])
        _ = try? run("/bin/rm", ["-rf", root])
    }

    func path(_ name: String) -> String { root + "/" + name }

    /// The names in `directory` (relative to the root), without "." and "..".
    func entries(_ directory: String = "") -> [String] {
        directoryEntries(directory.isEmpty ? root : path(directory)) ?? []
    }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        let fd = open(path(name), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw Failure("open \(name): \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var done = 0
        while done < bytes.count {
            let n = bytes[done...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure("write \(name): \(String(cString: strerror(errno)))") }
            done += n
        }
    }

    func read(_ name: String) -> [UInt8]? { readFile(path(name)) }
}

/// A test set-up step that failed (not a finding about rasterchart).
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The whole file, or nil when it cannot be opened.
func readFile(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n <= 0 { return n == 0 ? bytes : nil }
        bytes += chunk[..<n]
    }
}

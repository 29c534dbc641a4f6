#if canImport(Glibc)
import Glibc
#endif

/// A fresh, empty directory under /tmp whose name starts with `prefix`, made
/// by `mkdtemp` (so parallel tests never share one). The suites that write
/// files share it.
public func makeTemporaryDirectory(prefix: String) throws -> String {
    var template = Array("/tmp/\(prefix)XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { $0.baseAddress.flatMap { mkdtemp($0) } }
    guard let made else { throw TemporaryDirectoryError(reason: String(cString: strerror(errno))) }
    return String(cString: made)
}

/// `mkdtemp` failed; `reason` is the system's message.
public struct TemporaryDirectoryError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { "mkdtemp: \(reason)" }
}

/// A temporary directory removed with everything in it when the last reference
/// goes: a suite that stores one keeps it for exactly one test.
public final class TemporaryDirectory: Sendable {
    public let path: String

    public init(prefix: String) throws {
        path = try makeTemporaryDirectory(prefix: prefix)
    }

    deinit { removeTree(path) }
}

/// Removes `path` and everything under it; symbolic links are removed, not followed.
public func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR, let names = directoryEntries(path) {
        for name in names { removeTree(path + "/" + name) }
        rmdir(path)
    } else {
        unlink(path)
    }
}

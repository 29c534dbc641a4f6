/// Whole-file reads and atomic whole-file writes on Glibc (no Foundation).
///
/// A write goes to a fresh temporary file in the destination's directory
/// (a random name opened with `O_EXCL`), is flushed to disk, then renamed over
/// the destination. `rename`
/// within one file system is atomic, so readers see the old file or the new one,
/// never a partial one, and a failure at any step removes the temporary file.
import Glibc

/// Writes `bytes` to `path` atomically, with the permissions of any new file
/// (0666 less the umask, as the GIF writer's; `mkstemp` would give 0600, and a
/// fixed 0644 made PNGs world-readable under `umask 077`). A path naming an
/// existing device or pipe (`/dev/stdout`, a FIFO) is written into directly:
/// renaming over it would replace the special file itself.
func writeAtomically(_ bytes: [UInt8], to path: String) throws(PNGError) {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, info.st_mode & S_IFMT != S_IFDIR {
        try writeDirectly(bytes, to: path)
        return
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    // Created with mode 0666 so that the kernel applies the umask.
    var temporary = ""
    var fd: Int32 = -1
    for _ in 0..<100 {
        temporary = "\(directory).\(name).\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
        fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { throw fileError(path, "create a temporary file for") }

    func fail(_ operation: String) -> PNGError {
        let error = fileError(path, operation)
        close(fd)
        unlink(temporary)
        return error
    }
    guard writeAll(bytes, to: fd) else { throw fail("write") }
    guard fsync(fd) == 0 else { throw fail("flush") }
    guard close(fd) == 0 else {
        let error = fileError(path, "close")
        unlink(temporary)
        throw error
    }
    guard rename(temporary, path) == 0 else {
        let error = fileError(path, "rename a temporary file onto")
        unlink(temporary)
        throw error
    }
}

/// Writes `bytes` into the existing special file at `path`.
private func writeDirectly(_ bytes: [UInt8], to path: String) throws(PNGError) {
    let fd = open(path, O_WRONLY | O_CLOEXEC)
    guard fd >= 0 else { throw fileError(path, "open") }
    guard writeAll(bytes, to: fd) else {
        let error = fileError(path, "write")
        close(fd)
        throw error
    }
    guard close(fd) == 0 else { throw fileError(path, "close") }
}

/// Writes all of `bytes` to `fd`, retrying after interruptions; false on an error (see `errno`).
private func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
        if n < 0 {
            if errno == EINTR { continue }
            return false
        }
        offset += n
    }
    return true
}

/// The whole contents of the file at `path`.
func readWholeFile(_ path: String) throws(PNGError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw fileError(path, "open") }
    defer { close(fd) }
    var contents: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 {
            if errno == EINTR { continue }
            throw fileError(path, "read")
        }
        if n == 0 { return contents }
        contents.append(contentsOf: chunk[0..<n])
    }
}

/// A `PNGError` for the C library's current `errno`.
private func fileError(_ path: String, _ operation: String) -> PNGError {
    .fileAccess(path: path, operation: operation, reason: String(cString: strerror(errno)))
}

/// Whole-file reads and atomic whole-file writes on Glibc (no Foundation); the
/// atomic replacement itself is `OutputFile.ReplacementFile`'s.
import Glibc
import OutputFile

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
    let file: ReplacementFile
    do {
        file = try ReplacementFile(replacing: path)
    } catch {
        throw fileError(path, error.step.operation, error.code)
    }
    guard writeAll(bytes, to: file.descriptor) else {
        let error = fileError(path, "write", errno)
        file.abandon()
        throw error
    }
    do {
        try file.commit()
    } catch {
        throw fileError(path, error.step.operation, error.code)
    }
}

/// Writes `bytes` into the existing special file at `path`.
private func writeDirectly(_ bytes: [UInt8], to path: String) throws(PNGError) {
    let fd = openForWriting(path)
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

/// A `PNGError` for `code` (the C library's `errno`, by default as it is now).
private func fileError(_ path: String, _ operation: String, _ code: Int32 = errno) -> PNGError {
    .fileAccess(path: path, operation: operation, reason: String(cString: strerror(code)))
}

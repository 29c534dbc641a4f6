#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of one data source and the name errors call it by.
///
/// Reading goes through open(2)/read(2) directly (no Foundation, so the binary
/// links statically) and stops as soon as the size limit is passed, so a huge
/// file or an endless pipe never gets buffered.
public struct DataInput: Hashable, Sendable {
    /// The file path, or "stdin".
    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// Reads the file at `path`, or standard input when `path` is "-".
    ///
    /// A pipe or a FIFO may keep the reader waiting; when a signal handler
    /// interrupts the wait (`read` or `open` fails with EINTR), `isStopped` says
    /// whether to give up with `.interrupted` or to go on waiting.
    public init(path: String, limits: DataLimits = .standard, isStopped: () -> Bool = { false }) throws(DataError) {
        if path == "-" {
            try self.init(standardInputWithin: limits, isStopped: isStopped)
            return
        }
        var fd: Int32
        repeat {
            // O_NOCTTY: a terminal named here (refused below) must not become the
            // controlling terminal of a process that has none, such as a service.
            fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
            if fd < 0, errno == EINTR, isStopped() { throw DataError(source: path, problem: .interrupted) }
        } while fd < 0 && errno == EINTR
        guard fd >= 0 else { throw DataError(source: path, problem: problem(forErrno: errno)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw DataError(source: path, problem: problem(forErrno: errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw DataError(source: path, problem: .isDirectory) }
        if isatty(fd) == 1 { throw DataError(source: path, problem: .isTerminal) }
        let sizeHint = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        // A file known to be too large is refused from its size, before reading (and holding) 256 MiB of it.
        if sizeHint > limits.inputBytes { throw DataError(source: path, problem: .inputTooLarge(limit: limits.inputBytes)) }
        self.init(
            name: path,
            bytes: try readAll(fd, name: path, sizeHint: sizeHint, limit: limits.inputBytes, isStopped: isStopped))
    }

    /// Reads standard input to its end; errors call it "stdin". `isStopped` as
    /// for `init(path:limits:isStopped:)`.
    ///
    /// A terminal is refused, here and as a named file: `--data -` typed without a
    /// pipe would otherwise wait, showing nothing, for data nobody meant to type.
    public init(standardInputWithin limits: DataLimits = .standard, isStopped: () -> Bool = { false }) throws(DataError) {
        if isatty(STDIN_FILENO) == 1 { throw DataError(source: "stdin", problem: .isTerminal) }
        self.init(
            name: "stdin", bytes: try readAll(0, name: "stdin", sizeHint: 0, limit: limits.inputBytes, isStopped: isStopped))
    }
}

/// Reads `fd` to its end, refusing more than `limit` bytes.
private func readAll(
    _ fd: Int32, name: String, sizeHint: Int, limit: Int, isStopped: () -> Bool
) throws(DataError) -> [UInt8] {
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    bytes.reserveCapacity(min(max(sizeHint, 0), limit) + chunk)
    while true {
        if bytes.count > limit { throw DataError(source: name, problem: .inputTooLarge(limit: limit)) }
        let before = bytes.count
        var failure: Int32 = 0
        bytes.append(contentsOf: repeatElement(0, count: chunk))
        let got = bytes.withUnsafeMutableBytes { raw -> Int in
            let n = read(fd, raw.baseAddress! + before, chunk)
            if n < 0 { failure = errno }
            return n
        }
        bytes.removeLast(chunk - max(got, 0))
        if got == 0 { return bytes }
        if got < 0, failure == EINTR, isStopped() { throw DataError(source: name, problem: .interrupted) }
        if got < 0, failure != EINTR {
            throw DataError(source: name, problem: failure == EISDIR ? .isDirectory : .readFailed(errorText(failure)))
        }
    }
}

private func problem(forErrno code: Int32) -> DataProblem {
    switch code {
    case ENOENT, ENOTDIR: .fileNotFound
    case EACCES, EPERM: .permissionDenied
    case EISDIR: .isDirectory
    default: .readFailed(errorText(code))
    }
}

private func errorText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
}

#if canImport(Glibc)
import Glibc
#endif

/// Where giflib's output goes: a growing byte array, or a file descriptor behind a
/// 64 KiB buffer. The first failure is kept (with the system's reason) and every
/// later write fails, so giflib stops and the caller reports that one reason.
final class ByteSink {
    private enum Target {
        case memory
        case file(descriptor: Int32)
    }

    private let target: Target
    /// The path errors name: the destination, not the temporary file.
    let path: String
    /// The bytes written so far (memory) or not yet flushed (file).
    private(set) var bytes: [UInt8] = []
    /// Why the first failed write failed, as the system says it.
    private(set) var failure: String?

    private static let bufferSize = 1 << 16

    /// A sink that collects the bytes in memory.
    init() {
        target = .memory
        path = "memory"
    }

    /// A sink that writes to an open file descriptor it does not own; errors name `path`.
    init(descriptor: Int32, path: String) {
        target = .file(descriptor: descriptor)
        self.path = path
        bytes.reserveCapacity(Self.bufferSize)
    }

    /// Appends `chunk`; false once anything has failed.
    func write(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard failure == nil else { return false }
        bytes.append(contentsOf: chunk)
        if case .file = target, bytes.count >= Self.bufferSize { return flush() }
        return true
    }

    /// Writes buffered bytes to the file, retrying short and interrupted writes.
    @discardableResult
    func flush() -> Bool {
        guard failure == nil else { return false }
        guard case .file(let fd) = target else { return true }
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            var done = 0
            while done < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return false
                }
                done += n
            }
            return true
        }
        bytes.removeAll(keepingCapacity: true)
        return ok
    }

    /// Records a failure found outside `write` (e.g. by close or rename).
    func fail(_ reason: String) {
        if failure == nil { failure = reason }
    }
}

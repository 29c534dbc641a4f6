import Glibc

/// A pipe (a FIFO in the scratch) whose ends are closed on exec, so that only the
/// run it is handed to holds them, whatever other tests start meanwhile.
final class Pipe {
    private(set) var readEnd: Int32 = -1
    private(set) var writeEnd: Int32 = -1

    init(in scratch: Scratch) throws {
        let path = scratch.root + "/pipe"
        guard mkfifo(path, 0o600) == 0 else { throw ScratchError("mkfifo: \(String(cString: strerror(errno)))") }
        // Opening the read end first without blocking lets the write end open at once.
        readEnd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        writeEnd = open(path, O_WRONLY | O_CLOEXEC)
        guard readEnd >= 0, writeEnd >= 0, fcntl(readEnd, F_SETFL, 0) == 0 else {
            throw ScratchError("open \(path): \(String(cString: strerror(errno)))")
        }
    }

    deinit {
        closeReadEnd()
        closeWriteEnd()
    }

    func closeReadEnd() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Everything in the pipe up to its end (the write end must be closed).
    func readAll() throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(readEnd, &chunk, chunk.count)
            guard count >= 0 else { throw ScratchError("read: \(String(cString: strerror(errno)))") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}

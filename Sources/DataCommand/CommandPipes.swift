import Glibc

/// The read ends of a command's standard output and error: the output kept up to
/// a limit, the error's last few kilobytes kept for a message.
struct CommandPipes {
    private var outputFD: Int32
    private var errorFD: Int32
    private let limit: Int
    private let errorTail: Int
    private(set) var output: [UInt8] = []
    private var errorBytes: [UInt8] = []
    /// Set when reading must stop: too much output, or a read error.
    private(set) var failure: DataCommandFailure?

    init(output: Int32, error: Int32, limit: Int, errorTail: Int) {
        outputFD = output
        errorFD = error
        self.limit = limit
        self.errorTail = errorTail
    }

    /// Waits up to `milliseconds` for either pipe, then reads what they hold.
    mutating func wait(milliseconds: Int32) {
        var fds = [outputFD, errorFD].filter { $0 >= 0 }.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        // With both pipes at their end (a background job may still hold them
        // elsewhere) this only sleeps, until the shell ends or time is up.
        _ = fds.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        drain()
    }

    /// Reads both pipes until they are empty (or at their end) right now.
    mutating func drain() {
        while outputFD >= 0, failure == nil {
            let result = Self.readChunk(&outputFD, into: &output)
            if case .failed(let reason) = result { failure = .readFailed(reason: reason) }
            guard case .more = result else { break }
            if output.count > limit { failure = .tooMuchOutput(limit: limit) }
        }
        while errorFD >= 0, case .more = Self.readChunk(&errorFD, into: &errorBytes) {
            if errorBytes.count > 2 * errorTail { errorBytes.removeFirst(errorBytes.count - errorTail) }
        }
    }

    /// What one read found.
    private enum ReadResult {
        /// Bytes, or an interrupted read: read again.
        case more
        /// Nothing there now.
        case empty
        /// The pipe's end; it is closed now.
        case end
        /// The read failed; the pipe is closed now.
        case failed(String)
    }

    /// Reads one chunk from `fd` into `bytes`; at the pipe's end or on an error
    /// closes `fd` and sets it to -1.
    private static func readChunk(_ fd: inout Int32, into bytes: inout [UInt8]) -> ReadResult {
        let chunk = 1 << 16
        let before = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: chunk))
        var code: Int32 = 0
        let got = bytes.withUnsafeMutableBytes { raw -> Int in
            let n = read(fd, raw.baseAddress! + before, chunk)
            if n < 0 { code = errno }
            return n
        }
        bytes.removeLast(chunk - max(got, 0))
        if got > 0 || code == EINTR { return .more }
        if code == EAGAIN { return .empty }
        Glibc.close(fd)
        fd = -1
        return got == 0 ? .end : .failed(errorText(code))
    }

    /// The last line of standard error that is not blank, trimmed to 200 characters.
    var lastErrorLine: String? {
        let lines = errorBytes.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D })
        guard let last = lines.last(where: { $0.contains { $0 != 0x20 && $0 != 0x09 } }) else { return nil }
        let text = String(decoding: last, as: UTF8.self).trimmingSpaces
        return text.count > 200 ? String(text.prefix(199)) + "…" : text
    }

    /// Closes whichever pipe is still open.
    mutating func close() {
        for fd in [outputFD, errorFD] where fd >= 0 { Glibc.close(fd) }
        outputFD = -1
        errorFD = -1
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}

import OutputFile
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `openForWriting(_:)`: a link to one of this process's descriptors is that
/// descriptor, duplicated; any other special file is opened.
@Suite struct OpenForWritingTests {
    /// A service's standard output is often a socket, which `/proc/self/fd/N`
    /// cannot open again ("No such device or address").
    @Test func aLinkToASocketDescriptorWritesIntoTheSocket() throws {
        let directory = try makeTemporaryDirectory(prefix: "open-for-writing-")
        defer { removeTree(directory) }
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0)
        defer { ends.forEach { close($0) } }
        let link = directory + "/stdout"
        try #require(symlink("/proc/self/fd/\(ends[0])", link) == 0)
        let fd = openForWriting(link)
        try #require(fd >= 0, "\(String(cString: strerror(errno)))")
        #expect(fd != ends[0])
        #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
        #expect(write(fd, "sent", 4) == 4)
        close(fd)
        var received = [UInt8](repeating: 0, count: 8)
        let count = read(ends[1], &received, received.count)
        #expect(count == 4 && Array(received[..<4]) == Array("sent".utf8))
    }

    @Test func anotherSpecialFileIsOpened() {
        let fd = openForWriting("/dev/null")
        #expect(fd >= 0)
        #expect(write(fd, "x", 1) == 1)
        close(fd)
        #expect(openForWriting("/nonexistent/null") == -1 && errno == ENOENT)
    }
}

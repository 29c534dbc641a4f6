import Glibc

/// A pseudo-terminal: `follower` is the terminal a program writes to.
///
/// The Glibc module does not import `posix_openpt` and its kin, so the leader
/// is opened as `/dev/ptmx` and the two ioctls are Linux's numbers
/// (`TIOCSPTLCK` = _IOW('T', 0x31, int), `TIOCGPTPEER` = _IO('T', 0x41)).
final class PseudoTerminal {
    private static let unlock: UInt = 0x4004_5431
    private static let openPeer: UInt = 0x5441
    let leader: Int32
    let follower: Int32

    init() throws {
        leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        var locked: Int32 = 0
        guard leader >= 0, ioctl(leader, Self.unlock, &locked) == 0 else {
            throw ScratchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        follower = ioctl(leader, Self.openPeer, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard follower >= 0 else { throw ScratchError("no pseudo-terminal peer: \(String(cString: strerror(errno)))") }
    }

    /// The follower's name under `/dev/pts`, for a child to open as its own descriptor.
    func followerPath() throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/fd/\(follower)", &buffer, buffer.count - 1)
        guard n > 0 else { throw ScratchError("no name for the pseudo-terminal: \(String(cString: strerror(errno)))") }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        close(follower)
        close(leader)
    }

    /// How many bytes were written to the terminal and wait to be read.
    func pendingOutput() -> Int32 {
        var count: Int32 = 0
        return ioctl(leader, UInt(FIONREAD), &count) == 0 ? count : -1
    }
}

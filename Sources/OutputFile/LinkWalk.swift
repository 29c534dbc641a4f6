#if canImport(Glibc)
import Glibc
#endif

/// `replacementTarget(of:)`, or `path` itself where that throws: what messages
/// and clean-up name when the link cannot be followed to a file.
public func replacedFile(_ path: String) -> String {
    (try? replacementTarget(of: path)) ?? path
}

/// The name to replace for an output `path`: where its symbolic links lead.
///
/// Why: a `ReplacementFile` renames its new file over the path it is given, and a
/// rename replaces a link itself. `--gif www/chart.gif`, a link to
/// `../data/chart.gif`, turned the link into a file and left its target as it was;
/// following the links updates the file the link shows, and the link stays.
/// `/dev/stdout` is a link to the link `/proc/self/fd/1`; when standard output is
/// a regular file (`--gif /dev/stdout > out.gif`) the file behind the descriptor is
/// what is replaced (as root, replacing the link had put the output into `/dev`
/// and removed `/dev/stdout` for every later program). A device, pipe or socket
/// behind a descriptor is not a regular file: `path` itself is returned, and the
/// sinks write into it (`openForWriting(_:)`).
///
/// Throws `FileFailure` at step `.name` (ENOENT) when the file behind a
/// descriptor has no name any more: the kernel names a deleted file
/// "/path (deleted)", and only a name that still leads to the same file may be
/// replaced.
public func replacementTarget(of path: String) throws(FileFailure) -> String {
    let walk = LinkWalk(from: path)
    guard let link = walk.descriptorLink else { return walk.end }
    var file = stat(), named = stat()
    guard stat(link.path, &file) == 0, file.st_mode & S_IFMT == S_IFREG else { return path }
    guard link.target.hasPrefix("/"), stat(link.target, &named) == 0, named.st_dev == file.st_dev,
        named.st_ino == file.st_ino
    else { throw FileFailure(step: .name, code: ENOENT) }
    return link.target
}

/// Opens the existing special file at `path` (a device, a pipe, a socket) for
/// writing; the descriptor, or -1 with `errno` set.
///
/// Why: a path that leads to one of this process's own descriptors
/// (`/dev/stdout`) is that descriptor duplicated, not opened again. Opening
/// `/proc/self/fd/1` again fails for a socket ("No such device or address": a
/// service's standard output) and waits for a reader on a FIFO whose reader has
/// gone, where writing to the descriptor reports the broken pipe.
public func openForWriting(_ path: String) -> Int32 {
    if let link = LinkWalk(from: path).descriptorLink, link.isOwn {
        return fcntl(link.descriptor, F_DUPFD_CLOEXEC, 0)
    }
    return open(path, O_WRONLY | O_CLOEXEC)
}

/// The way from a path through its symbolic links: to the first name that is no
/// link, or to a link in a process's descriptor directory (`/proc/PID/fd` or
/// `/proc/PID/task/TID/fd`, once `/dev/fd` and `/proc/self` are resolved).
struct LinkWalk {
    /// A link in a descriptor directory, e.g. `/proc/self/fd/1`.
    struct DescriptorLink {
        /// The link itself.
        let path: String
        /// What the link says: the file's name, or `pipe:[…]`, `socket:[…]`.
        let target: String
        /// The descriptor's number.
        let descriptor: Int32
        /// Whether the descriptor is this process's.
        let isOwn: Bool
    }

    /// The last name reached: the start when it is no link, a name that may not
    /// exist (a dangling link's target), or a link when there were too many.
    private(set) var end: String
    /// The descriptor link the way ended at, if it did.
    private(set) var descriptorLink: DescriptorLink?

    init(from start: String) {
        end = start
        for _ in 0..<40 {
            var info = stat()
            guard lstat(end, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = Self.linkTarget(end) else {
                return
            }
            let directory = parentDirectory(of: end)
            if let process = Self.descriptorDirectoryProcess(directory) {
                if let descriptor = Int32(end[end.index(after: end.lastIndex(of: "/") ?? end.startIndex)...]) {
                    descriptorLink = DescriptorLink(
                        path: end, target: target, descriptor: descriptor, isOwn: process == getpid())
                }
                return
            }
            end = target.hasPrefix("/") ? target : directory + "/" + target
        }
    }

    /// What the link at `path` points to, as written in the link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The process whose descriptor directory `directory` is, or nil when it is none.
    private static func descriptorDirectoryProcess(_ directory: String) -> pid_t? {
        guard let resolved = realpath(directory, nil) else { return nil }
        defer { free(resolved) }
        let parts = String(cString: resolved).split(separator: "/")
        let isNumber = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        switch parts.count {
        case 3 where parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "fd",
            5 where parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "task" && isNumber(parts[3]) && parts[4] == "fd":
            return pid_t(parts[1])
        default: return nil
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif

/// The name to replace for an output `path` that leads, through links, to one of
/// a process's open descriptors (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`,
/// or a link to one of them) whose file is a regular file; otherwise `path`.
///
/// Why: a `ReplacementFile` renames its new file over the path it is given.
/// `/dev/stdout` is a link to the link `/proc/self/fd/1`; when standard output is
/// a regular file (`--gif /dev/stdout > out.gif`) the path reads as that file, and
/// the rename replaced the link `/dev/stdout` itself: as root the output went into
/// `/dev` and `/dev/stdout` was gone for every later program, as a user the write
/// failed ("Permission denied"). Devices and pipes behind a descriptor are not
/// regular files and stay as they are (the sinks write them directly, through
/// `openForWriting(_:)`).
///
/// Throws `FileFailure` at step `.name` (ENOENT) when the file behind the
/// descriptor has no name any more: the kernel names a deleted file
/// "/path (deleted)", and only a name that still leads to the same file may be
/// replaced.
public func descriptorTarget(of path: String) throws(FileFailure) -> String {
    guard let link = DescriptorLink(leadingFrom: path) else { return path }
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
    if let link = DescriptorLink(leadingFrom: path), link.isOwn {
        return fcntl(link.descriptor, F_DUPFD_CLOEXEC, 0)
    }
    return open(path, O_WRONLY | O_CLOEXEC)
}

/// The first link on the way from a path that lies in a process's descriptor
/// directory (`/proc/PID/fd` or `/proc/PID/task/TID/fd`, once `/dev/fd` and
/// `/proc/self` are resolved).
struct DescriptorLink {
    /// The link itself, e.g. `/proc/self/fd/1`.
    let path: String
    /// What the link says: the file's name, or `pipe:[…]`, `socket:[…]`.
    let target: String
    /// The descriptor's number.
    let descriptor: Int32
    /// Whether the descriptor is this process's.
    let isOwn: Bool

    init?(leadingFrom start: String) {
        var current = start
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = Self.linkTarget(current)
            else { return nil }
            let directory = parentDirectory(of: current)
            if let process = Self.descriptorDirectoryProcess(directory) {
                guard let descriptor = Int32(current[current.index(after: current.lastIndex(of: "/") ?? current.startIndex)...])
                else { return nil }
                path = current
                self.target = target
                self.descriptor = descriptor
                isOwn = process == getpid()
                return
            }
            current = target.hasPrefix("/") ? target : directory + "/" + target
        }
        return nil
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

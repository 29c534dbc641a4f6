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
/// regular files and stay as they are (the sinks write them directly).
///
/// Throws `FileFailure` at step `.name` (ENOENT) when the file behind the
/// descriptor has no name any more: the kernel names a deleted file
/// "/path (deleted)", and only a name that still leads to the same file may be
/// replaced.
public func descriptorTarget(of path: String) throws(FileFailure) -> String {
    var current = path
    for _ in 0..<40 {
        var info = stat()
        guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let target = linkTarget(current) else {
            return path
        }
        guard isDescriptorDirectory(parentDirectory(of: current)) else {
            current = target.hasPrefix("/") ? target : parentDirectory(of: current) + "/" + target
            continue
        }
        var file = stat(), named = stat()
        guard stat(current, &file) == 0, file.st_mode & S_IFMT == S_IFREG else { return path }
        guard target.hasPrefix("/"), stat(target, &named) == 0, named.st_dev == file.st_dev, named.st_ino == file.st_ino
        else { throw FileFailure(step: .name, code: ENOENT) }
        return target
    }
    return path
}

/// What the link at `path` points to, as written in the link.
private func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    let count = readlink(path, &buffer, buffer.count)
    guard count > 0, count < buffer.count else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Whether `directory` is a process's descriptor directory: `/proc/PID/fd` or
/// `/proc/PID/task/TID/fd` once links (`/dev/fd`, `/proc/self`) are resolved.
private func isDescriptorDirectory(_ directory: String) -> Bool {
    guard let resolved = realpath(directory, nil) else { return false }
    defer { free(resolved) }
    let parts = String(cString: resolved).split(separator: "/")
    let isNumber = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
    switch parts.count {
    case 3: return parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "fd"
    case 5: return parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "task" && isNumber(parts[3]) && parts[4] == "fd"
    default: return false
    }
}

import Glibc
import OutputFile
import RasterchartCLI

/// Output paths that lead to one of the process's open descriptors:
/// `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`, or a link to one of them.
///
/// The sinks write a device or a pipe directly and replace a regular file by
/// renaming a new file over its path. `/dev/stdout` is a link to the link
/// `/proc/self/fd/1`; when standard output is a regular file (`--gif /dev/stdout
/// > out.gif`) the path reads as that file, and the rename replaced the link
/// `/dev/stdout` itself: as root the GIF went into `/dev` and `/dev/stdout` was
/// gone for every later program, as a user the run failed ("Permission denied").
/// Such a path is therefore swapped for the name of the file behind the
/// descriptor, which is then replaced as any other file output is.
enum DescriptorLink {
    /// `options` with `--png` and `--gif` resolved.
    static func resolvingOutputs(of options: Options) throws(OutputCheck.Problem) -> Options {
        var resolved = options
        if let path = options.pngPath { resolved.pngPath = try resolve(path) }
        if let path = options.gifPath { resolved.gifPath = try resolve(path) }
        return resolved
    }

    /// The name of the regular file behind `path` when `path` leads, through
    /// links, to a descriptor's link in `/proc/PID/fd`; otherwise `path` itself
    /// (devices and pipes behind a descriptor are written directly).
    static func resolve(_ path: String) throws(OutputCheck.Problem) -> String {
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
            // The kernel names a deleted file "/path (deleted)"; only a name that
            // still leads to the same file may be replaced.
            guard target.hasPrefix("/"), stat(target, &named) == 0, named.st_dev == file.st_dev,
                named.st_ino == file.st_ino
            else {
                throw OutputCheck.Problem(description: "cannot write \(path): its file has no name any more; give a file name")
            }
            return target
        }
        return path
    }

    /// What the link at `path` points to, as written in the link.
    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
        let count = readlink(path, &buffer, buffer.count)
        guard count > 0, count < buffer.count else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `directory` is a process's descriptor directory: `/proc/PID/fd` or
    /// `/proc/PID/task/TID/fd` once links (`/dev/fd`, `/proc/self`) are resolved.
    private static func isDescriptorDirectory(_ directory: String) -> Bool {
        guard let real = OutputCheck.resolvedDirectory(directory) else { return false }
        let parts = real.split(separator: "/")
        let isNumber = { (part: Substring) in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        switch parts.count {
        case 3: return parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "fd"
        case 5: return parts[0] == "proc" && isNumber(parts[1]) && parts[2] == "task" && isNumber(parts[3]) && parts[4] == "fd"
        default: return false
        }
    }
}

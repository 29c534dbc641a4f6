import CGif
import Raster

#if canImport(Glibc)
import Glibc
#endif

extension GIFEncoder {
    /// Encodes the animation (see `encode(_:)`) into the file at `path`, atomically.
    ///
    /// The GIF is written to a temporary file in the same directory, flushed to disk
    /// and renamed over `path`, so readers see the old file or the whole new one, and a
    /// failure (including a throwing `render`) leaves nothing behind. A path that names
    /// an existing non-regular file (a device such as `/dev/stdout` or a pipe) is
    /// written directly, since it cannot be replaced. SIGXFSZ is ignored for the whole
    /// process, so a file-size limit surfaces as an error rather than killing it.
    /// Errors are `GIFError.output` with the system's reason ("No such file or
    /// directory", "No space left on device", "File too large", …), or what `render`
    /// throws.
    public func write(to path: String, _ render: (Int, inout Pixmap) throws -> PixelRect) throws {
        cgif_ignore_file_size_signal()
        guard !path.isEmpty else { throw GIFError.output(path: path, reason: "empty path") }
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw GIFError.output(path: path, reason: "is a directory") }
            if info.st_mode & S_IFMT != S_IFREG { return try writeDirectly(to: path, render) }
        }
        let directory = Self.directory(of: path)
        var template = Array((directory + "/.rasterchart-XXXXXX.gif.tmp").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemps($0, 8) } ?? -1
        }
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "directory \(directory) does not exist" : Self.reason(errno)
            throw GIFError.output(path: path, reason: reason)
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var committed = false
        defer { if !committed { unlink(temporary) } }
        do {
            let sink = ByteSink(descriptor: fd, path: path)
            try encode(into: sink, render)
            let mask = umask(0)
            umask(mask)
            guard fchmod(fd, 0o666 & ~mask) == 0, fsync(fd) == 0 else { throw GIFError.output(path: path, reason: Self.reason(errno)) }
        } catch {
            close(fd)
            throw error
        }
        guard close(fd) == 0 else { throw GIFError.output(path: path, reason: Self.reason(errno)) }
        guard rename(temporary, path) == 0 else { throw GIFError.output(path: path, reason: Self.reason(errno)) }
        committed = true
    }

    private func writeDirectly(to path: String, _ render: (Int, inout Pixmap) throws -> PixelRect) throws {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw GIFError.output(path: path, reason: Self.reason(errno)) }
        defer { close(fd) }
        try encode(into: ByteSink(descriptor: fd, path: path), render)
    }

    /// The directory part of `path` ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let directory = String(path[..<slash])
        return directory.isEmpty ? "/" : directory
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

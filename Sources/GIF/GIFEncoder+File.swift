import CGif
import OutputFile
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
        try Self.write(to: path) { sink in try encode(into: sink, render) }
    }

    /// Writes a GIF already encoded in memory (`encode(_:)`) to `path`, atomically,
    /// as `write(to:_:)` writes one it encodes.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(to: path) { sink in
            guard bytes.withUnsafeBytes({ sink.write($0) }), sink.flush() else {
                throw GIFError.output(path: path, reason: sink.failure ?? "write failed")
            }
        }
    }

    /// Opens `path` (a replacement file, or a device or pipe as it is), lets
    /// `produce` write into a sink on it, and commits or abandons the file.
    private static func write(to path: String, _ produce: (ByteSink) throws -> Void) throws {
        cgif_ignore_file_size_signal()
        guard !path.isEmpty else { throw GIFError.output(path: path, reason: "empty path") }
        var info = stat()
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw GIFError.output(path: path, reason: "is a directory") }
            if info.st_mode & S_IFMT != S_IFREG {
                let fd = openForWriting(path)
                guard fd >= 0 else { throw GIFError.output(path: path, reason: reason(errno)) }
                defer { close(fd) }
                return try produce(ByteSink(descriptor: fd, path: path))
            }
        }
        let file: ReplacementFile
        do {
            file = try ReplacementFile(replacing: path)
        } catch {
            let target = replacedFile(path)
            let missing = "directory \(parentDirectory(of: target)) does not exist"
            throw GIFError.output(path: path, reason: error.step == .create && error.code == ENOENT ? missing : error.reason)
        }
        do {
            try produce(ByteSink(descriptor: file.descriptor, path: path))
        } catch {
            file.abandon()
            throw error
        }
        do {
            try file.commit()
        } catch {
            throw GIFError.output(path: path, reason: error.reason)
        }
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

import CTemporaryFiles

#if canImport(Glibc)
import Glibc
#endif

/// A new file written beside the one it replaces and renamed over it when done, so
/// readers see the old file or the whole new one, never a part, and a failure at
/// any step leaves nothing behind. The sinks (PNG, GIF) write through it.
///
/// The temporary file has a fresh random name in the destination's directory
/// (`rename` is atomic only within one file system), the destination's name cut
/// where needed so that a name of the longest length still has a temporary
/// name the directory accepts, opened with `O_EXCL` and mode
/// 0666, so the kernel applies the umask as for any new file: `mkstemp` gives 0600,
/// and reading the umask means setting it, for a moment, for every thread. Every
/// file made ends in `commit()` or `abandon()`; until then its path is in the
/// process's table of temporary files (`CTemporaryFiles`), which a fatal-signal
/// handler empties, so a crash does not leave it behind either.
public struct ReplacementFile: Sendable {
    /// The path the file will have once committed.
    public let destination: String
    /// Where it is written meanwhile.
    public let temporaryPath: String
    /// The open temporary file, for writing.
    public let descriptor: Int32
    /// Its slot in the table of temporary files, or -1 when the table had no room.
    private let slot: Int32

    /// Creates the temporary file beside the file `path` names once its links
    /// are followed (`replacementTarget(of:)`): that file is what `commit()` replaces.
    public init(replacing path: String) throws(FileFailure) {
        let destination = try replacementTarget(of: path)
        let slash = destination.lastIndex(of: "/")
        let directory = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        var temporary = ""
        var fd: Int32 = -1
        var slot: Int32 = -1
        for _ in 0..<100 {
            let suffix = ".\(String(UInt64.random(in: .min ... .max), radix: 36)).tmp"
            temporary = directory + "." + Self.prefix(of: name, bytes: Self.longestName - 1 - suffix.utf8.count) + suffix
            fd = rc_temporary_files_open(temporary, &slot)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw FileFailure(step: .create, code: errno) }
        self.destination = destination
        temporaryPath = temporary
        descriptor = fd
        self.slot = slot
    }

    /// The longest file name Linux file systems take, in bytes (`NAME_MAX`).
    public static let longestName = 255

    /// The longest start of `name` of at most `bytes` UTF-8 bytes, cut between
    /// Unicode scalars so that it stays valid UTF-8.
    private static func prefix(of name: String, bytes: Int) -> String {
        var used = 0
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            used += UTF8.width(scalar)
            guard used <= bytes else { break }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Flushes the file to disk, closes it and renames it over the destination;
    /// on a failure the temporary file is removed.
    public func commit() throws(FileFailure) {
        guard fsync(descriptor) == 0 else { throw remove(closing: true, after: .flush) }
        guard close(descriptor) == 0 else { throw remove(closing: false, after: .close) }
        guard rename(temporaryPath, destination) == 0 else { throw remove(closing: false, after: .rename) }
        // Forgotten only once renamed: a crash between the two unlinks a name that is gone.
        rc_temporary_files_forget(slot)
    }

    /// Closes and removes the temporary file, leaving the destination as it was.
    public func abandon() {
        close(descriptor)
        unlink(temporaryPath)
        rc_temporary_files_forget(slot)
    }

    /// The failure of `step` (errno as it was), after closing the file if `closing`
    /// and removing it.
    private func remove(closing: Bool, after step: FileFailure.Step) -> FileFailure {
        let failure = FileFailure(step: step, code: errno)
        if closing { close(descriptor) }
        unlink(temporaryPath)
        rc_temporary_files_forget(slot)
        return failure
    }
}

/// A system call of `ReplacementFile` that failed, with its `errno`.
public struct FileFailure: Error, Equatable, Sendable {
    /// What was being done.
    public enum Step: Sendable, Equatable {
        case name, create, flush, close, rename

        /// What the step does to the destination, for an error message
        /// ("cannot flush out.png: No space left on device").
        public var operation: String {
            switch self {
            case .name: "find the file named by"
            case .create: "create a temporary file for"
            case .flush: "flush"
            case .close: "close"
            case .rename: "rename a temporary file onto"
            }
        }
    }

    public let step: Step
    public let code: Int32

    /// The system's text for `code` ("No space left on device").
    public var reason: String { String(cString: strerror(code)) }
}

import Glibc
import OutputFile
import RasterchartCLI

/// Checks every output destination before anything is rendered or written.
///
/// The writers already refuse a bad path, but only when their turn comes: with
/// `--png a.png --gif missing/b.gif` the PNG would be written before the GIF
/// fails. Checking all destinations first makes a bad path fail the whole run
/// with nothing written (and without rendering for nothing). The writers keep
/// their own checks for what can change in between.
struct OutputCheck {
    /// A destination that cannot be written; exit status 1, like other failed outputs.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// Throws for the first of `--png`, `--frames`, `--gif` that cannot be written.
    /// A name with `{id}` is checked as it stands (its directory has none); an
    /// `{id}` frames directory need not exist (each chart's is made), its parent must.
    static func check(_ options: Options) throws(Problem) {
        if let path = options.pngPath { try checkFile(path) }
        if let directory = options.framesDirectory {
            try checkDirectory(directory.contains(Options.idPlaceholder) ? parentDirectory(of: directory) : directory)
        }
        if let path = options.gifPath { try checkFile(path) }
    }

    /// Throws when two outputs would write one file, which the later one would
    /// silently replace: two of `--png`, `--gif` and `--fb` naming the same file
    /// (however spelled), or `--png` or `--gif` naming one of the `frame-N.png`
    /// files `--frames` writes.
    static func checkDistinct(_ options: Options) throws(UsageProblem) {
        let png = options.pngPath.flatMap(resolved), gif = options.gifPath.flatMap(resolved)
        let screen = options.framebufferDevice == Options.automaticScreen ? nil : options.framebufferDevice
        let outputs = [("--png", png), ("--gif", gif), ("--fb", screen.flatMap(resolved))]
        for (i, first) in outputs.enumerated() {
            for second in outputs[(i + 1)...] {
                guard let path = first.1, path == second.1 else { continue }
                throw UsageProblem("\(first.0) and \(second.0) name the same file, \(path); give each output its own")
            }
        }
        guard let directory = options.framesDirectory, let frames = resolvedDirectory(directory) else { return }
        for (option, path) in [("--png", png), ("--gif", gif)] {
            guard let path, path.hasPrefix(frames + "/") else { continue }
            let name = path.dropFirst(frames.count + 1)
            guard name.hasPrefix("frame-"), name.hasSuffix(".png"),
                name.dropFirst(6).dropLast(4).allSatisfy({ $0.isASCII && $0.isNumber })
            else { continue }
            throw UsageProblem("\(option) \(path) is one of the frames --frames writes into \(directory)")
        }
    }

    /// `path` with its directory resolved (links, `.`, `..`), or nil when that
    /// directory does not exist (`check` reports it); a link, `/dev/stdout`
    /// among them, stands for the file it leads to (`replacementTarget(of:)`).
    static func resolved(_ path: String) -> String? {
        let path = replacedFile(path)
        guard let directory = resolvedDirectory(parentDirectory(of: path)) else { return nil }
        let name = path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
        return (directory == "/" ? "" : directory) + "/" + name
    }

    /// The canonical form of an existing directory's path.
    static func resolvedDirectory(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// A file output: not a directory itself, its directory exists, and its name is
    /// not longer than a file name may be (the system would refuse it only at the end).
    /// Devices and pipes are accepted as they are (the GIF writer writes them directly).
    static func checkFile(_ path: String) throws(Problem) {
        if kind(of: path) == S_IFDIR { throw Problem(description: "cannot write \(path): is a directory") }
        if isTerminalStandardOutput(path) {
            throw Problem(description: "cannot write \(path): standard output is a terminal; redirect it to a file or a pipe")
        }
        guard let target = try? replacementTarget(of: path) else {
            throw Problem(description: "cannot write \(path): its file has no name any more; give a file name")
        }
        let directory = parentDirectory(of: target)
        switch kind(of: directory) {
        case S_IFDIR: break
        case nil: throw Problem(description: "cannot write \(path): directory \(directory) does not exist")
        default: throw Problem(description: "cannot write \(path): \(directory) is not a directory")
        }
        let name = target.split(separator: "/").last.map { $0.utf8.count } ?? 0
        if name > ReplacementFile.longestName {
            throw Problem(
                description: "cannot write \(path): its file name is \(name) bytes, at most \(ReplacementFile.longestName) are allowed")
        }
    }

    /// Whether `path` is standard output and that is a terminal: image bytes there
    /// fill the screen with garbage (`--gif -` typed without a redirect).
    static func isTerminalStandardOutput(_ path: String) -> Bool {
        var named = stat(), output = stat()
        return isatty(STDOUT_FILENO) == 1 && stat(path, &named) == 0 && fstat(STDOUT_FILENO, &output) == 0
            && named.st_dev == output.st_dev && named.st_ino == output.st_ino
    }

    /// `--frames DIR`: an existing directory.
    static func checkDirectory(_ path: String) throws(Problem) {
        switch kind(of: path) {
        case S_IFDIR: return
        case nil: throw Problem(description: "cannot write frames into \(path): the directory does not exist")
        default: throw Problem(description: "cannot write frames into \(path): not a directory")
        }
    }

    /// Every frame file of `--frames`, once the data has fixed their number: where
    /// something has its name, a regular file, and each writable as `checkFile`
    /// says. A directory there failed the run only at its frame, after the frames
    /// before it were drawn and written, and a FIFO kept it waiting for a reader;
    /// frames are files, so neither is written into. A name nothing has (the usual
    /// case) needs no more than `check` found for the directory itself, so it costs
    /// one `lstat`: asking `checkFile` about each had the directory checked again for
    /// every frame.
    static func checkFrames(_ files: FrameFiles) throws(Problem) {
        var info = stat()
        for k in 0..<files.count {
            let path = files.path(k)
            guard lstat(path, &info) == 0 else { continue }
            guard let kind = kind(of: path), kind != S_IFREG else {
                try checkFile(path)
                continue
            }
            let what: String
            switch kind {
            case S_IFDIR: what = "a directory"
            case S_IFIFO: what = "a FIFO"
            case S_IFSOCK: what = "a socket"
            default: what = "a device"
            }
            throw Problem(description: "cannot write frames into \(files.directory): \(path) is \(what), not a file")
        }
    }

    /// The file type bits of what `path` names (following links), or nil when nothing is there.
    static func kind(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }
}

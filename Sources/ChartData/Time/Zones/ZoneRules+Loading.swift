#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ZoneRules {
    /// Where the system keeps its zone files (Debian's tzdata); `TZDIR` overrides it, as for glibc.
    public static let defaultDirectory = "/usr/share/zoneinfo"

    /// Whether `name` is shaped as a zone name: components of letters, digits,
    /// `_`, `-`, `+` and `.`, none empty, `.` or `..`, not starting with `/`.
    /// So a name cannot reach a file outside the zoneinfo directory.
    public static func isValidName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 255 else { return false }
        return name.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part != "." && part != ".."
                && part.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-+.".unicodeScalars.contains($0))
                }
        }
    }

    /// The zone `name` ("Europe/Berlin", "UTC") from `directory`; "UTC" itself
    /// needs no file.
    public static func named(_ name: String, directory: String = defaultDirectory) throws(ZoneError) -> ZoneRules {
        if name == "UTC" { return .utc }
        guard isValidName(name) else { throw .invalidName(name) }
        return try ZoneRules(name: name, file: directory + "/" + name, missing: .unknown(name))
    }

    /// The zone of this machine, as glibc finds it: `TZ` when it is set (empty:
    /// UTC; `:NAME` or a name: that zone's file; else a POSIX rule such as
    /// "CET-1CEST,M3.5.0,M10.5.0/3"), else the file /etc/localtime.
    public static func local(
        tz: String?, directory: String = defaultDirectory, localtime: String = "/etc/localtime"
    ) throws(ZoneError) -> ZoneRules {
        guard let tz else { return try ZoneRules(name: "local", file: localtime, missing: .unknown(localtime)) }
        let spec = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
        if spec.isEmpty { return .utc }
        if spec.hasPrefix("/") { return try ZoneRules(name: spec, file: spec, missing: .unknown(spec)) }
        if isValidName(spec), let zone = try? named(spec, directory: directory) { return zone }
        guard !tz.hasPrefix(":"), let rule = PosixZoneRule(spec) else { throw .unknown(spec) }
        return ZoneRules(name: spec, rules: .posix(rule))
    }

    /// The names of the zones and their links that tzdata's index (`tzdata.zi`)
    /// lists, for suggestions; none when it cannot be read.
    public static func knownNames(directory: String = defaultDirectory) -> [String] {
        guard let index = try? DataInput(path: directory + "/tzdata.zi") else { return [] }
        return index.bytes.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let words = line.split(separator: UInt8(ascii: " "))
            guard let kind = words.first, kind.count == 1 else { return nil }
            switch kind.first {
            case UInt8(ascii: "Z") where words.count > 1: return String(decoding: words[1], as: UTF8.self)
            case UInt8(ascii: "L") where words.count > 2: return String(decoding: words[2], as: UTF8.self)
            default: return nil
            }
        }
    }

    /// Reads the TZif file at `path`; `missing` is thrown when there is none.
    init(name: String, file path: String, missing: ZoneError) throws(ZoneError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR || errno == EISDIR { throw missing }
            throw .unreadable(path)
        }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { throw .unreadable(path) }
        // A directory ("America") or a device is no zone; a zone file is a few KB.
        guard status.st_mode & S_IFMT == S_IFREG else { throw missing }
        let limit = 1 << 20
        guard status.st_size <= limit else { throw .notTZif }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        try self.init(name: name, tzif: Array(bytes.prefix(count)))
    }
}

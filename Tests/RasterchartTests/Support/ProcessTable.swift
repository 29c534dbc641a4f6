import Glibc
import TestSupport

/// What /proc says about a running rasterchart: its child processes (a fetch's
/// shell, the console guardian) and its open descriptors.
enum ProcessTable {
    /// The children of `pid`, each with its state letter (`Z` for a zombie).
    static func children(of pid: pid_t) -> [(pid: pid_t, state: Character)] {
        (directoryEntries("/proc") ?? []).compactMap { name -> (pid_t, Character)? in
            guard let child = pid_t(name), let stat = status(of: child), stat.parent == pid else { return nil }
            return (child, stat.state)
        }
    }

    /// The state letter and parent of `pid` (from /proc/PID/stat), or nil when it is gone.
    static func status(of pid: pid_t) -> (state: Character, parent: pid_t)? {
        guard let bytes = try? readFile("/proc/\(pid)/stat"),
            let paren = bytes.lastIndex(of: UInt8(ascii: ")"))
        else { return nil }
        let fields = bytes[(paren + 2)...].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let state = fields[0].first, let parent = pid_t(String(decoding: fields[1], as: UTF8.self))
        else { return nil }
        return (Character(UnicodeScalar(state)), parent)
    }

    /// How many descriptors `pid` has open.
    static func descriptorCount(of pid: pid_t) -> Int {
        directoryEntries("/proc/\(pid)/fd")?.count ?? 0
    }
}

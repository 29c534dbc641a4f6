#if canImport(Glibc)
import Glibc
#endif

/// The names in the directory at `path`, without "." and "..", sorted; nil when it
/// cannot be opened. The suites that check what a run left on disk share it.
public func directoryEntries(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
}

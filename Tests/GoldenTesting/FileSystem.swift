/// The little file-system help the golden store needs, on Glibc.
import Glibc

/// Creates `path` and its missing parents, like `mkdir -p`; true when it exists afterwards.
func makeDirectories(_ path: String) -> Bool {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
        prefix += component + "/"
        if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
}

/// True when a file exists at `path`.
func fileExists(_ path: String) -> Bool {
    access(path, F_OK) == 0
}

/// The environment variable `name`, or nil.
func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
}

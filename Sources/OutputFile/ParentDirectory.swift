/// The directory part of `path`: "." for a bare name, "/" for a file at the root.
/// Error messages name it ("directory out/ does not exist"), where the whole path
/// would hide which part is missing.
public func parentDirectory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let directory = String(path[..<slash])
    return directory.isEmpty ? "/" : directory
}

import Glibc

/// A path in /tmp unique to this test process.
func temporaryPath(_ name: String) -> String {
    "/tmp/rasterchart-fb-\(getpid())-\(name)"
}

/// The whole file, or no bytes when it cannot be read.
func readFile(_ path: String) -> [UInt8] {
    guard let f = fopen(path, "rb") else { return [] }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&buffer, 1, buffer.count, f)
        if n == 0 { break }
        bytes += buffer[0..<n]
    }
    return bytes
}

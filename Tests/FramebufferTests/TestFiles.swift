import Glibc
import Synchronization

/// Calls so far; parallel tests asking for the same name (the format cases
/// all render "bars-200x120.png") must still get different files.
private let temporaryPathCount = Atomic<Int>(0)

/// A path in /tmp unique to this test process and to this call.
func temporaryPath(_ name: String) -> String {
    let call = temporaryPathCount.add(1, ordering: .relaxed).newValue
    return "/tmp/rasterchart-fb-\(getpid())-\(call)-\(name)"
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

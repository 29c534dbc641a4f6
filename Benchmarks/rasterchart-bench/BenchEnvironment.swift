import CBaseline
import Glibc

/// What the numbers were measured on, printed before them.
enum BenchEnvironment {
    static var lines: [String] {
        [
            "cpu:     \(cpuModel) (\(sysconf(Int32(_SC_NPROCESSORS_ONLN))) cores online)",
            "swift:   \(swiftVersion), \(buildConfiguration) build; C baseline: \(cCompiler)",
            "date:    \(utcDate)",
            "load:    \(loadAverage) (1, 5, 15 min; other processes share these cores)",
        ]
    }

    /// The 1, 5 and 15-minute load averages: on a shared machine they say how far
    /// to trust the times.
    static var loadAverage: String {
        var loads = [Double](repeating: 0, count: 3)
        guard getloadavg(&loads, 3) == 3 else { return "unknown" }
        return loads.map { String(Double(Int(($0 * 100).rounded())) / 100) }.joined(separator: ", ")
    }

    /// The first "model name" of /proc/cpuinfo.
    static var cpuModel: String {
        guard let file = fopen("/proc/cpuinfo", "r") else { return "unknown CPU" }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") {
                return text[text.index(after: colon)...].trimmingSpaces
            }
        }
        return "unknown CPU"
    }

    /// The C compiler's version without its source URL; SwiftPM compiles C with -O2 in release.
    static var cCompiler: String {
        let version = String(cString: cbaseline_compiler())
        return String(version.prefix { $0 != "(" }.reversed().drop { $0 == " " }.reversed())
    }

    static var swiftVersion: String {
        #if compiler(>=6.4)
            "Swift ≥ 6.4"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #else
            "Swift < 6.3"
        #endif
    }

    static var buildConfiguration: String {
        #if DEBUG
            "DEBUG (numbers meaningless: use -c release)"
        #else
            "release"
        #endif
    }

    static var utcDate: String {
        var seconds = time(nil)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M:%S UTC", &parts)
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\n" || $0 == "\t" }.reversed())
    }
}

import Glibc

/// The process's peak resident memory (getrusage's ru_maxrss), the high-water
/// mark of everything the selected scenes held, including their cached layers.
enum PeakMemory {
    /// Peak resident memory in bytes, or nil when the system does not say.
    static var bytes: Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return usage.ru_maxrss * 1024
    }

    /// "peak memory: 41.2 MB (26.8× one 800×480 frame)".
    static func line(frameBytes: Int) -> String {
        guard let bytes else { return "peak memory: unknown" }
        let megabytes = Double(bytes) / 1e6
        let frames = Double(bytes) / Double(frameBytes)
        return "peak memory (ru_maxrss): \(tenths(megabytes)) MB = \(tenths(frames))× one 800×480 frame"
    }

    private static func tenths(_ value: Double) -> String {
        let scaled = Int((value * 10).rounded())
        return "\(scaled / 10).\(scaled % 10)"
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The "frames done / total" line on standard error while frames render (or
/// "charts done / total" while a batch of charts is written).
///
/// Work that goes over the frames more than once (the GIF encoder reads them
/// twice: a colour census, then the encoding) says which pass it is on, and its
/// percentage covers all passes, so it never shows 100 % and starts again.
///
/// It is one line, redrawn in place with a carriage return, and cleared at
/// the end so the terminal is left as it was. It appears only when standard
/// error is a terminal, `--quiet` is off, and the work has already taken half
/// a second (short runs print nothing); it is redrawn at most ten times a
/// second so a fast renderer does not spend its time writing to the terminal.
public struct ProgressReporter {
    /// How long the work runs before the line appears.
    public static let delay: Duration = .milliseconds(500)
    /// The least time between two redraws.
    public static let interval: Duration = .milliseconds(100)

    public let total: Int
    /// How many times the work goes over the `total` frames.
    public let passes: Int
    /// What is counted: `frame`, or `chart` for a batch of charts.
    public let unit: String
    let isEnabled: Bool
    let elapsed: () -> Duration
    let output: (String) -> Void
    var lastDrawn: Duration?

    /// A reporter for `passes` passes over `total` frames that writes to standard
    /// error if it is a terminal and `isQuiet` is false.
    public init(total: Int, passes: Int = 1, unit: String = "frame", isQuiet: Bool) {
        let start = ContinuousClock.now
        self.init(
            total: total, passes: passes, unit: unit, isEnabled: !isQuiet && isatty(STDERR_FILENO) == 1,
            elapsed: { ContinuousClock.now - start }, output: Self.writeToStandardError)
    }

    /// A reporter with its own clock (time since the work began) and output, for tests.
    init(
        total: Int, passes: Int = 1, unit: String = "frame", isEnabled: Bool, elapsed: @escaping () -> Duration,
        output: @escaping (String) -> Void
    ) {
        self.total = max(total, 0)
        self.passes = max(passes, 1)
        self.unit = unit
        self.isEnabled = isEnabled
        self.elapsed = elapsed
        self.output = output
    }

    /// Reports that `framesDone` of the frames are finished in pass `pass` (1…`passes`).
    public mutating func update(framesDone: Int, pass: Int = 1) {
        guard isEnabled else { return }
        let now = elapsed()
        guard now >= Self.delay else { return }
        if let lastDrawn, now - lastDrawn < Self.interval, framesDone < total { return }
        lastDrawn = now
        let done = min(max(framesDone, 0), total)
        let pass = min(max(pass, 1), passes)
        let work = total * passes
        let percent = work > 0 ? ((pass - 1) * total + done) * 100 / work : 100
        let passText = passes > 1 ? ", pass \(pass) of \(passes)" : ""
        output("\rrasterchart: \(unit) \(done)/\(total)\(passText) (\(percent)%)\u{1B}[K")
    }

    /// Clears the line if it was ever shown; call once when the work ends,
    /// also on failure, before printing an error.
    public mutating func finish() {
        guard lastDrawn != nil else { return }
        lastDrawn = nil
        output("\r\u{1B}[K")
    }

    /// Writes all of `text` to file descriptor 2, retrying short writes;
    /// a failing terminal is not worth an error.
    static func writeToStandardError(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}

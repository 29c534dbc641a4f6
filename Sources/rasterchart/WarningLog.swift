/// The warnings of reading the data and laying out its chart (an ambiguous
/// `--coin`, characters the font lacks), printed on standard error unless `--quiet`.
///
/// Why it remembers: a live show reads its `--data` file again whenever the file
/// changes, and a kiosk's updater may rewrite it every minute for months; printing
/// every read's warnings put the same line into the journal 1,440 times a day. A
/// warning the read before printed is not printed again, so one that goes away and
/// comes back prints again. A read that failed counts as one that warned of
/// nothing: after a bad file's error line the next good read's warnings print. A
/// run that reads once prints every warning.
struct WarningLog {
    let isQuiet: Bool
    /// The warnings of the read before the current one.
    private var previousRead: Set<String> = []
    /// The warnings of the current read so far.
    private var currentRead: Set<String> = []

    init(isQuiet: Bool) {
        self.isQuiet = isQuiet
    }

    /// Starts a new read of the data; the one before it is what `warn` compares with.
    mutating func beginRead() {
        previousRead = currentRead
        currentRead = []
    }

    /// Prints `rasterchart: warning: message` unless `--quiet` or the read before printed it.
    mutating func warn(_ message: String) {
        currentRead.insert(message)
        guard !isQuiet, !previousRead.contains(message) else { return }
        Program.printError("warning: " + message)
    }
}

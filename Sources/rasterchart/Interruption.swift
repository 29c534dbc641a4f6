import Glibc
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, turned into a flag the work loops poll, so that
/// every exit path runs the same clean-up (temporary files removed, console
/// restored) instead of dying inside a write. SIGPIPE and SIGXFSZ are ignored:
/// their failures then arrive as ordinary write errors with a message.
struct Interruption: Error, CustomStringConvertible {
    let signal: Int32

    static let received = Atomic<Int32>(0)

    /// Installs the handlers and unblocks the three signals (a supervisor may
    /// start the process with them blocked, and a blocked SIGTERM would never
    /// stop a kiosk); call once at start, before any thread is made.
    static func install() {
        var handled = sigset_t()
        sigemptyset(&handled)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { Interruption.received.store($0, ordering: .relaxed) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
            sigaddset(&handled, sig)
        }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
        Glibc.signal(SIGPIPE, SIG_IGN)
        Glibc.signal(SIGXFSZ, SIG_IGN)
    }

    /// The signal received so far, if any.
    static var pending: Int32? {
        let sig = received.load(ordering: .relaxed)
        return sig == 0 ? nil : sig
    }

    /// Throws when a signal has arrived.
    static func check() throws(Interruption) {
        if let sig = pending { throw Interruption(signal: sig) }
    }

    var exitStatus: Int32 { 128 + signal }

    var description: String {
        let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : signal == SIGHUP ? "SIGHUP" : "signal \(signal)"
        return "interrupted by \(name); no output written"
    }
}

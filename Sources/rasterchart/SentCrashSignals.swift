import Glibc

/// Crash signals sent by another process (`kill -SEGV`, `systemctl kill -s QUIT`)
/// end rasterchart with that signal, as the README's exit statuses promise.
///
/// Why: Swift 6.3's crash backtracer handles SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT, SIGTRAP and SIGQUIT by printing a backtrace and returning, which
/// ends the process only when the faulting instruction runs again. A signal sent
/// with `kill` has no such instruction: the backtrace was printed and a render or
/// a live show carried on (swiftlang/swift#89461). Each handler found installed
/// is wrapped: a signal from another process restores the default action and is
/// raised again; anything else (a real fault, or `abort()` in this process) goes
/// to the backtracer as before. A taken console replaces these handlers with its
/// own, which restore the console and raise the signal again.
enum SentCrashSignals {
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// The handlers found at start, by signal number; written before each wrapper is
    /// installed, only read afterwards, from the signal handler: plain memory, so the
    /// handler reads it without reference counting or exclusivity checks.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        table.initialize(repeating: sigaction(), count: Int(NSIG))
        return table
    }()

    /// Wraps the installed handlers; call once at start, before any thread is made.
    static func install() {
        for sig in signals {
            var old = sigaction()
            guard sigaction(sig, nil, &old) == 0, hasHandler(old) else { continue }
            previous[Int(sig)] = old
            var action = old
            action.sa_flags = old.sa_flags | SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = { sig, info, context in
                if let info, info.pointee.si_code <= SI_USER, info.pointee._sifields._kill.si_pid != getpid() {
                    signal(sig, SIG_DFL)
                    raise(sig)
                    return
                }
                let old = SentCrashSignals.previous[Int(sig)]
                if old.sa_flags & SA_SIGINFO != 0 {
                    old.__sigaction_handler.sa_sigaction?(sig, info, context)
                } else {
                    old.__sigaction_handler.sa_handler?(sig)
                }
            }
            sigaction(sig, &action, nil)
        }
    }

    /// Whether `action` runs a function (not the default action, not ignored).
    private static func hasHandler(_ action: sigaction) -> Bool {
        guard let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Optional<UnsafeRawPointer>.self) else {
            return false
        }
        return Int(bitPattern: handler) != 1  // SIG_IGN
    }
}

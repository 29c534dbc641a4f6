import CTemporaryFiles
import Glibc

/// Crash signals end rasterchart with that signal, as the README's exit statuses
/// promise, and take this run's temporary files with them.
///
/// Why: Swift 6.3's crash backtracer handles SIGSEGV, SIGBUS, SIGILL, SIGFPE,
/// SIGABRT, SIGTRAP and SIGQUIT by printing a backtrace and returning, which
/// ends the process only when the faulting instruction runs again. A signal sent
/// with `kill` has no such instruction: the backtrace was printed and a render or
/// a live show carried on (swiftlang/swift#89461). Each handler found installed
/// is wrapped (and the default action too, where none is): a signal from another
/// process restores the default action and is raised again; anything else (a real
/// fault, or `abort()` in this process, as when an allocation fails) goes to the
/// backtracer as before. Either way the temporary output files still open are
/// removed first (`rc_temporary_files_remove_all`, async-signal-safe): a crash
/// while a GIF was written left its `.tmp` file beside the destination. A taken
/// console replaces these handlers with its own, which restore the console and
/// raise the signal again (no output file is written while the console is taken).
enum CrashSignals {
    static let signals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT]

    /// The handlers found at start, by signal number; written before each wrapper is
    /// installed, only read afterwards, from the signal handler: plain memory, so the
    /// handler reads it without reference counting or exclusivity checks.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let table = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        table.initialize(repeating: sigaction(), count: Int(NSIG))
        return table
    }()

    /// Wraps the installed handlers and unblocks the signals (a supervisor may
    /// start the process with them blocked: a sent SIGABRT then stayed pending and
    /// the run went on); call once at start, before any thread is made.
    static func install() {
        var wrapped = sigset_t()
        sigemptyset(&wrapped)
        for sig in signals {
            var old = sigaction()
            guard sigaction(sig, nil, &old) == 0, !isIgnored(old) else { continue }
            previous[Int(sig)] = old
            var action = old
            action.sa_flags = old.sa_flags | SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = { sig, info, context in
                rc_temporary_files_remove_all()
                let old = CrashSignals.previous[Int(sig)]
                var isSent = false
                if let info { isSent = info.pointee.si_code <= SI_USER && info.pointee._sifields._kill.si_pid != getpid() }
                // No function (the default action: signals that are ignored are not wrapped).
                if isSent || old.__sigaction_handler.sa_handler == nil {
                    signal(sig, SIG_DFL)
                    raise(sig)
                } else if old.sa_flags & SA_SIGINFO != 0 {
                    old.__sigaction_handler.sa_sigaction?(sig, info, context)
                } else {
                    old.__sigaction_handler.sa_handler?(sig)
                }
            }
            sigaction(sig, &action, nil)
            sigaddset(&wrapped, sig)
        }
        sigprocmask(SIG_UNBLOCK, &wrapped, nil)
    }

    /// Whether `action` ignores the signal (`SIG_IGN`, the address 1).
    private static func isIgnored(_ action: sigaction) -> Bool {
        let handler = unsafeBitCast(action.__sigaction_handler.sa_handler, to: Optional<UnsafeRawPointer>.self)
        return handler.map { Int(bitPattern: $0) } == 1
    }
}

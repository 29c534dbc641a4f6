import CCrashSignals
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

    /// Wraps the installed handlers (`rc_crash_signal_wrap`: the handler is C, so
    /// that it makes no Swift runtime call) and unblocks the signals (a supervisor
    /// may start the process with them blocked: a sent SIGABRT then stayed pending
    /// and the run went on); call once at start, before any thread is made.
    static func install() {
        var wrapped = sigset_t()
        sigemptyset(&wrapped)
        for sig in signals where rc_crash_signal_wrap(sig) {
            sigaddset(&wrapped, sig)
        }
        sigprocmask(SIG_UNBLOCK, &wrapped, nil)
    }
}

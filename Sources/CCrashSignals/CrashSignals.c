// See CCrashSignals.h. The table of wrapped handlers is written before each
// wrapper is installed and only read afterwards, from the handler.
#include "CCrashSignals.h"

#include <CTemporaryFiles.h>
#include <signal.h>
#include <unistd.h>

static struct sigaction previous[NSIG];

static void handle(int sig, siginfo_t *info, void *context) {
    rc_temporary_files_remove_all();
    const struct sigaction *old = &previous[sig];
    // Sent by another process: there is no faulting instruction to run again.
    bool is_sent = info != NULL && info->si_code <= SI_USER && info->si_pid != getpid();
    if (is_sent || old->sa_handler == SIG_DFL) {
        signal(sig, SIG_DFL);
        raise(sig);
    } else if (old->sa_flags & SA_SIGINFO) {
        old->sa_sigaction(sig, info, context);
    } else {
        old->sa_handler(sig);
    }
}

bool rc_crash_signal_wrap(int sig) {
    struct sigaction old;
    if (sig <= 0 || sig >= NSIG || sigaction(sig, NULL, &old) != 0 || old.sa_handler == SIG_IGN) return false;
    previous[sig] = old;
    struct sigaction action = old;
    action.sa_flags = old.sa_flags | SA_SIGINFO;
    action.sa_sigaction = handle;
    sigaction(sig, &action, NULL);
    return true;
}

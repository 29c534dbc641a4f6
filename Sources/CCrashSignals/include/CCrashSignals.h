// The crash-signal handler and the handlers it wraps, in C so that the handler
// makes no Swift runtime call (a lazy global's swift_once, reference counting,
// allocation): it runs while the process is dying, maybe inside the runtime.
#ifndef RASTERCHART_CCRASHSIGNALS_H
#define RASTERCHART_CCRASHSIGNALS_H

#include <stdbool.h>

/// Wraps the handler installed for `sig` (or the default action) in one that
/// first removes this run's temporary files (`rc_temporary_files_remove_all`),
/// then ends the process with the signal when another process sent it, and
/// otherwise calls the wrapped handler (Swift's backtracer). Returns false, and
/// changes nothing, for a signal that is ignored or cannot be read. Call before
/// any thread is made, once per signal.
bool rc_crash_signal_wrap(int sig);

#endif

// Debian's giflib (libgif-dev) has no pkg-config file; the module map links "gif".
#ifndef RASTERCHART_CGIF_SHIM_H
#define RASTERCHART_CGIF_SHIM_H

#include <gif_lib.h>
#include <signal.h>

/// Ignores SIGXFSZ so that writing past a file-size limit (ulimit -f) fails with
/// EFBIG, which can be reported, instead of killing the process. Swift cannot
/// import SIG_IGN, a macro that casts an integer to a function pointer.
static inline void cgif_ignore_file_size_signal(void) {
    signal(SIGXFSZ, SIG_IGN);
}

#endif

// The console guardian: a forked child that gives the console and the screen
// back when this process dies in a way no handler sees (SIGKILL, the OOM killer).
//
// The child holds the read end of a pipe whose only write end stays here. An
// ordinary exit writes one byte first ("restored already"); any death closes the
// write end, the child's read returns end-of-file, and it calls rc_restore: the
// DRM screen's CRTC as it was, then the console's mode and cursor. The child
// keeps the DRM card open, so the card stays open after this process dies:
// it stays DRM master to set the CRTC (the kernel would otherwise switch off a
// CRTC whose framebuffer went with the process), and only then lets it go. The
// child runs only async-signal-safe calls (this process has threads; fork copies
// just the calling one), keeps no descriptor but the terminal, the card and its
// pipe, ignores the signals a terminal or a service manager sends a whole
// process group, and shares the parent's pages copy-on-write.
#define _GNU_SOURCE
#include "CFramebuffer.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

/// Closes every descriptor but the `count` in `keep` (ascending, -1s first are skipped).
static void close_all_but(const int *keep, int count) {
#ifdef SYS_close_range
    int ok = 1;
    unsigned next = 0;
    for (int i = 0; i < count && ok; i++) {
        if (keep[i] < 0) continue;
        if ((unsigned)keep[i] > next) ok = syscall(SYS_close_range, next, (unsigned)keep[i] - 1, 0u) == 0;
        next = (unsigned)keep[i] + 1;
    }
    if (ok && syscall(SYS_close_range, next, ~0u, 0u) == 0) return;
#endif
    struct rlimit limit;
    int top = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (int)limit.rlim_cur : 65536;
    for (int fd = 0; fd < top; fd++) {
        int kept = 0;
        for (int i = 0; i < count; i++) kept |= keep[i] == fd;
        if (!kept) close(fd);
    }
}

__attribute__((noreturn)) static void guard(const struct rc_restore *what, int read_fd) {
    static const int ignored[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE};
    for (unsigned i = 0; i < sizeof ignored / sizeof ignored[0]; i++) signal(ignored[i], SIG_IGN);
    prctl(PR_SET_NAME, "rasterchart-tty", 0, 0, 0);
    int keep[3] = {what->tty_fd, what->drm_fd, read_fd};
    for (int i = 1; i < 3; i++)  // three values, sorted in place
        for (int j = i; j > 0 && keep[j - 1] > keep[j]; j--) {
            int t = keep[j];
            keep[j] = keep[j - 1];
            keep[j - 1] = t;
        }
    close_all_but(keep, 3);
    char byte;
    ssize_t n;
    do n = read(read_fd, &byte, 1);
    while (n < 0 && errno == EINTR);
    if (n != 1) rc_restore(what);
    _exit(0);
}

int rc_console_start_guardian(const struct rc_restore *what, int *pid) {
    struct rc_restore copy = *what;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    pid_t child = fork();
    if (child == 0) guard(&copy, fds[0]);
    close(fds[0]);
    if (child < 0) {
        close(fds[1]);
        return -1;
    }
    *pid = child;
    return fds[1];
}

void rc_console_dismiss_guardian(int write_fd, int pid) {
    static const char restored = 1;
    (void)!write(write_fd, &restored, 1);
    close(write_fd);
    while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
}

// The console guardian: a forked child that gives the console back when this
// process dies in a way no handler sees (SIGKILL, the OOM killer).
//
// The child holds the read end of a pipe whose only write end stays here. An
// ordinary exit writes one byte first ("restored already"); any death closes the
// write end, the child's read returns end-of-file, and it sets the saved mode and
// shows the cursor. The child runs only async-signal-safe calls (this process has
// threads; fork copies just the calling one), keeps no descriptor but the
// terminal and its pipe, ignores the signals a terminal or a service manager
// sends a whole process group, and shares the parent's pages copy-on-write.
#define _GNU_SOURCE
#include "CFramebuffer.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

static void close_all_but(int a, int b) {
    int low = a < b ? a : b, high = a < b ? b : a;
#ifdef SYS_close_range
    if ((low == 0 || syscall(SYS_close_range, 0u, (unsigned)low - 1, 0u) == 0) &&
        (high == low + 1 || syscall(SYS_close_range, (unsigned)low + 1, (unsigned)high - 1, 0u) == 0) &&
        syscall(SYS_close_range, (unsigned)high + 1, ~0u, 0u) == 0)
        return;
#endif
    struct rlimit limit;
    int count = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (int)limit.rlim_cur : 65536;
    for (int fd = 0; fd < count; fd++)
        if (fd != a && fd != b) close(fd);
}

__attribute__((noreturn)) static void guard(int tty_fd, int saved_mode, int read_fd) {
    static const int ignored[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE};
    for (unsigned i = 0; i < sizeof ignored / sizeof ignored[0]; i++) signal(ignored[i], SIG_IGN);
    prctl(PR_SET_NAME, "rasterchart-tty", 0, 0, 0);
    close_all_but(tty_fd, read_fd);
    char byte;
    ssize_t n;
    do n = read(read_fd, &byte, 1);
    while (n < 0 && errno == EINTR);
    if (n != 1) {
        ioctl(tty_fd, KDSETMODE, (long)saved_mode);
        static const char show_cursor[] = "\033[?25h";
        (void)!write(tty_fd, show_cursor, sizeof show_cursor - 1);
    }
    _exit(0);
}

int rc_console_start_guardian(int tty_fd, int saved_mode, int *pid) {
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return -1;
    pid_t child = fork();
    if (child == 0) guard(tty_fd, saved_mode, fds[0]);
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

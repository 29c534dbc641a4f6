#include "CFramebuffer.h"

#include <signal.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

int rc_fb_get_var(int fd, struct fb_var_screeninfo *var) { return ioctl(fd, FBIOGET_VSCREENINFO, var); }
int rc_fb_get_fix(int fd, struct fb_fix_screeninfo *fix) { return ioctl(fd, FBIOGET_FSCREENINFO, fix); }
int rc_fb_unblank(int fd) { return ioctl(fd, FBIOBLANK, FB_BLANK_UNBLANK); }

int rc_fb_wait_for_vsync(int fd) {
    __u32 crtc = 0;
    return ioctl(fd, FBIO_WAITFORVSYNC, &crtc);
}

// The kernel stores an int here (put_user through an int pointer), not a long.
int rc_kd_get_mode(int fd, int *mode) { return ioctl(fd, KDGETMODE, mode); }

int rc_kd_set_mode(int fd, int mode) { return ioctl(fd, KDSETMODE, (long)mode); }

static volatile sig_atomic_t armed_fd = -1;
static volatile sig_atomic_t armed_mode = KD_TEXT;

static void restore_and_reraise(int sig) {
    int fd = armed_fd;
    if (fd >= 0) {
        ioctl(fd, KDSETMODE, (long)armed_mode);
        static const char show_cursor[] = "\033[?25h";
        (void)!write(fd, show_cursor, sizeof show_cursor - 1);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

void rc_console_arm_fatal_restore(int tty_fd, int saved_mode) {
    armed_mode = saved_mode;
    armed_fd = tty_fd;
    static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT, SIGXCPU};
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = tty_fd >= 0 ? restore_and_reraise : SIG_DFL;
        sa.sa_flags = SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        sigaction(fatal[i], &sa, NULL);
    }
}

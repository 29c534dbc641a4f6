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

void rc_restore(const struct rc_restore *what) {
    if (what->drm_fd >= 0) {
        struct rc_drm_crtc crtc = what->crtc;
        __u32 connectors[RC_RESTORE_CONNECTORS];
        memcpy(connectors, what->connectors, sizeof connectors);
        // A CRTC that showed nothing is switched off: no picture, no connectors.
        crtc.count_connectors = crtc.mode_valid ? what->connector_count : 0;
        crtc.set_connectors_ptr = crtc.mode_valid ? (__u64)(unsigned long)connectors : 0;
        if (!crtc.mode_valid) crtc.fb_id = 0;
        rc_drm_set_crtc(what->drm_fd, &crtc);
    }
    if (what->tty_fd >= 0) {
        ioctl(what->tty_fd, KDSETMODE, (long)what->tty_mode);
        static const char show_cursor[] = "\033[?25h";
        (void)!write(what->tty_fd, show_cursor, sizeof show_cursor - 1);
    }
}

static struct rc_restore armed;
static volatile sig_atomic_t is_armed = 0;

static void restore_and_reraise(int sig) {
    if (is_armed) rc_restore(&armed);
    signal(sig, SIG_DFL);
    raise(sig);
}

void rc_restore_arm_fatal(const struct rc_restore *what) {
    is_armed = 0;
    if (what) {
        armed = *what;
        is_armed = 1;
    }
    static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT, SIGXCPU};
    for (unsigned i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction sa;
        memset(&sa, 0, sizeof sa);
        sa.sa_handler = what ? restore_and_reraise : SIG_DFL;
        sa.sa_flags = SA_RESETHAND;
        sigemptyset(&sa.sa_mask);
        sigaction(fatal[i], &sa, NULL);
    }
}

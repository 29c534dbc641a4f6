// The few things Swift cannot import from the kernel headers on its own: the
// ioctl request macros built with _IOW/_IOR (DRMInterface.h for DRM), a
// restore of the console and the screen that is safe to run inside a
// fatal-signal handler, and the forked guardian that restores them after
// SIGKILL. Everything else is Swift.
#ifndef RASTERCHART_CFRAMEBUFFER_H
#define RASTERCHART_CFRAMEBUFFER_H

#include <linux/fb.h>
#include <linux/kd.h>

#include "DRMInterface.h"

/// FBIOGET_VSCREENINFO; returns ioctl's result (0 or -1 with errno).
int rc_fb_get_var(int fd, struct fb_var_screeninfo *var);
/// FBIOGET_FSCREENINFO.
int rc_fb_get_fix(int fd, struct fb_fix_screeninfo *fix);
/// FBIOBLANK with FB_BLANK_UNBLANK.
int rc_fb_unblank(int fd);
/// FBIO_WAITFORVSYNC on CRTC 0 (a _IOW macro, hence the shim).
int rc_fb_wait_for_vsync(int fd);
/// KDGETMODE: stores KD_TEXT or KD_GRAPHICS in *mode.
int rc_kd_get_mode(int fd, int *mode);
/// KDSETMODE.
int rc_kd_set_mode(int fd, int mode);

/// The most connectors a restored CRTC drives again.
#define RC_RESTORE_CONNECTORS 8

/// What a live show gives back on every exit: the console's mode (and its
/// cursor), and a DRM screen's CRTC as it was before the show took it.
struct rc_restore {
    /// The terminal to set `tty_mode` on and show the cursor of; -1 for none.
    int tty_fd;
    int tty_mode;
    /// The DRM card to set `crtc` on again; -1 for none.
    int drm_fd;
    /// The CRTC as DRM_IOCTL_MODE_GETCRTC found it (its connector pointer unused).
    struct rc_drm_crtc crtc;
    /// The connectors the CRTC drove then.
    __u32 connectors[RC_RESTORE_CONNECTORS];
    __u32 connector_count;
};

/// Puts back what `what` names: the CRTC first (the console's own picture
/// comes back), then the console's mode and cursor. Makes only
/// async-signal-safe calls.
void rc_restore(const struct rc_restore *what);

/// Remembers a copy of `what` to put back if the process dies of a fatal
/// signal (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT,
/// SIGXCPU: those that end the process by default): the handler calls
/// `rc_restore`, then re-raises the signal with its default action. NULL disarms.
void rc_restore_arm_fatal(const struct rc_restore *what);

/// Starts the guardian (ConsoleGuardian.c): a child process that calls
/// `rc_restore` with a copy of `what` when this process dies without
/// dismissing it, even by SIGKILL. Returns the descriptor that keeps it waiting
/// (stores the child's pid in *pid), or -1 when none could be started.
int rc_console_start_guardian(const struct rc_restore *what, int *pid);
/// Tells the guardian everything is back (it exits without touching it),
/// closes `write_fd` and reaps the child.
void rc_console_dismiss_guardian(int write_fd, int pid);

#endif

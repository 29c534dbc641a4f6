// The few things Swift cannot import from the kernel headers on its own: the
// ioctl request macros built with _IOW/_IOR, a console restore that is safe to
// run inside a fatal-signal handler, and the forked guardian that restores it
// after SIGKILL. Everything else is Swift.
#ifndef RASTERCHART_CFRAMEBUFFER_H
#define RASTERCHART_CFRAMEBUFFER_H

#include <linux/fb.h>
#include <linux/kd.h>

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

/// Remembers the console to put back if the process dies of a fatal signal
/// (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS, SIGQUIT,
/// SIGXCPU: those that end the process by default): the handler sets `saved_mode`
/// on `tty_fd`, shows the cursor, then re-raises the signal with its default
/// action. Only async-signal-safe calls are made. Pass tty_fd = -1 to disarm.
void rc_console_arm_fatal_restore(int tty_fd, int saved_mode);

/// Starts the console guardian (ConsoleGuardian.c): a child process that sets
/// `saved_mode` on `tty_fd` and shows the cursor when this process dies without
/// dismissing it, even by SIGKILL. Returns the descriptor that keeps it waiting
/// (stores the child's pid in *pid), or -1 when none could be started.
int rc_console_start_guardian(int tty_fd, int saved_mode, int *pid);
/// Tells the guardian the console is back (it exits without touching it), closes
/// `write_fd` and reaps the child.
void rc_console_dismiss_guardian(int write_fd, int pid);

#endif

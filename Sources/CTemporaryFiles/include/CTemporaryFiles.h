// The temporary files this process has open, kept where a fatal-signal handler
// may read them: plain memory with atomic slot states, so removing them takes no
// allocation, no lock and no Swift runtime call. In C for that reason.
#ifndef RASTERCHART_CTEMPORARYFILES_H
#define RASTERCHART_CTEMPORARYFILES_H

/// Creates the file `path` (`O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC`, mode 0666
/// less the umask) and remembers it until it is forgotten, as one step no signal
/// comes between; returns the descriptor, or -1 with `errno` set. `*slot` is its
/// slot, or -1 when the file was not created or every slot is taken or the path
/// is too long (the file is then not removed by `rc_temporary_files_remove_all`).
/// Any thread may call it; once `rc_temporary_files_remove_all` has run (the
/// process is dying of a crash in another thread), it removes the file at once.
int rc_temporary_files_open(const char *path, int *slot);
/// Forgets the path in `slot` (from `rc_temporary_files_open`; -1 does nothing).
void rc_temporary_files_forget(int slot);
/// Unlinks every remembered path; async-signal-safe, each path unlinked at most once.
void rc_temporary_files_remove_all(void);

#endif

// Starting `--data-command`: the pipes and the spawn attributes need glibc's GNU
// extensions (pipe2, posix_spawn_file_actions_addclosefrom_np), which Swift's
// Glibc module does not import. Reading, timing out and reaping are in Swift.
#ifndef RASTERCHART_CDATACOMMAND_H
#define RASTERCHART_CDATACOMMAND_H

#include <sys/types.h>

/// Starts `/bin/sh -c command` as the leader of a new process group, with
/// standard input from /dev/null, standard output and error into two new pipes,
/// no other descriptor of this process, no signal blocked and every signal's
/// action the default (this process ignores SIGPIPE; a pipeline in the command
/// must not). On success returns 0 and sets `*pid` and the read ends
/// `*output_fd`, `*error_fd` (close-on-exec, non-blocking); else returns an
/// errno value and leaves nothing open.
int rc_command_start(const char *command, pid_t *pid, int *output_fd, int *error_fd);

/// Whether the child `pid` has ended, without reaping it (`waitid` with
/// `WNOWAIT`): until it is reaped its number, and so its process group's, cannot
/// be taken by another process, so the group can still be killed safely.
/// Returns 1 when it has ended, 0 while it runs, -1 on error (errno set).
int rc_command_has_ended(pid_t pid);

#endif

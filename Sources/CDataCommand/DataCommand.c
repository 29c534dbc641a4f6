#define _GNU_SOURCE
#include "CDataCommand.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int rc_command_start(const char *command, pid_t *pid, int *output_fd, int *error_fd) {
    int output[2], error[2];
    if (pipe2(output, O_CLOEXEC) != 0) return errno;
    if (pipe2(error, O_CLOEXEC) != 0) {
        int code = errno;
        close(output[0]);
        close(output[1]);
        return code;
    }
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, output[1], 1);
    posix_spawn_file_actions_adddup2(&actions, error[1], 2);
    // Descriptors this process inherited without close-on-exec (a supervisor's,
    // say) stay here too: the command gets only its three.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setpgroup(&attributes, 0);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP);
    char *argv[] = {"sh", "-c", (char *)command, NULL};
    int result = posix_spawn(pid, "/bin/sh", &actions, &attributes, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(output[1]);
    close(error[1]);
    if (result != 0) {
        close(output[0]);
        close(error[0]);
        return result;
    }
    fcntl(output[0], F_SETFL, O_NONBLOCK);
    fcntl(error[0], F_SETFL, O_NONBLOCK);
    *output_fd = output[0];
    *error_fd = error[0];
    return 0;
}

int rc_command_has_ended(pid_t pid) {
    siginfo_t info;
    info.si_pid = 0;
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return -1;
    return info.si_pid == pid ? 1 : 0;
}

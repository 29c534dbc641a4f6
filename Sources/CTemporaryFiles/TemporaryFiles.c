// See CTemporaryFiles.h. A slot is free, being filled, naming a file being
// created, holding a path, or being removed; a handler removes only slots holding
// a path, and takes each from that state first, so a thread forgetting or reusing
// the slot meanwhile cannot change the path under it (nor can a second crashing
// thread unlink it again).
//
// A file is created and entered as one step (`rc_temporary_files_open`): its slot
// names it before `open` runs, the creating thread blocks every signal meanwhile,
// and a handler running on another thread waits for a slot being created to settle.
// Before, a signal between `open` and the entry left the file behind (seen when
// the fault tests sent SIGBUS as soon as the file appeared, on a loaded machine).
//
// Other threads run on while a crash is handled (Swift's backtracer takes a while):
// a file they create after the handler looked is removed by
// `rc_temporary_files_open` itself once `ending` is set.
#include "CTemporaryFiles.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

enum { slot_free, slot_filling, slot_creating, slot_holding, slot_removing };
enum { slot_count = 32 };

static struct {
    _Atomic int state;
    char path[PATH_MAX];
} slots[slot_count];

/// Set by the first `rc_temporary_files_remove_all`: the process is ending.
static _Atomic int ending;

/// Unlinks the path in `slot` if it still holds one nobody else is removing.
static void remove_slot(int slot) {
    int expected = slot_holding;
    if (atomic_compare_exchange_strong(&slots[slot].state, &expected, slot_removing)) unlink(slots[slot].path);
}

/// A free slot naming `path`, in the creating state, or -1.
static int claim(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int i = 0; i < slot_count; i++) {
        int expected = slot_free;
        if (!atomic_compare_exchange_strong(&slots[i].state, &expected, slot_filling)) continue;
        memcpy(slots[i].path, path, length + 1);
        atomic_store(&slots[i].state, slot_creating);
        return i;
    }
    return -1;
}

int rc_temporary_files_open(const char *path, int *slot) {
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &previous);
    int claimed = claim(path);
    int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    int error = errno;
    if (claimed >= 0) {
        atomic_store(&slots[claimed].state, fd >= 0 ? slot_holding : slot_free);
        // Sequentially consistent with `remove_all`: it sees this slot, or this sees `ending`.
        if (fd >= 0 && atomic_load(&ending)) remove_slot(claimed);
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    *slot = fd >= 0 ? claimed : -1;
    errno = error;
    return fd;
}

void rc_temporary_files_forget(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    int expected = slot_holding;
    // A crashing thread removing it keeps the slot: the process is ending.
    atomic_compare_exchange_strong(&slots[slot].state, &expected, slot_free);
}

void rc_temporary_files_remove_all(void) {
    atomic_store(&ending, 1);
    for (int i = 0; i < slot_count; i++) {
        // Another thread is inside `open` for this slot (never this one: it blocks
        // signals there); wait up to a second for it to settle.
        struct timespec millisecond = {0, 1000000};
        for (int k = 0; k < 1000 && atomic_load(&slots[i].state) == slot_creating; k++) nanosleep(&millisecond, NULL);
        remove_slot(i);
    }
}

// See CTemporaryFiles.h. A slot is free, being filled, holding a path, or being
// removed; a handler removes only slots holding a path, and takes each from that
// state first, so a thread forgetting or reusing the slot meanwhile cannot change
// the path under it (nor can a second crashing thread unlink it again).
//
// Other threads run on while a crash is handled (Swift's backtracer takes a while):
// a file they create after the handler looked is removed by `rc_temporary_files_add`
// itself once `ending` is set. Only a file created but not yet added stays.
#include "CTemporaryFiles.h"

#include <limits.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { slot_free, slot_filling, slot_holding, slot_removing };
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

int rc_temporary_files_add(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int i = 0; i < slot_count; i++) {
        int expected = slot_free;
        if (!atomic_compare_exchange_strong(&slots[i].state, &expected, slot_filling)) continue;
        memcpy(slots[i].path, path, length + 1);
        atomic_store(&slots[i].state, slot_holding);
        // Sequentially consistent with `remove_all`: it sees this slot, or this sees `ending`.
        if (atomic_load(&ending)) remove_slot(i);
        return i;
    }
    return -1;
}

void rc_temporary_files_forget(int slot) {
    if (slot < 0 || slot >= slot_count) return;
    int expected = slot_holding;
    // A crashing thread removing it keeps the slot: the process is ending.
    atomic_compare_exchange_strong(&slots[slot].state, &expected, slot_free);
}

void rc_temporary_files_remove_all(void) {
    atomic_store(&ending, 1);
    for (int i = 0; i < slot_count; i++) remove_slot(i);
}

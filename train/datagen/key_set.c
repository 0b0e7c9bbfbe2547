/*
 * key_set.c - the open-addressed key set of the merge (key_set.h).
 */
#include "key_set.h"

#include <stdlib.h>

#include "src/hash_mix.h"

enum { FIRST_CAPACITY = 1024 };

void key_set_init(KeySet *set, bool with_values) {
    *set = (KeySet){.with_values = with_values};
}

void key_set_free(KeySet *set) {
    free(set->keys);
    free(set->values);
    key_set_init(set, set->with_values);
}

/* The slot of key: where it is, or the empty slot where it belongs. */
static uint64_t slot_of(const KeySet *set, uint64_t key) {
    uint64_t mask = set->capacity - 1, slot = hash_mix64(key) & mask;
    while (set->keys[slot] != 0 && set->keys[slot] != key)
        slot = (slot + 1) & mask;
    return slot;
}

/* Twice the slots, every key moved to its new place. */
static bool grow(KeySet *set) {
    KeySet bigger = *set;
    bigger.capacity = set->capacity ? set->capacity * 2 : FIRST_CAPACITY;
    bigger.keys = calloc(bigger.capacity, sizeof *bigger.keys);
    bigger.values = set->with_values ? calloc(bigger.capacity, sizeof *bigger.values) : NULL;
    if (!bigger.keys || (set->with_values && !bigger.values)) {
        free(bigger.keys);
        free(bigger.values);
        return false;
    }
    for (uint64_t i = 0; i < set->capacity; i++) {
        if (set->keys[i] == 0)
            continue;
        uint64_t slot = slot_of(&bigger, set->keys[i]);
        bigger.keys[slot] = set->keys[i];
        if (set->with_values)
            bigger.values[slot] = set->values[i];
    }
    free(set->keys);
    free(set->values);
    *set = bigger;
    return true;
}

static void found(uint64_t value, bool *added, uint64_t *stored) {
    *added = false;
    if (stored)
        *stored = value;
}

bool key_set_add(KeySet *set, uint64_t key, uint64_t value, bool *added, uint64_t *stored) {
    if (key == 0) {
        if (set->has_zero) {
            found(set->zero_value, added, stored);
        } else {
            set->has_zero = *added = true;
            set->zero_value = value;
        }
        return true;
    }
    if ((set->count + 1) * 2 > set->capacity && !grow(set))
        return false;
    uint64_t slot = slot_of(set, key);
    if (set->keys[slot] == key) {
        found(set->with_values ? set->values[slot] : 0, added, stored);
        return true;
    }
    set->keys[slot] = key;
    if (set->with_values)
        set->values[slot] = value;
    set->count++;
    *added = true;
    return true;
}

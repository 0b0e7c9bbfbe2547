/*
 * key_set.h - a set of 64-bit keys, each with an optional 64-bit value, for the merge's
 * duplicate checks (positions by key, games by index). Open addressing with linear probing,
 * grown to stay at most half full: 16 to 32 bytes a key without values, twice that with.
 */
#ifndef TESSERA_DATAGEN_KEY_SET_H
#define TESSERA_DATAGEN_KEY_SET_H

#include <stdbool.h>
#include <stdint.h>

typedef struct KeySet {
    uint64_t *keys;   /* 0 marks an empty slot; key 0 itself is kept in has_zero */
    uint64_t *values; /* NULL for a set without values */
    uint64_t capacity, count;
    bool with_values, has_zero;
    uint64_t zero_value;
} KeySet;

void key_set_init(KeySet *set, bool with_values);
void key_set_free(KeySet *set);

/* Adds key with value (ignored without values). *added says whether it was new; when it was
 * not, *stored (if not NULL) gets the value stored with it. False when out of memory. */
bool key_set_add(KeySet *set, uint64_t key, uint64_t value, bool *added, uint64_t *stored);

#endif

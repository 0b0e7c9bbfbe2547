/*
 * repeats.c - the set of game fingerprints (repeats.h): 64-bit FNV-1a over the seats, the
 * start position and the canonical move texts, in a hash table that doubles when half full.
 */
#include "repeats.h"

#include <stdio.h>
#include <stdlib.h>

#include "src/fnv1a.h"

static uint64_t fingerprint(const GameRecord *record) {
    uint64_t hash = fnv1a_bytes(FNV1A_START, &record->players, sizeof record->players);
    hash = fnv1a_bytes(hash, record->seats, sizeof record->seats[0] * (size_t)record->players);
    hash = fnv1a_text(hash, record->start_text);
    for (int i = 0; i < record->move_count; i++)
        hash = fnv1a_text(hash, record->moves[i].text);
    return hash ? hash : 1; /* 0 marks a free slot */
}

void repeats_init(RepeatCounter *counter) {
    *counter = (RepeatCounter){0};
}

void repeats_free(RepeatCounter *counter) {
    free(counter->keys);
    free(counter->counts);
    *counter = (RepeatCounter){0};
}

/* The slot of key: where it is, or the free slot where it belongs. */
static size_t find_slot(const RepeatCounter *counter, uint64_t key) {
    size_t mask = counter->capacity - 1, slot = (size_t)key & mask;
    while (counter->keys[slot] && counter->keys[slot] != key)
        slot = (slot + 1) & mask;
    return slot;
}

static void grow(RepeatCounter *counter) {
    RepeatCounter bigger = {.capacity = counter->capacity ? 2 * counter->capacity : 64,
                            .used = counter->used,
                            .games = counter->games,
                            .repeating = counter->repeating};
    bigger.keys = calloc(bigger.capacity, sizeof *bigger.keys);
    bigger.counts = calloc(bigger.capacity, sizeof *bigger.counts);
    if (!bigger.keys || !bigger.counts)
        abort();
    for (size_t i = 0; i < counter->capacity; i++)
        if (counter->keys[i]) {
            size_t slot = find_slot(&bigger, counter->keys[i]);
            bigger.keys[slot] = counter->keys[i];
            bigger.counts[slot] = counter->counts[i];
        }
    free(counter->keys);
    free(counter->counts);
    *counter = bigger;
}

void repeats_add(RepeatCounter *counter, const GameRecord *record) {
    if (2 * (counter->used + 1) > counter->capacity)
        grow(counter);
    uint64_t key = fingerprint(record);
    size_t slot = find_slot(counter, key);
    if (!counter->keys[slot]) {
        counter->keys[slot] = key;
        counter->used++;
    }
    int count = ++counter->counts[slot];
    counter->repeating += count == 2 ? 2 : count > 2 ? 1 : 0; /* the first copy counts too */
    counter->games++;
}

void repeats_report(FILE *out, const RepeatCounter *counter) {
    if (counter->repeating == 0)
        return;
    fprintf(out,
            "Warning: %d of %d games repeat another game move for move: the match holds only "
            "%zu distinct games, so its Elo and error bars overstate what it measured\n"
            "Warning: use more openings (-openings, -random-openings) or a time control "
            "instead of a fixed depth or node count\n",
            counter->repeating, counter->games, counter->used);
}

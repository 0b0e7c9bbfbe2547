/*
 * correction.c - the correction history table (correction.h). Entries hold the correction in
 * 1/CORRECTION_GRAIN score units and move towards each new difference by a weight out of
 * CORRECTION_WEIGHT_TOTAL that grows with the depth, so an entry is an average that favours
 * deep and recent searches; they stay within +-CORRECTION_LIMIT score units.
 */
#include "correction.h"

#include "table_memory.h"

enum {
    CORRECTION_SIDES = MAX_PLAYERS,
    CORRECTION_SIZE = 1 << 14, /* entries per side */
    CORRECTION_GRAIN = 256,
    CORRECTION_LIMIT = 64,         /* score units */
    CORRECTION_WEIGHT_TOTAL = 256, /* a weight of this much would replace the entry */
    CORRECTION_WEIGHT_MAX = 16,    /* the weight of a search at depth 15 or more */
};

static size_t slot_of(uint64_t key, int side) {
    return (size_t)side * CORRECTION_SIZE + (size_t)(key & (CORRECTION_SIZE - 1));
}

CorrectionEntry *correction_create(void) {
    return table_alloc((size_t)CORRECTION_SIDES * CORRECTION_SIZE * sizeof(CorrectionEntry));
}

void correction_destroy(CorrectionEntry *table) {
    table_free(table);
}

void correction_clear(CorrectionEntry *table) {
    table_clear(table, sizeof(CorrectionEntry) * (size_t)CORRECTION_SIDES * CORRECTION_SIZE);
}

Score correction_value(const CorrectionEntry *table, uint64_t key, int side) {
    return table[slot_of(key, side)] / CORRECTION_GRAIN;
}

void correction_update(CorrectionEntry *table, uint64_t key, int side, Score raw, Score searched,
                       int depth) {
    CorrectionEntry *entry = &table[slot_of(key, side)];
    int limit = CORRECTION_LIMIT * CORRECTION_GRAIN;
    int difference = (searched - raw) * CORRECTION_GRAIN;
    difference = difference > limit ? limit : difference < -limit ? -limit : difference;
    int weight = depth + 1 < CORRECTION_WEIGHT_MAX ? depth + 1 : CORRECTION_WEIGHT_MAX;
    int value = (*entry * (CORRECTION_WEIGHT_TOTAL - weight) + difference * weight) /
                CORRECTION_WEIGHT_TOTAL;
    *entry = (CorrectionEntry)(value > limit ? limit : value < -limit ? -limit : value);
}

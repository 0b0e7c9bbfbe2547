/*
 * correction.c - the correction history's entries: a running average of searched minus
 * static score, weighted by depth and kept within CORRECTION_LIMIT score units.
 */
#include "correction.h"

enum {
    WEIGHT_SCALE = 256,
    WEIGHT_MAX = 128, /* a deep search moves an entry at most half way to its result */
};

size_t correction_table_bytes(void) {
    return sizeof(CorrectionEntry) * MAX_PLAYERS * CORRECTION_SIZE;
}

static size_t index_of(int side, uint64_t key) {
    return (size_t)side * CORRECTION_SIZE + (key & (CORRECTION_SIZE - 1));
}

Score correction_apply(const CorrectionEntry *table, int side, uint64_t key, Score raw) {
    return raw + table[index_of(side, key)] / CORRECTION_GRAIN;
}

void correction_update(CorrectionEntry *table, int side, uint64_t key, Score raw, Score searched,
                       int depth) {
    enum { LIMIT = CORRECTION_LIMIT * CORRECTION_GRAIN };
    CorrectionEntry *entry = &table[index_of(side, key)];
    int weight = depth * depth + 2 * depth + 1;
    weight = weight < WEIGHT_MAX ? weight : WEIGHT_MAX;
    int target = (searched - raw) * CORRECTION_GRAIN;
    target = target < -LIMIT ? -LIMIT : target > LIMIT ? LIMIT : target;
    int value = (*entry * (WEIGHT_SCALE - weight) + target * weight) / WEIGHT_SCALE;
    *entry = (CorrectionEntry)value;
}

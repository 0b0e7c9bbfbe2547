/*
 * tt.c - sizing, clearing, probing, storing and aging of the lockless transposition table.
 *
 * Data word layout: move (32 bits) | score (16) | depth + 8 (8) | bound (2) | generation (6).
 * A zero data word marks an empty slot (no real entry packs to zero: depth + 8 > 0 or the
 * bound is set).
 */
#include "tt.h"

#include <stdlib.h>
#include <string.h>

#include "src/system_memory.h"

enum {
    BUCKET_SIZE = 4,
    DEPTH_OFFSET = 8,    /* quiescence stores negative depths */
    GENERATION_BITS = 6, /* wraps; age is computed modulo 64 */
};

static uint64_t pack(Move move, Score score, int depth, Bound bound, uint8_t generation) {
    return (uint64_t)move << 32 | (uint64_t)(uint16_t)(int16_t)score << 16 |
           (uint64_t)(uint8_t)(depth + DEPTH_OFFSET) << 8 | (uint64_t)bound << 6 |
           (generation & ((1u << GENERATION_BITS) - 1));
}

static void unpack(uint64_t data, TTHit *hit) {
    hit->move = (Move)(data >> 32);
    hit->score = (int16_t)(uint16_t)(data >> 16);
    hit->depth = (int)((data >> 8) & 0xff) - DEPTH_OFFSET;
    hit->bound = (Bound)((data >> 6) & 3);
}

static unsigned entry_generation(uint64_t data) {
    return (unsigned)(data & ((1u << GENERATION_BITS) - 1));
}

/* A table is zeroed as soon as it is allocated, so one larger than the memory the system
 * has left would wake the OOM killer instead of failing: refuse it here. */
static bool fits_in_memory(size_t bytes) {
    size_t available = system_memory_available();
    return available == 0 || bytes <= available;
}

bool tt_resize(TransTable *tt, size_t megabytes) {
    size_t bytes = megabytes << 20;
    size_t buckets = 1;
    while (buckets * 2 * BUCKET_SIZE * sizeof(TTEntry) <= bytes)
        buckets *= 2;
    size_t table_bytes = buckets * BUCKET_SIZE * sizeof(TTEntry);
    void *memory = fits_in_memory(table_bytes) ? aligned_alloc(64, table_bytes) : NULL;
    if (!memory)
        return false;
    free(tt->entries);
    tt->entries = memory;
    tt->bucket_count = buckets;
    tt_clear(tt);
    return true;
}

void tt_free(TransTable *tt) {
    free(tt->entries);
    tt->entries = NULL;
    tt->bucket_count = 0;
}

void tt_clear(TransTable *tt) {
    memset(tt->entries, 0, tt->bucket_count * BUCKET_SIZE * sizeof(TTEntry));
    tt->generation = 0;
}

void tt_new_search(TransTable *tt) {
    tt->generation = (uint8_t)((tt->generation + 1) & ((1u << GENERATION_BITS) - 1));
}

static TTEntry *bucket_of(const TransTable *tt, uint64_t key) {
    return &tt->entries[(key & (tt->bucket_count - 1)) * BUCKET_SIZE];
}

bool tt_probe(const TransTable *tt, uint64_t key, TTHit *hit) {
    TTEntry *bucket = bucket_of(tt, key);
    for (int i = 0; i < BUCKET_SIZE; i++) {
        uint64_t data = atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
        uint64_t check = atomic_load_explicit(&bucket[i].check, memory_order_relaxed);
        if ((check ^ data) == key && data != 0) {
            unpack(data, hit);
            return true;
        }
    }
    return false;
}

/* Replacement value: deeper and younger entries are worth more. */
static int entry_worth(const TransTable *tt, uint64_t data) {
    unsigned age = (tt->generation - entry_generation(data)) & ((1u << GENERATION_BITS) - 1);
    int depth = (int)((data >> 8) & 0xff);
    return depth - 4 * (int)age;
}

void tt_store(TransTable *tt, uint64_t key, Move move, Score score, int depth, Bound bound) {
    TTEntry *bucket = bucket_of(tt, key);
    TTEntry *victim = &bucket[0];
    int victim_worth = 1 << 20;
    for (int i = 0; i < BUCKET_SIZE; i++) {
        uint64_t data = atomic_load_explicit(&bucket[i].data, memory_order_relaxed);
        uint64_t check = atomic_load_explicit(&bucket[i].check, memory_order_relaxed);
        if ((check ^ data) == key || data == 0) {
            if (move == MOVE_NONE && data != 0)
                move = (Move)(data >> 32); /* keep the known best move */
            victim = &bucket[i];
            break;
        }
        int worth = entry_worth(tt, data);
        if (worth < victim_worth) {
            victim_worth = worth;
            victim = &bucket[i];
        }
    }
    if (depth < -DEPTH_OFFSET)
        depth = -DEPTH_OFFSET;
    if (depth > 255 - DEPTH_OFFSET)
        depth = 255 - DEPTH_OFFSET;
    uint64_t data = pack(move, score, depth, bound, tt->generation);
    atomic_store_explicit(&victim->data, data, memory_order_relaxed);
    atomic_store_explicit(&victim->check, key ^ data, memory_order_relaxed);
}

int tt_hashfull(const TransTable *tt) {
    int used = 0;
    size_t samples = tt->bucket_count < 250 ? tt->bucket_count : 250;
    for (size_t b = 0; b < samples; b++)
        for (int i = 0; i < BUCKET_SIZE; i++) {
            uint64_t data =
                atomic_load_explicit(&tt->entries[b * BUCKET_SIZE + i].data, memory_order_relaxed);
            used += data != 0 && entry_generation(data) == tt->generation;
        }
    return samples ? (int)(used * 1000 / (samples * BUCKET_SIZE)) : 0;
}

Score tt_score_to_table(Score score, int ply) {
    if (score >= SCORE_MATE_IN_MAX)
        return score + ply;
    if (score <= -SCORE_MATE_IN_MAX)
        return score - ply;
    return score;
}

Score tt_score_from_table(Score score, int ply) {
    if (score >= SCORE_MATE_IN_MAX)
        return score - ply;
    if (score <= -SCORE_MATE_IN_MAX)
        return score + ply;
    return score;
}

/*
 * tt.h - the transposition table shared by all search threads, without locks.
 *
 * An entry is two 64-bit words: the packed data and the key XORed with that data, so an
 * entry torn by two threads writing at once reads back as a miss instead of a wrong move.
 * Four entries make one 64-byte bucket (one cache line). Knows nothing about any game.
 */
#ifndef TESSERA_TT_H
#define TESSERA_TT_H

#include <stdatomic.h>

#include "src/types.h"

typedef enum Bound {
    BOUND_NONE = 0,
    BOUND_UPPER = 1, /* failed low: the true score is at most this */
    BOUND_LOWER = 2, /* failed high: the true score is at least this */
    BOUND_EXACT = 3,
} Bound;

typedef struct TTEntry {
    _Atomic uint64_t check; /* key ^ data */
    _Atomic uint64_t data;
} TTEntry;

typedef struct TTHit {
    Move move;
    Score score; /* as stored: mate scores relative to the stored node (see tt_score_*) */
    int depth;
    Bound bound;
} TTHit;

typedef struct TransTable {
    TTEntry *entries;
    size_t bucket_count; /* a power of two */
    uint8_t generation;
} TransTable;

/* Returns false (and keeps the old table) when the memory cannot be had. */
bool tt_resize(TransTable *tt, size_t megabytes);
void tt_free(TransTable *tt);
void tt_clear(TransTable *tt);
void tt_new_search(TransTable *tt);
bool tt_probe(const TransTable *tt, uint64_t key, TTHit *hit);
void tt_store(TransTable *tt, uint64_t key, Move move, Score score, int depth, Bound bound);
int tt_hashfull(const TransTable *tt); /* permille of sampled entries from this search */

/* Mate scores are stored relative to the node, and read back relative to the root. */
Score tt_score_to_table(Score score, int ply);
Score tt_score_from_table(Score score, int ply);

#endif

/*
 * eval_cache.h - a search thread's cache of static evaluations, keyed by position. The
 * search evaluates the same position many times (transpositions, re-searches, every
 * iteration of iterative deepening); a game's evaluation is a function of the position, so
 * a hit returns what the evaluation would. The caller folds into the key whatever else the
 * score depends on (the evaluation chosen, the player it is scored for, a counter the game
 * reads). Knows nothing about any game.
 */
#ifndef TESSERA_EVAL_CACHE_H
#define TESSERA_EVAL_CACHE_H

#include <stdbool.h>
#include <stdint.h>

#include "src/types.h"

enum { EVAL_CACHE_ENTRIES = 1 << 16 }; /* a power of two: 1 MiB a thread */

typedef struct EvalCacheEntry {
    uint64_t key;
    Score score;
    bool filled;
} EvalCacheEntry;

typedef struct EvalCache {
    EvalCacheEntry *entries; /* EVAL_CACHE_ENTRIES, or NULL: every probe misses */
} EvalCache;

bool eval_cache_create(EvalCache *cache);
void eval_cache_destroy(EvalCache *cache);
void eval_cache_clear(EvalCache *cache);
bool eval_cache_probe(const EvalCache *cache, uint64_t key, Score *score);
void eval_cache_store(EvalCache *cache, uint64_t key, Score score);

#endif

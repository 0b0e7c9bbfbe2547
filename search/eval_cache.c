/*
 * eval_cache.c - the evaluation cache (eval_cache.h): one slot per key's low bits, the
 * newest score replaces the old one, the whole key checked on a probe.
 */
#include "eval_cache.h"

#include "table_memory.h"

bool eval_cache_create(EvalCache *cache) {
    cache->entries = table_alloc(EVAL_CACHE_ENTRIES * sizeof(EvalCacheEntry));
    return cache->entries != NULL;
}

void eval_cache_destroy(EvalCache *cache) {
    table_free(cache->entries);
    cache->entries = NULL;
}

void eval_cache_clear(EvalCache *cache) {
    if (cache->entries)
        table_clear(cache->entries, sizeof(EvalCacheEntry) * EVAL_CACHE_ENTRIES);
}

static EvalCacheEntry *slot_of(const EvalCache *cache, uint64_t key) {
    return &cache->entries[key & (EVAL_CACHE_ENTRIES - 1)];
}

bool eval_cache_probe(const EvalCache *cache, uint64_t key, Score *score) {
    if (!cache->entries)
        return false;
    const EvalCacheEntry *entry = slot_of(cache, key);
    if (!entry->filled || entry->key != key)
        return false;
    *score = entry->score;
    return true;
}

void eval_cache_store(EvalCache *cache, uint64_t key, Score score) {
    if (!cache->entries)
        return;
    *slot_of(cache, key) = (EvalCacheEntry){key, score, true};
}

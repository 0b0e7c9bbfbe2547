/*
 * splitmix.h - splitmix64, the small deterministic generator behind Zobrist keys (and the
 * chess magic numbers): a fixed seed gives the same keys, hence the same bench signature,
 * on every run and machine.
 */
#ifndef TESSERA_SPLITMIX_H
#define TESSERA_SPLITMIX_H

#include <stdint.h>

static inline uint64_t splitmix64_next(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif

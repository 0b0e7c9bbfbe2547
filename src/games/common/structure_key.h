/*
 * structure_key.h - the hash behind the games' secondary keys (Game.correction_key): one
 * part of a position, such as the pawns, folded into 64 bits from a few words at each node.
 * Each word is mixed with its own salt, so equal words in different roles do not cancel.
 */
#ifndef TESSERA_STRUCTURE_KEY_H
#define TESSERA_STRUCTURE_KEY_H

#include <stdint.h>

/* A bijective 64-bit mix (the finalizer of splitmix64) of word under salt. */
static inline uint64_t structure_mix(uint64_t word, uint64_t salt) {
    uint64_t z = word + salt * 0x9E3779B97F4A7C15ULL;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif

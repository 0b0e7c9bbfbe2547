/*
 * hash_mix.h - a 64-bit finalising mix (multiply-xorshift): spreads any set of bits over the
 * whole word, so a set of pieces or walls can key a hashed table without Zobrist numbers of
 * its own (Game.correction_keys).
 */
#ifndef TESSERA_HASH_MIX_H
#define TESSERA_HASH_MIX_H

#include <stdint.h>

/* The golden-ratio constant: an odd offset that separates mixed words of different roles. */
#define HASH_MIX_OFFSET 0x9E3779B97F4A7C15ULL

static inline uint64_t hash_mix64(uint64_t bits) {
    bits ^= bits >> 33;
    bits *= 0xFF51AFD7ED558CCDULL;
    bits ^= bits >> 33;
    bits *= 0xC4CEB9FE1A85EC53ULL;
    return bits ^ (bits >> 33);
}

/* A 128-bit set: each half mixed, the high one offset first so that the halves' roles do
 * not collide. */
static inline uint64_t hash_mix128(unsigned __int128 bits) {
    return hash_mix64((uint64_t)bits) ^ hash_mix64((uint64_t)(bits >> 64) + HASH_MIX_OFFSET);
}

#endif

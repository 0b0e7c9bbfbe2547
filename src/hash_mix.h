/*
 * hash_mix.h - a 64-bit finalising mix (multiply-xorshift): spreads any set of bits over the
 * whole word, so a set of pieces or walls can key a hashed table without Zobrist numbers of
 * its own (the correction keys of Game.correction_key).
 */
#ifndef TESSERA_HASH_MIX_H
#define TESSERA_HASH_MIX_H

#include <stdint.h>

static inline uint64_t hash_mix64(uint64_t bits) {
    bits ^= bits >> 33;
    bits *= 0xFF51AFD7ED558CCDULL;
    bits ^= bits >> 33;
    bits *= 0xC4CEB9FE1A85EC53ULL;
    return bits ^ (bits >> 33);
}

#endif

/*
 * fnv1a.h - the 64-bit FNV-1a hash, for fingerprints and checksums that must be the same
 * on every machine and in every run: a match's schedule, the games of a match (to find
 * repeats), the payload of the tuners' checkpoints and the data files they were made from.
 * Not for anything an attacker must not forge.
 */
#ifndef TESSERA_FNV1A_H
#define TESSERA_FNV1A_H

#include <stddef.h>
#include <stdint.h>

#define FNV1A_START 14695981039346656037ULL

/* hash continued over size bytes. */
static inline uint64_t fnv1a_bytes(uint64_t hash, const void *bytes, size_t size) {
    const unsigned char *c = bytes;
    for (size_t i = 0; i < size; i++)
        hash = (hash ^ c[i]) * 1099511628211ULL;
    return hash;
}

/* hash continued over text and its terminating NUL, so that "ab"+"c" and "a"+"bc" differ. */
static inline uint64_t fnv1a_text(uint64_t hash, const char *text) {
    size_t length = 0;
    while (text[length])
        length++;
    return fnv1a_bytes(hash, text, length + 1);
}

#endif

/*
 * buckets.h - the merge's shuffle within bounded memory: lines are spread at random over a
 * few temporary files (buckets), then each bucket is read back whole, shuffled in memory
 * (Fisher-Yates) and written out. One generator seeded once draws every choice, so the same
 * lines added in the same order give the same output.
 */
#ifndef TESSERA_DATAGEN_BUCKETS_H
#define TESSERA_DATAGEN_BUCKETS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct Buckets {
    FILE **files;
    int count;
    uint64_t random; /* the generator's state */
} Buckets;

/* How many buckets lines of about bytes in all need for each to hold about memory_mb / 2
 * MiB (at least 1). */
int buckets_needed(int64_t bytes, int64_t memory_mb);

/* count temporary files (deleted when closed) and the generator seeded by seed. */
bool buckets_open(Buckets *buckets, int count, uint64_t seed, char *error, size_t error_size);

/* Adds one line (ending in its newline) to a bucket drawn at random. */
bool buckets_add(Buckets *buckets, const char *line, size_t length, char *error, size_t error_size);

/* Writes every line to out, each bucket's lines in a random order. */
bool buckets_write_shuffled(Buckets *buckets, FILE *out, char *error, size_t error_size);

void buckets_close(Buckets *buckets);

#endif

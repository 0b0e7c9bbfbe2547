/*
 * correction.h - correction history: what searches have found the static evaluation to get
 * wrong, remembered by a secondary key of the position (Game.correction_key: chess hashes its
 * pawns) and the side to move, and added to later static evaluations of positions that share
 * the key. A game without a secondary key gets no correction.
 */
#ifndef TESSERA_CORRECTION_H
#define TESSERA_CORRECTION_H

#include <stdint.h>

#include "../src/types.h"

enum {
    CORRECTION_SIZE = 1 << 14, /* entries per player */
    CORRECTION_GRAIN = 256,    /* entry units per score unit */
    CORRECTION_LIMIT = 64,     /* no correction beyond this many score units either way */
};

typedef int16_t CorrectionEntry;

/* A table of MAX_PLAYERS * CORRECTION_SIZE entries, zeroed when new. */
size_t correction_table_bytes(void);

/* raw plus what the table has learned for this key and side to move. */
Score correction_apply(const CorrectionEntry *table, int side, uint64_t key, Score raw);

/* Moves the entry towards searched - raw, more so for deeper searches. */
void correction_update(CorrectionEntry *table, int side, uint64_t key, Score raw, Score searched,
                       int depth);

#endif

/*
 * repeats.h - finding games that repeat one another move for move.
 *
 * Deterministic engines (a fixed depth or node count) from one opening play the same game
 * every time: a match of them measures one game however many it plays, and its error bar
 * says nothing. Each finished game's fingerprint (its players' seats, start position and
 * moves) goes into a set; the summary warns when some games share theirs.
 */
#ifndef TESSERA_MATCH_REPEATS_H
#define TESSERA_MATCH_REPEATS_H

#include <stddef.h>
#include <stdint.h>

#include "game_runner.h"

typedef struct RepeatCounter {
    uint64_t *keys;  /* open addressing; 0 marks a free slot */
    int *counts;     /* games with each key */
    size_t capacity; /* a power of two, or 0 */
    size_t used;     /* distinct games */
    int games;       /* games added */
    int repeating;   /* games whose every move another game also played */
} RepeatCounter;

void repeats_init(RepeatCounter *counter);
void repeats_free(RepeatCounter *counter);

/* Adds a finished game. Aborts when memory runs out, as the rest of the runner does. */
void repeats_add(RepeatCounter *counter, const GameRecord *record);

/* The summary's warning when some games repeat another, else nothing. */
void repeats_report(FILE *out, const RepeatCounter *counter);

#endif

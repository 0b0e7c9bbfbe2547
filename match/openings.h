/*
 * openings.h - where games start: openings read from a file, or random legal plies.
 *
 * Owns the list of openings and the choice of the one a game pair uses. Every opening is
 * checked with a Referee when loaded, so what reaches the engines is legal and written in
 * the game's canonical notation; lines that fail are skipped with a warning. Random openings
 * are a pure function of (seed, index), so a match replays identically at any concurrency.
 */
#ifndef TESSERA_MATCH_OPENINGS_H
#define TESSERA_MATCH_OPENINGS_H

#include <stdbool.h>
#include <stdio.h>

#include "cli.h"
#include "src/game.h"

/* The largest opening file read (256 MB, far above the big published books of a few million
 * positions): a larger one is refused rather than held in memory whole. */
enum { OPENINGS_MAX_FILE_BYTES = 256 << 20 };

typedef struct Opening {
    char *start; /* position string, empty = the game's start position */
    char *moves; /* canonical moves separated by spaces, possibly empty */
} Opening;

typedef struct OpeningBook {
    const Game *game;
    int players;
    const OpeningConfig *config;
    Opening *items;
    int count, capacity;
    int skipped; /* lines of the file that were not a valid opening */
} OpeningBook;

/* Loads the file of config (if any) and shuffles it when order=random; warnings about bad
 * lines go to log. False with error when the file is not a regular file (a device or FIFO
 * is refused at once, never waited on), is larger than OPENINGS_MAX_FILE_BYTES, cannot be
 * read, or holds no opening at all. */
bool openings_load(OpeningBook *book, const OpeningConfig *config, const Game *game, int players,
                   uint64_t seed, FILE *log, char *error, size_t error_size);
void openings_free(OpeningBook *book);

/* The opening of the index-th opening slot (0-based); the caller frees it with
 * opening_free. Without a file or random plies: the game's start position. */
void openings_get(const OpeningBook *book, int index, Opening *opening);
void opening_free(Opening *opening);

#endif

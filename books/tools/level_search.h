/*
 * level_search.h - searches a list of positions on worker threads, one searcher each, to a
 * fixed depth with several principal variations, and keeps each search's lines of the last
 * depth. A searcher's table and histories are cleared before each position, so a result
 * depends on its position alone, whichever thread searched it and in what order.
 */
#ifndef TESSERA_LEVEL_SEARCH_H
#define TESSERA_LEVEL_SEARCH_H

#include <stdio.h>

#include "deep_book.h"

/* The lines of one searched position, best first. */
typedef struct LevelLines {
    int count; /* 0: no legal move */
    Move moves[DEEP_BOOK_MAX_WIDTH];
    Score scores[DEEP_BOOK_MAX_WIDTH]; /* from the side to move's view */
} LevelLines;

/* What the progress line counts: positions searched before this level, and in all. */
typedef struct LevelProgress {
    FILE *out; /* NULL: quiet */
    int done_before;
    int target;
    int64_t start_ms;
} LevelProgress;

/* Searches positions[0..count) (each PosBuf a position of game) into lines[0..count). False
 * with error set when a searcher cannot be made or a thread started. */
bool level_search(const Game *game, const DeepBookConfig *config, const PosBuf *positions,
                  int count, LevelLines *lines, const LevelProgress *progress, char *error,
                  size_t error_size);

#endif

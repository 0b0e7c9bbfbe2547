/*
 * progress.h - the generator's progress line: games and positions in the file, the rate of
 * this run and the time left to the target.
 */
#ifndef TESSERA_DATAGEN_PROGRESS_H
#define TESSERA_DATAGEN_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ProgressCounts {
    int64_t games, positions;         /* in the file, resumed games included */
    int64_t run_games, run_positions; /* played by this run */
    int64_t elapsed_ms;               /* since this run started */
    int64_t target_games;             /* 0: none */
    int64_t target_positions;         /* 0: none */
    bool finished;                    /* the run is over: the time taken instead of an ETA */
} ProgressCounts;

/* "120 games, 15234 positions, 2450 positions/s, ETA 6m12s" (`ETA ?` before a game ended),
 * or when finished "..., 2450 positions/s, done in 1m05s". */
void progress_format(const ProgressCounts *counts, char *text, size_t size);

#endif

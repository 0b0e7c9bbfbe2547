/*
 * perft_epd.h - checks a game's move generator against an EPD perft file (lines of
 * `<position string> ;D1 n ;D2 n ...`, as in tests/perft/) through the Game interface, so
 * every game's perft test reads its suite the same way.
 */
#ifndef TESSERA_TEST_PERFT_EPD_H
#define TESSERA_TEST_PERFT_EPD_H

#include "src/game.h"

typedef struct EpdTally {
    int positions; /* lines read (blank lines and # comments skipped) */
    int checks;    /* counts compared */
} EpdTally;

/* Asserts (Criterion) every count of path up to max_depth; path is relative to the
 * repository root, where the suite runs. */
EpdTally perft_epd_check(const Game *game, const char *path, int max_depth);

#endif

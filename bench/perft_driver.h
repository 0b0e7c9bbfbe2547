/*
 * perft_driver.h - `perft <game> <depth> [position]` through the C API (tessera_perft with its
 * divide callback): the move path count of each root move, then the total.
 */
#ifndef TESSERA_BENCH_PERFT_DRIVER_H
#define TESSERA_BENCH_PERFT_DRIVER_H

#include <stdbool.h>
#include <stddef.h>

#include "src/types.h"

enum { PERFT_MAX_OPTIONS = 4 };

typedef struct PerftConfig {
    const char *game; /* the game's canonical name */
    int depth;
    bool has_position;                      /* false: the game's start position */
    char position[MAX_POS_TEXT];            /* the position string, when given */
    const char *options[PERFT_MAX_OPTIONS]; /* --option NAME=VALUE, set before the position */
    int option_count;
} PerftConfig;

/* <game> <depth> [position words...] [--option NAME=VALUE]...: argv excludes the word
 * "perft"; the position's words are joined by spaces, the options (engine options such as a
 * game's own, WallGoRules=show) kept apart. False with the reason in error. */
bool perft_parse_args(int argc, const char *const *argv, PerftConfig *config, char *error,
                      size_t error_size);
/* Counts the move paths, handing print a line `<move>: <count>` per root move, then an empty
 * line and `Nodes searched: N`. False with the reason in error when the game refuses the
 * position (nothing is printed then) or the count cannot run. */
bool perft_run(const PerftConfig *config, void (*print)(void *context, const char *line),
               void *context, char *error, size_t error_size);

#endif

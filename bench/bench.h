/*
 * bench.h - the bench: a fixed set of positions per game searched to a fixed depth on a
 * fresh single-purpose searcher. With one thread the node total is deterministic and is
 * the engine's signature; Nodes/second measures speed.
 */
#ifndef TESSERA_BENCH_H
#define TESSERA_BENCH_H

#include <stdatomic.h>

#include "src/game.h"

typedef struct BenchConfig {
    int depth; /* 0: each game's default depth */
    int threads;
    int hash_mb;
    const Game *game; /* NULL: every game */
} BenchConfig;

typedef struct BenchSet {
    const char *game;
    int default_depth;
    int count;
    const char *const *positions;
} BenchSet;

/* bench [depth] [threads] [hash] [game|all]: argv excludes the word "bench"; depth 0 (the
 * default) searches each game to its own default depth. */
bool bench_parse_args(int argc, const char *const *argv, BenchConfig *config, char *error,
                      size_t error_size);
/* Runs the bench, handing each output line to print; the last two lines are
 * `Nodes searched: N` and `Nodes/second: N`. Returns the node total. Once *cancel is set
 * (by another thread; NULL: never) the search in progress ends and the last line is
 * `info string bench stopped`; a searcher that cannot be made ends it with an error line
 * and `info string bench failed`. */
uint64_t bench_run(const BenchConfig *config, void (*print)(void *context, const char *line),
                   void *context, const atomic_bool *cancel);

/* positions.c */
const BenchSet *bench_set_for(const Game *game);

#endif

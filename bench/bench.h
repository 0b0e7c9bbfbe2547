/*
 * bench.h - the bench: each game's bench positions (tessera_bench_position) searched to a
 * fixed depth through the C API (include/tessera.h), as any client would search them, on an
 * engine of its own per game with the opening book off and a new game before every position.
 * With one thread the node total is deterministic and is the engine's signature;
 * Nodes/second measures speed.
 */
#ifndef TESSERA_BENCH_H
#define TESSERA_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct BenchConfig {
    int depth; /* 0: each game's default depth */
    int threads;
    int hash_mb;
    const char *game; /* a game's canonical name; NULL: every game */
} BenchConfig;

/* bench [depth] [threads] [hash] [game|all]: argv excludes the word "bench"; depth 0 (the
 * default) searches each game to its own default depth. */
bool bench_parse_args(int argc, const char *const *argv, BenchConfig *config, char *error,
                      size_t error_size);

/* One run of the bench, which another thread may stop. */
typedef struct Bench Bench;

/* The bench the words after "bench" ask for (bench_parse_args); NULL with the reason in
 * error when a word is bad or memory is short. */
Bench *bench_new(int argc, const char *const *argv, char *error, size_t error_size);
/* Runs the bench, handing each output line to print; the last three lines are
 * `Total time (ms): T` (on the wall clock, making the engines included), `Nodes searched: N`
 * and `Nodes/second: N`. Returns the node total.
 * Once bench_stop has been called the search in progress ends and the last line is
 * `info string bench stopped`; an engine that cannot be had ends it with an error line and
 * `info string bench failed`. */
uint64_t bench_run(Bench *bench, void (*print)(void *context, const char *line), void *context);
/* From any thread, during or before bench_run: the run ends soon. */
void bench_stop(Bench *bench);
void bench_free(Bench *bench); /* NULL is fine */

#endif

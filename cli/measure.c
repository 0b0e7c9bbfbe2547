/*
 * measure.c - `tessera bench [depth] [threads] [hash] [game|all]` runs the bench and
 * `tessera perft <game> <depth> [position]` counts move paths, both drivers of bench/ over
 * the C API, each printing on stdout; a bad argument is named on stderr with the usage, exit
 * status 2.
 */
#include "measure.h"

#include <stdio.h>

#include "bench/bench.h"
#include "bench/perft_driver.h"

const char *measure_bench_usage(void) {
    return "usage: tessera bench [depth] [threads] [hash MB] [game|all]\n"
           "  depth    0 (each game's default depth; the default) to 127\n"
           "  threads  1 (the default) to 256\n"
           "  hash MB  1 to 65536 (default 16), no more than the memory left\n"
           "  game     one game, or all (the default)\n"
           "prints each position's nodes and best move, then Nodes searched and Nodes/second\n";
}

const char *measure_perft_usage(void) {
    return "usage: tessera perft <game> <depth> [position] [--option NAME=VALUE]\n"
           "  depth     1 to 20\n"
           "  position  the game's position string (docs/PROTOCOL.md; default: its start)\n"
           "  --option  an engine option set first (up to 4), as --option WallGoRules=show\n"
           "prints the move path count of each root move, then Nodes searched\n";
}

/* The reason, then the usage, on stderr; the exit status of bad arguments. */
static int refuse(const char *command, const char *error, const char *usage) {
    fprintf(stderr, "tessera %s: %s\n%s", command, error, usage);
    return 2;
}

static void print_line(void *context, const char *line) {
    (void)context;
    printf("%s\n", line);
}

int measure_bench(int argc, char **argv) {
    char error[512];
    Bench *bench = bench_new(argc, (const char *const *)argv, error, sizeof error);
    if (!bench)
        return refuse("bench", error, measure_bench_usage());
    bench_run(bench, print_line, NULL);
    bench_free(bench);
    return 0;
}

/* tessera perft <game> <depth> [position string...] [--option NAME=VALUE]... */
int measure_perft(int argc, char **argv) {
    PerftConfig config;
    char error[512];
    if (!perft_parse_args(argc, (const char *const *)argv, &config, error, sizeof error) ||
        !perft_run(&config, print_line, NULL, error, sizeof error))
        return refuse("perft", error, measure_perft_usage());
    return 0;
}

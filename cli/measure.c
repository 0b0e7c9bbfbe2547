/*
 * measure.c - `tessera bench [depth] [threads] [hash] [game|all]` runs the bench (bench/) and
 * `tessera perft <game> <depth> [position]` counts move paths (src/perft.h), each printing
 * on stdout; a bad argument is named on stderr with the usage, exit status 2.
 */
#include "measure.h"

#include <stdio.h>
#include <string.h>

#include "bench/bench.h"
#include "tools/command_options.h"
#include "src/perft.h"
#include "src/text.h"

enum { MAX_PERFT_DEPTH = 20 };

const char *measure_bench_usage(void) {
    return "usage: tessera bench [depth] [threads] [hash MB] [game|all]\n"
           "  depth    0 (each game's default depth; the default) to 127\n"
           "  threads  1 (the default) to 256\n"
           "  hash MB  1 to 65536 (default 16), no more than the memory left\n"
           "  game     one game, or all (the default)\n"
           "prints each position's nodes and best move, then Nodes searched and Nodes/second\n";
}

const char *measure_perft_usage(void) {
    return "usage: tessera perft <game> <depth> [position]\n"
           "  depth     1 to 20\n"
           "  position  the game's position string (docs/PROTOCOL.md; default: its start)\n"
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
    BenchConfig config;
    char error[512];
    if (!bench_parse_args(argc, (const char *const *)argv, &config, error, sizeof error))
        return refuse("bench", error, measure_bench_usage());
    bench_run(&config, print_line, NULL, NULL);
    return 0;
}

static void print_divide(void *context, const char *move, uint64_t count) {
    (void)context;
    printf("%s: %llu\n", move, (unsigned long long)count);
}

/* The position words joined by spaces into text; false when they do not fit. */
static bool join_position(int argc, char **argv, char *text, size_t size) {
    text[0] = '\0';
    for (int i = 0; i < argc; i++) {
        if (strlen(text) + strlen(argv[i]) + 2 > size)
            return false;
        if (i > 0)
            strcat(text, " ");
        strcat(text, argv[i]);
    }
    return true;
}

/* tessera perft <game> <depth> [position string...] */
int measure_perft(int argc, char **argv) {
    const char *usage = measure_perft_usage();
    char error[512], shown[64];
    if (argc < 2)
        return refuse("perft", "a game and a depth are needed", usage);
    const Game *game = command_find_game(argv[0], error, sizeof error);
    if (!game)
        return refuse("perft", error, usage);
    int depth;
    if (!text_parse_int(argv[1], 1, MAX_PERFT_DEPTH, &depth)) {
        text_printable(argv[1], shown, sizeof shown);
        snprintf(error, sizeof error, "depth must be 1 to %d, not '%s'", MAX_PERFT_DEPTH, shown);
        return refuse("perft", error, usage);
    }
    char text[MAX_POS_TEXT];
    if (!join_position(argc - 2, argv + 2, text, sizeof text))
        return refuse("perft", "position string too long", usage);
    PosBuf pos;
    char reason[256];
    const char *position = argc > 2 ? text : game->start_position(game->min_players);
    if (!game->parse(&pos, position, reason, sizeof reason)) {
        snprintf(error, sizeof error, "bad %s position: %s", game->name, reason);
        return refuse("perft", error, usage);
    }
    uint64_t total = perft_divide(game, &pos, depth, print_divide, NULL);
    printf("\nNodes searched: %llu\n", (unsigned long long)total);
    return 0;
}

/*
 * main.c - the tessera command: with no arguments the protocol loop on stdin/stdout, after
 * one line that names the engine (as stockfish does); `--help` / `help` and `--version`;
 * `tessera bench ...` and `tessera perft <game> <depth> [position]` run once and exit;
 * `tessera play <game> ...` and `tessera selfplay <game> ...` play a game in the terminal;
 * `tessera book build|show ...` makes and lists opening books (book_tool.c);
 * `tessera datagen <game> <out-file> ...` writes self-play training data (bench/datagen/);
 * `tessera tune <game> <data-file> ...` tunes evaluation weights (bench/tune/tune.h);
 * `tessera train <game> <data-file> ...` fits a network evaluation (bench/nettrain/).
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "../bench/bench.h"
#include "../bench/datagen/datagen.h"
#include "../bench/nettrain/nettrain.h"
#include "../bench/tune/tune.h"
#include "../engine/registry.h"
#include "../include/tessera.h"
#include "../play/play.h"
#include "../protocol/protocol.h"
#include "../src/perft.h"
#include "../src/text.h"
#include "book_tool.h"

static void print_line(void *context, const char *line) {
    (void)context;
    printf("%s\n", line);
}

static int run_bench(int argc, char **argv) {
    BenchConfig config;
    char error[256];
    if (!bench_parse_args(argc, (const char *const *)argv, &config, error, sizeof error)) {
        fprintf(stderr, "tessera bench: %s\n", error);
        return 2;
    }
    bench_run(&config, print_line, NULL, NULL);
    return 0;
}

static void print_divide(void *context, const char *move, uint64_t count) {
    (void)context;
    printf("%s: %llu\n", move, (unsigned long long)count);
}

/* tessera perft <game> <depth> [position string...] */
static int run_perft(int argc, char **argv) {
    const Game *game = argc >= 1 ? game_find(argv[0]) : NULL;
    int depth;
    if (argc < 2 || !game || !text_parse_int(argv[1], 1, 20, &depth)) {
        fprintf(stderr, "usage: tessera perft <game> <depth 1-20> [position]\n");
        return 2;
    }
    char text[MAX_POS_TEXT] = "";
    for (int i = 2; i < argc; i++) {
        if (strlen(text) + strlen(argv[i]) + 2 > sizeof text) {
            fprintf(stderr, "tessera perft: position string too long\n");
            return 2;
        }
        if (i > 2)
            strcat(text, " ");
        strcat(text, argv[i]);
    }
    PosBuf pos;
    char error[256];
    const char *position = argc > 2 ? text : game->start_position(game->min_players);
    if (!game->parse(&pos, position, error, sizeof error)) {
        fprintf(stderr, "tessera perft: bad %s position: %s\n", game->name, error);
        return 2;
    }
    uint64_t total = perft_divide(game, &pos, depth, print_divide, NULL);
    printf("\nNodes searched: %llu\n", (unsigned long long)total);
    return 0;
}

static const char USAGE[] =
    "usage: tessera [command]\n"
    "  (no command)                      the UCI-style protocol on stdin/stdout "
    "(docs/PROTOCOL.md)\n"
    "  bench [depth] [threads] [hash] [game|all]\n"
    "                                    the bench signature: nodes and nodes/second\n"
    "  perft <game> <depth> [position]   move path counts per root move\n"
    "  play <game> [options]             play a game against the engine in the terminal\n"
    "  selfplay <game> [options]         watch the engine play itself\n"
    "  book build|show ...               make and list opening books (docs/BOOKS.md)\n"
    "  datagen <game> <out-file> [options]\n"
    "                                    self-play training data (docs/TUNING.md)\n"
    "  tune <game> <data-file> [options] fit evaluation weights (docs/TUNING.md)\n"
    "  train <game> <data-file> [options]\n"
    "                                    fit a network evaluation (docs/TUNING.md)\n"
    "  help, --help                      this text\n"
    "  --version                         the version\n";

static bool is_help(const char *word) {
    return strcmp(word, "help") == 0 || strcmp(word, "--help") == 0 || strcmp(word, "-h") == 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && is_help(argv[1])) {
        fputs(USAGE, stdout);
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("Tessera %s (C API %d)\n", tessera_version(), tessera_api_version());
        return 0;
    }
    if (argc >= 2 && strcmp(argv[1], "bench") == 0)
        return run_bench(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "perft") == 0)
        return run_perft(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "book") == 0)
        return book_tool_run(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "tune") == 0)
        return tune_main(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "train") == 0)
        return net_train_main(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "play") == 0)
        return play_main(argc - 2, (const char *const *)argv + 2, false);
    if (argc >= 2 && strcmp(argv[1], "selfplay") == 0)
        return play_main(argc - 2, (const char *const *)argv + 2, true);
    if (argc >= 2 && strcmp(argv[1], "datagen") == 0)
        return datagen_main(argc - 2, (const char *const *)argv + 2);
    if (argc >= 2) {
        fprintf(stderr, "tessera: unknown command '%s'\n%s", argv[1], USAGE);
        return 2;
    }
    /* A supervisor that closes the engine's stdout must not see it killed by SIGPIPE: a
     * write then fails with EPIPE and the protocol loop ends with status 0. */
    signal(SIGPIPE, SIG_IGN);
    printf("Tessera %s by the Tessera developers\n", tessera_version());
    fflush(stdout);
    return protocol_run(stdin, stdout);
}

/*
 * main.c - the tessera command: with no arguments the protocol loop on stdin/stdout, after
 * one line that names the engine (as stockfish does), its `bench` the bench of bench/;
 * `--help` / `-h` / `help [command]` and `--version`; otherwise one of the commands of
 * subcommands.c (bench, perft, play, selfplay, book, datagen, tune, train), or its usage when
 * its words include --help or -h.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "bench/bench.h"
#include "include/tessera.h"
#include "protocol/protocol.h"
#include "src/text.h"
#include "subcommands.h"

static const char USAGE[] =
    "usage: tessera [command]\n"
    "  (no command)                      the UCI-style protocol on stdin/stdout "
    "(docs/PROTOCOL.md)\n"
    "  bench [depth] [threads] [hash] [game|all]\n"
    "                                    the bench signature: nodes and nodes/second\n"
    "  perft <game> <depth> [position]   move path counts per root move\n"
    "  play <game> [options]             play a game against the engine in the terminal\n"
    "  selfplay <game> [options]         watch the engine play itself\n"
    "  book build|deep|show ...          make and list opening books (docs/BOOKS.md)\n"
    "  datagen <game> <out-file> [options]\n"
    "                                    self-play training data (docs/TUNING.md)\n"
    "  datagen merge <game> <out-file> <data-file>... [options]\n"
    "                                    join the shards of a data run (docs/TUNING.md)\n"
    "  tune <game> <data-file> [options] fit evaluation weights (docs/TUNING.md)\n"
    "  train <game> <data-file> [options]\n"
    "                                    fit a network evaluation (docs/TUNING.md)\n"
    "  help, --help, -h                  this text\n"
    "  help <command>, <command> --help  the usage of a command\n"
    "  --version                         the version\n";

/* The usage, then the games of the registry. */
static void print_usage(FILE *out) {
    fputs(USAGE, out);
    subcommand_print_games(out);
}

/* The protocol's `bench` (protocol.h): the bench of bench/. */
static const ProtocolBench BENCH = {bench_new, bench_run, bench_stop, bench_free};

static bool is_help(const char *word) {
    return strcmp(word, "help") == 0 || strcmp(word, "--help") == 0 || strcmp(word, "-h") == 0;
}

/* The command's words (after its name), or its help when they ask for it. */
static int run_subcommand(const Subcommand *command, int argc, char **argv) {
    if (subcommand_asks_help(argc, argv)) {
        subcommand_print_help(command, stdout);
        return 0;
    }
    return command->run(argc, argv);
}

static int unknown_command(const char *name) {
    char shown[64];
    text_printable(name, shown, sizeof shown);
    fprintf(stderr, "tessera: unknown command '%s'\n", shown);
    print_usage(stderr);
    return 2;
}

/* `help` alone or `help <command>`. */
static int run_help(int argc, char **argv) {
    if (argc == 0) {
        print_usage(stdout);
        return 0;
    }
    const Subcommand *command = subcommand_find(argv[0]);
    if (!command)
        return unknown_command(argv[0]);
    subcommand_print_help(command, stdout);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && is_help(argv[1]))
        return run_help(argc - 2, argv + 2);
    if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
        printf("Tessera %s (C API %d)\n", tessera_version(), tessera_api_version());
        return 0;
    }
    if (argc >= 2) {
        const Subcommand *command = subcommand_find(argv[1]);
        return command ? run_subcommand(command, argc - 2, argv + 2) : unknown_command(argv[1]);
    }
    /* A supervisor that closes the engine's stdout must not see it killed by SIGPIPE: a
     * write then fails with EPIPE and the protocol loop ends with status 0. */
    signal(SIGPIPE, SIG_IGN);
    printf("Tessera %s by the Tessera developers\n", tessera_version());
    fflush(stdout);
    return protocol_run(stdin, stdout, &BENCH);
}

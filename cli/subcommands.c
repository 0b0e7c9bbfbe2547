/*
 * subcommands.c - the table of `tessera` commands (subcommands.h): bench and perft
 * (measure.c), play and selfplay (play/), book (book_tool.c), datagen, tune and train
 * (train/datagen, train/tune, train/nettrain).
 */
#include "subcommands.h"

#include <string.h>

#include "tools/command_options.h"
#include "train/datagen/datagen.h"
#include "train/nettrain/nettrain.h"
#include "train/tune/tune.h"
#include "play/args.h"
#include "play/play.h"
#include "books/tools/book_tool.h"
#include "measure.h"

static int run_play(int argc, char **argv) {
    return play_main(argc, (const char *const *)argv, false);
}

static int run_selfplay(int argc, char **argv) {
    return play_main(argc, (const char *const *)argv, true);
}

static int run_datagen(int argc, char **argv) {
    return datagen_main(argc, (const char *const *)argv);
}

static const Subcommand SUBCOMMANDS[] = {
    {"bench", measure_bench, measure_bench_usage, true},
    {"perft", measure_perft, measure_perft_usage, true},
    {"play", run_play, play_usage, true},
    {"selfplay", run_selfplay, play_usage, true},
    {"book", book_tool_run, book_tool_usage, true},
    {"datagen", run_datagen, datagen_usage, true},
    {"tune", tune_main, tune_usage, true},
    {"train", nettrain_main, nettrain_usage, true},
};

const Subcommand *subcommand_find(const char *name) {
    for (size_t i = 0; i < sizeof SUBCOMMANDS / sizeof SUBCOMMANDS[0]; i++)
        if (strcmp(SUBCOMMANDS[i].name, name) == 0)
            return &SUBCOMMANDS[i];
    return NULL;
}

bool subcommand_asks_help(int argc, char **argv) {
    for (int i = 0; i < argc; i++)
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0)
            return true;
    return false;
}

void subcommand_print_help(const Subcommand *command, FILE *out) {
    const char *usage = command->usage();
    size_t length = strlen(usage);
    fputs(usage, out);
    if (length > 0 && usage[length - 1] != '\n')
        fputc('\n', out);
    if (command->takes_game)
        subcommand_print_games(out);
}

void subcommand_print_games(FILE *out) {
    char names[256];
    command_game_names(names, sizeof names);
    fprintf(out, "games: %s\n", names);
}

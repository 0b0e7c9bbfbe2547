/*
 * command.c - the `tessera tune` command line (tune.h): the options read strictly (a bad
 * number or an unknown option is an error with exit status 2), the command text recorded in
 * the generated file, the run, and its errors on stderr (exit status 1).
 */
#include "tune.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "engine/registry.h"
#include "src/strbuf.h"
#include "src/text.h"
#include "tools/command_options.h"
#include "workers.h"

enum {
    DEFAULT_EPOCHS = 1000,
    DEFAULT_REPORT_EVERY = 100,
    MAX_EPOCHS = 1000000000,
};

static const char USAGE[] =
    "usage: tessera tune <game> <data-file> [--players N] [--epochs N] [--rate R] [--l2 L]\n"
    "       [--lambda L] [--threads T] [--freeze NAME,...] [--only NAME,...]\n"
    "       [--increasing NAME,...] [--over-network 0|1] [--out FILE] [--checkpoint FILE]\n"
    "       [--resume FILE] [--report-every N]   (docs/TUNING.md; NAME:mg or NAME:eg is one "
    "half)\n";

const char *tune_usage(void) {
    return USAGE;
}

void tune_options_default(TuneOptions *options) {
    *options = (TuneOptions){
        .epochs = DEFAULT_EPOCHS, .rate = 1.0, .threads = 1, .report_every = DEFAULT_REPORT_EVERY};
}

static const OptionSpec OPTIONS[] = {
    {"--players", OPTION_INT, offsetof(TuneOptions, players), 2, MAX_PLAYERS},
    {"--epochs", OPTION_INT64, offsetof(TuneOptions, epochs), 0, MAX_EPOCHS},
    {"--rate", OPTION_REAL, offsetof(TuneOptions, rate), 1e-12, 1e9},
    {"--l2", OPTION_REAL, offsetof(TuneOptions, l2), 0, 1e9},
    {"--lambda", OPTION_REAL, offsetof(TuneOptions, lambda), 0, 1},
    {"--threads", OPTION_INT, offsetof(TuneOptions, threads), 1, TUNE_MAX_THREADS},
    {"--freeze", OPTION_TEXT, offsetof(TuneOptions, freeze), 0, 0},
    {"--only", OPTION_TEXT, offsetof(TuneOptions, only), 0, 0},
    {"--over-network", OPTION_INT, offsetof(TuneOptions, over_network), 0, 1},
    {"--increasing", OPTION_TEXT, offsetof(TuneOptions, increasing), 0, 0},
    {"--out", OPTION_TEXT, offsetof(TuneOptions, out), 0, 0},
    {"--checkpoint", OPTION_TEXT, offsetof(TuneOptions, checkpoint), 0, 0},
    {"--resume", OPTION_TEXT, offsetof(TuneOptions, resume), 0, 0},
    {"--report-every", OPTION_INT64, offsetof(TuneOptions, report_every), 1, MAX_EPOCHS},
};

bool tune_options_parse(int argc, char **argv, TuneOptions *options, char *error,
                        size_t error_size) {
    tune_options_default(options);
    return command_read_game_and_file(OPTIONS, sizeof OPTIONS / sizeof OPTIONS[0], argc,
                                      (const char *const *)argv, options, &options->game,
                                      &options->data_path, error, error_size);
}

/* ---- the command -------------------------------------------------------------------------- */

int tune_main(int argc, char **argv) {
    TuneOptions options;
    char error[512];
    if (!tune_options_parse(argc, argv, &options, error, sizeof error)) {
        fprintf(stderr, "tessera tune: %s\n%s", error, USAGE);
        return TUNE_BAD_ARGUMENTS;
    }
    StrBuf command;
    strbuf_init(&command);
    command_text(&command, "tessera tune", argc, argv);
    options.command = strbuf_text(&command);
    options.progress = stderr;
    TuneStatus status = tune_run(&options, NULL, error, sizeof error);
    if (status != TUNE_OK)
        fprintf(stderr, "tessera tune: %s\n", error);
    strbuf_free(&command);
    return status;
}

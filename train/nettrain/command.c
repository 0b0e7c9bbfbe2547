/*
 * command.c - the `tessera train` command line (nettrain.h): the options, strictly read, the
 * command text recorded in the generated file, the run and its errors on stderr.
 */
#include "nettrain.h"

#include <stddef.h>
#include <string.h>

#include "engine/registry.h"
#include "src/net.h"
#include "src/strbuf.h"
#include "src/text.h"
#include "tools/command_options.h"

enum { MAX_EPOCHS = 100000, MAX_BATCH = 1 << 20, MAX_MEMORY_MB = 1 << 24 };

static const char USAGE[] =
    "usage: tessera train <game> <data-file> [--hidden H] [--epochs N] [--batch B] [--rate R]\n"
    "       [--lambda L] [--residual 0|1] [--scale S] [--validation V] [--threads T]\n"
    "       [--seed S] [--mirror 0|1] [--memory-mb M] [--out FILE]\n"
    "       [--checkpoint FILE] [--resume FILE] [--stop-after N]   (docs/TUNING.md)\n";

const char *nettrain_usage(void) {
    return USAGE;
}

void nettrain_options_default(NetTrainOptions *options) {
    *options = (NetTrainOptions){.hidden = 128,
                                 .epochs = 20,
                                 .batch = 16384,
                                 .rate = 0.001,
                                 .lambda = 0.75,
                                 .residual = 1,
                                 .validation_share = 0.02,
                                 .memory_mb = 8192,
                                 .threads = 1,
                                 .seed = 1};
}

static const OptionSpec OPTIONS[] = {
    {"--hidden", OPTION_INT, offsetof(NetTrainOptions, hidden), NET_LANES, NET_MAX_HIDDEN},
    {"--epochs", OPTION_INT, offsetof(NetTrainOptions, epochs), 0, MAX_EPOCHS},
    {"--batch", OPTION_INT, offsetof(NetTrainOptions, batch), 1, MAX_BATCH},
    {"--rate", OPTION_REAL, offsetof(NetTrainOptions, rate), 1e-9, 10},
    {"--lambda", OPTION_REAL, offsetof(NetTrainOptions, lambda), 0, 1},
    {"--scale", OPTION_REAL, offsetof(NetTrainOptions, scale), 0, 1e6},
    {"--residual", OPTION_INT, offsetof(NetTrainOptions, residual), 0, 1},
    {"--validation", OPTION_REAL, offsetof(NetTrainOptions, validation_share), 0, 0.5},
    {"--mirror", OPTION_INT, offsetof(NetTrainOptions, mirror), 0, 1},
    {"--memory-mb", OPTION_INT64, offsetof(NetTrainOptions, memory_mb), 0, MAX_MEMORY_MB},
    {"--threads", OPTION_INT, offsetof(NetTrainOptions, threads), 1, NET_TRAIN_MAX_THREADS},
    {"--seed", OPTION_INT64, offsetof(NetTrainOptions, seed), 0, (double)INT64_MAX},
    {"--out", OPTION_TEXT, offsetof(NetTrainOptions, out), 0, 0},
    {"--checkpoint", OPTION_TEXT, offsetof(NetTrainOptions, checkpoint), 0, 0},
    {"--resume", OPTION_TEXT, offsetof(NetTrainOptions, resume), 0, 0},
    {"--stop-after", OPTION_INT, offsetof(NetTrainOptions, stop_after), 0, MAX_EPOCHS},
};

bool nettrain_options_parse(int argc, char **argv, NetTrainOptions *options, char *error,
                            size_t error_size) {
    nettrain_options_default(options);
    if (!command_read_game_and_file(OPTIONS, sizeof OPTIONS / sizeof OPTIONS[0], argc,
                                    (const char *const *)argv, options, &options->game,
                                    &options->data_path, error, error_size))
        return false;
    if (!options->game->net) {
        snprintf(error, error_size, "%s has no network evaluation", options->game->name);
        return false;
    }
    if (options->mirror && !options->game->mirror) {
        snprintf(error, error_size, "%s has no mirror image for --mirror 1", options->game->name);
        return false;
    }
    if (options->hidden % NET_LANES != 0) {
        snprintf(error, error_size, "--hidden must be a multiple of %d", NET_LANES);
        return false;
    }
    return true;
}

const char *nettrain_out_path(const NetTrainOptions *options) {
    if (options->out)
        return options->out;
    const char *source = options->game->net->source, *slash = strrchr(source, '/');
    return slash ? slash + 1 : source;
}

int nettrain_main(int argc, char **argv) {
    NetTrainOptions options;
    char error[512];
    if (!nettrain_options_parse(argc, argv, &options, error, sizeof error)) {
        fprintf(stderr, "tessera train: %s\n%s", error, USAGE);
        return 2;
    }
    StrBuf command;
    strbuf_init(&command);
    command_text(&command, "tessera train", argc, argv);
    options.command = strbuf_text(&command);
    options.progress = stderr;
    bool trained = nettrain_run(&options, NULL, error, sizeof error);
    if (!trained)
        fprintf(stderr, "tessera train: %s\n", error);
    strbuf_free(&command);
    return trained ? 0 : 1;
}

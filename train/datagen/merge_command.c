/*
 * merge_command.c - reads `tessera datagen merge <game> <out-file> <data-file>... [options]`
 * (merge.h) strictly: options by the tools' option table, every other word an input.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/command_options.h"
#include "datagen.h"
#include "merge.h"

enum { MAX_MEMORY_MB = 1 << 24 };

static const OptionSpec OPTIONS[] = {
    {"--seed", OPTION_INT64, offsetof(DatagenMergeConfig, seed), 0, (double)INT64_MAX},
    {"--memory-mb", OPTION_INT64, offsetof(DatagenMergeConfig, memory_mb), 1, MAX_MEMORY_MB},
    {"--allow-missing", OPTION_FLAG, offsetof(DatagenMergeConfig, allow_missing), 0, 0},
};

bool datagen_merge_parse_args(int argc, const char *const *argv, DatagenMergeConfig *config,
                              const char **inputs, char *error, size_t error_size) {
    *config = (DatagenMergeConfig){
        .seed = 1, .memory_mb = DATAGEN_MERGE_DEFAULT_MEMORY_MB, .inputs = inputs};
    if (argc < 3) {
        snprintf(error, error_size,
                 "which game, which out-file and which data files? (datagen merge <game> "
                 "<out-file> <data-file>...)");
        return false;
    }
    config->game = command_find_game(argv[0], error, error_size);
    if (!config->game)
        return false;
    config->out = argv[1];
    for (int at = 2; at < argc;) {
        if (strncmp(argv[at], "--", 2) != 0)
            inputs[config->input_count++] = argv[at++];
        else if (!command_read_option(OPTIONS, sizeof OPTIONS / sizeof OPTIONS[0], argc, argv, &at,
                                      config, error, error_size))
            return false;
    }
    if (config->input_count == 0) {
        snprintf(error, error_size, "no data files to merge");
        return false;
    }
    return true;
}

int datagen_merge_main(int argc, const char *const *argv) {
    DatagenMergeConfig config;
    char error[1024];
    const char **inputs = malloc(sizeof *inputs * (size_t)(argc > 0 ? argc : 1));
    if (!inputs) {
        fprintf(stderr, "tessera datagen merge: out of memory\n");
        return 1;
    }
    int status = 0;
    if (!datagen_merge_parse_args(argc, argv, &config, inputs, error, sizeof error)) {
        fprintf(stderr, "tessera datagen merge: %s\n%s\n", error, datagen_usage());
        status = 2;
    } else if (!datagen_merge_run(&config, stdout, stderr, error, sizeof error)) {
        fprintf(stderr, "tessera datagen merge: %s\n", error);
        status = 1;
    }
    free(inputs);
    return status;
}

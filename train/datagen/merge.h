/*
 * merge.h - `tessera datagen merge <game> <out-file> <data-file>...`: the files of a data run
 * made in shards (or in several runs of the same settings) joined into one training file.
 *
 * Every input is read in full through data_file_read_games (header, every line, every game
 * marker's hash) and must be of the same game and settings (the shard= word aside). A game
 * index met again (shards that overlapped) is the same game and kept once; a position met
 * again, by its key, keeps its first sample (files in the order given, lines in file order).
 * The kept lines are shuffled by --seed: spread at random over temporary bucket files of at
 * most about --memory-mb / 2 each, then each bucket shuffled in memory, so the same inputs in
 * the same order and seed give the same file. The output is written beside out-file and
 * renamed onto it once complete. A missing file or one without a complete header fails the
 * merge unless --allow-missing, when it is reported and left out; a game cut short at a
 * file's end is left out as resuming leaves it.
 */
#ifndef TESSERA_DATAGEN_MERGE_H
#define TESSERA_DATAGEN_MERGE_H

#include <stdint.h>
#include <stdio.h>

#include "src/game.h"

enum { DATAGEN_MERGE_DEFAULT_MEMORY_MB = 1024, DATAGEN_MERGE_MAX_BUCKETS = 512 };

typedef struct DatagenMergeConfig {
    const Game *game;
    const char *out;
    const char *const *inputs;
    int input_count;
    uint64_t seed;
    int64_t memory_mb; /* the bound on a bucket: about half of it */
    bool allow_missing;
} DatagenMergeConfig;

/* The arguments after `datagen merge`; false with a message in error when they are not
 * valid. config->inputs points into argv (the words that are not options). */
bool datagen_merge_parse_args(int argc, const char *const *argv, DatagenMergeConfig *config,
                              const char **inputs, char *error, size_t error_size);

/* Merges; the report (counts, each file's part) goes to report, a note on each file left out
 * to warnings (either may be NULL). False with a message in error on any failure, out-file
 * then untouched. */
bool datagen_merge_run(const DatagenMergeConfig *config, FILE *report, FILE *warnings, char *error,
                       size_t error_size);

/* The whole command: 0 merged, 1 failure, 2 bad arguments. */
int datagen_merge_main(int argc, const char *const *argv);

#endif

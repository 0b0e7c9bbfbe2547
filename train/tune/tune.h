/*
 * tune.h - `tessera tune <game> <data-file> [options]`: fits a game's evaluation weights to
 * game results (Texel's method: K first, then the weights by full-batch gradient descent with
 * Adam) and writes them as the game's generated weights file. docs/TUNING.md tells the data
 * format, the model, every option and how a committed weight set is reproduced.
 */
#ifndef TESSERA_TUNE_H
#define TESSERA_TUNE_H

#include <stdio.h>

#include "src/game.h"

/* Also the process exit statuses. */
typedef enum TuneStatus {
    TUNE_OK = 0,
    TUNE_FAILED = 1,
    TUNE_BAD_ARGUMENTS = 2,
} TuneStatus;

typedef struct TuneOptions {
    const Game *game;
    const char *data_path;
    int players; /* 0: as the data file's header says */
    int64_t epochs;
    double rate;   /* Adam's step size */
    double l2;     /* pull toward the starting weights; 0: none */
    double lambda; /* the search score's share of each label (two players); 0: results only */
    int threads;
    int64_t report_every;   /* epochs between progress lines and checkpoints */
    const char *freeze;     /* comma list of weight names kept as they are, or NULL */
    const char *only;       /* comma list of the only weight names tuned, or NULL: all */
    int over_network;       /* 1: each sample's fixed part adds the game's network correction */
    const char *increasing; /* comma list of weight names whose values must not decrease */
    const char *out;        /* NULL: the game's EvalWeights.source */
    const char *checkpoint; /* NULL: none */
    const char *resume;     /* a checkpoint to continue, or NULL */
    const char *command;    /* the command line, recorded in the generated file */
    FILE *progress;         /* progress lines; NULL: silent */
} TuneOptions;

/* What a run did, for callers that check it. */
typedef struct TuneSummary {
    size_t positions, samples;
    double k, loss_before, loss_after;
} TuneSummary;

/* The defaults: 1000 epochs, rate 1, no L2, 1 thread, a report every 100 epochs. */
void tune_options_default(TuneOptions *options);

/* argv: the words after `tune`. False with the reason in error. */
bool tune_options_parse(int argc, char **argv, TuneOptions *options, char *error,
                        size_t error_size);

/* Loads the data, fits K (or resumes), trains and writes the weights file. summary: NULL or
 * filled on success. */
TuneStatus tune_run(const TuneOptions *options, TuneSummary *summary, char *error,
                    size_t error_size);

/* The whole command: argv are the words after `tune`; returns the exit status. */
int tune_main(int argc, char **argv);
/* The usage text of `tessera tune` (ends with a newline). */
const char *tune_usage(void);

#endif

/*
 * nettrain.h - `tessera train <game> <data-file> [options]`: fits a game's network evaluation
 * (src/net.h) to self-play data and writes it, quantized, as the game's generated network
 * file. Minibatch gradient descent with Adam on the squared error between the predicted and
 * the target result, where the target blends the game's result with the search score
 * (docs/TUNING.md, "The chess network").
 */
#ifndef TESSERA_NETTRAIN_H
#define TESSERA_NETTRAIN_H

#include <stdint.h>
#include <stdio.h>

#include "src/game.h"

enum { NET_TRAIN_MAX_THREADS = 64 };

typedef struct NetTrainOptions {
    const Game *game;
    const char *data_path;
    int hidden;              /* neurons per perspective */
    int epochs;              /* passes over the training positions */
    int batch;               /* positions a step */
    double rate;             /* Adam's first step size; it falls along a cosine to rate / 20 */
    double lambda;           /* the search score's share of the target */
    int residual;            /* 1: the network learns a correction to the game's evaluate */
    double scale;            /* score units per output unit; 0: fitted on the data */
    double validation_share; /* the file's last positions held out to watch overfitting */
    int64_t memory_mb;       /* positions held at once: about this many MiB; 0: all */
    int mirror;              /* 1: each position's mirror image too, where the game has one */
    int threads;             /* 1 .. NET_TRAIN_MAX_THREADS */
    uint64_t seed;           /* starting weights and the order of positions */
    const char *out;         /* NULL: nettrain_out_path's default */
    const char *checkpoint;  /* written after every epoch; NULL: none */
    const char *resume;      /* a checkpoint to continue, or NULL */
    int stop_after;          /* end after this epoch, as an interruption would (0: never) */
    const char *command;     /* recorded in the generated file */
    FILE *progress;          /* NULL: silent */
} NetTrainOptions;

typedef struct NetTrainSummary {
    size_t training, validation; /* positions */
    double scale, loss_before, loss_after, validation_loss;
    size_t chunks; /* the file's chunks: 1 when it was held in memory whole */
    size_t peak;   /* the most positions held in memory at once */
} NetTrainSummary;

void nettrain_options_default(NetTrainOptions *options);

/* argv: the words after `train`. False with the reason in error. */
bool nettrain_options_parse(int argc, char **argv, NetTrainOptions *options, char *error,
                            size_t error_size);

/* Where the network goes: --out, else the file name of the game's NetWeights.source in the
 * current directory ("chess_net_weights.h"), so that a run never overwrites the header the
 * engine is built from unless told to. */
const char *nettrain_out_path(const NetTrainOptions *options);

/* Reads the data (in chunks of about --memory-mb when it does not fit), trains and writes the
 * network file. summary: NULL or filled. */
bool nettrain_run(const NetTrainOptions *options, NetTrainSummary *summary, char *error,
                  size_t error_size);

/* The whole command; returns the exit status (0, 1 failed, 2 bad arguments). */
int nettrain_main(int argc, char **argv);
/* The usage text of `tessera train` (ends with a newline). */
const char *nettrain_usage(void);

#endif

/*
 * trainer.h - the epochs of a tuning run: full-batch gradient descent with Adam on the mean
 * squared error (plus the optional L2 penalty toward the starting weights), projected back
 * after each step onto any chains that must not decrease, a progress line and a checkpoint
 * every report_every epochs and after the last.
 */
#ifndef TESSERA_TUNE_TRAINER_H
#define TESSERA_TUNE_TRAINER_H

#include <stdio.h>

#include "checkpoint.h"
#include "monotone.h"
#include "samples.h"
#include "state.h"

typedef struct TuneTraining {
    int64_t epochs;               /* total, counted from epoch 0 (a resumed run does the rest) */
    double rate;                  /* Adam's step size, in the weights' units */
    double l2;                    /* penalty l2 * sum (weight - start)^2; 0: none */
    int threads;                  /* 1 .. TUNE_MAX_THREADS */
    const bool *frozen;           /* param_count flags, or NULL */
    const TuneChain *increasing;  /* chains kept non-decreasing after every step */
    int increasing_count;         /* 0: none */
    int64_t report_every;         /* 0: report and checkpoint after the last epoch only */
    FILE *progress;               /* progress lines; NULL: silent */
    const char *checkpoint;       /* NULL: no checkpoints */
    const TuneCheckpointKey *key; /* what the checkpoints are of */
} TuneTraining;

/* Runs state from its epoch to training->epochs. False with the reason in error when memory
 * runs out or a checkpoint cannot be written. */
bool tune_train(const TuneSamples *set, const TuneTraining *training, TuneState *state, char *error,
                size_t error_size);

#endif

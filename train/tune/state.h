/*
 * state.h - everything a tuning run carries from epoch to epoch, and all a checkpoint holds:
 * the parameters, where they started, the Adam moments, the epochs done, K and the loss of
 * the starting weights. A run resumed from it continues exactly where it stopped.
 */
#ifndef TESSERA_TUNE_STATE_H
#define TESSERA_TUNE_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "src/eval_features.h"
#include "train/adam.h"

typedef struct TuneState {
    int param_count; /* EvalWeights.values layout: count, or count pairs when tapered */
    double *params;  /* the weights being tuned */
    double *start;   /* the weights the run started from (the L2 penalty pulls toward them) */
    Adam adam;
    int64_t epoch; /* epochs done */
    double k;
    double loss_before; /* mean squared error of the starting weights */
} TuneState;

/* A fresh state at epoch 0 starting from the game's current weights. False when memory runs
 * out. */
bool tune_state_init(TuneState *state, const EvalWeights *weights);
void tune_state_free(TuneState *state);

/* Parameters an EvalWeights has. */
int tune_weights_param_count(const EvalWeights *weights);

#endif

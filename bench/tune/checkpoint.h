/*
 * checkpoint.h - a tuning run saved to a text file, so `--resume` continues it and ends with
 * exactly the weights an uninterrupted run reaches: every number is written as a C99 hex
 * float, which reads back bit for bit. The file names the game, the sample count and every
 * parameter, and is refused for a run whose game, weights or data differ.
 *
 *   # tessera-tune-checkpoint v1 game=<name> samples=<n> params=<p>
 *   epoch <epochs done>
 *   k <K>
 *   loss_before <mean squared error of the starting weights>
 *   <weight name> <mg|eg|value> <start> <current> <adam m> <adam v>      (p lines)
 */
#ifndef TESSERA_TUNE_CHECKPOINT_H
#define TESSERA_TUNE_CHECKPOINT_H

#include "state.h"

/* What a checkpoint must match to be resumed. */
typedef struct TuneCheckpointKey {
    const char *game;
    const EvalWeights *weights;
    size_t samples;
} TuneCheckpointKey;

bool tune_checkpoint_write(const char *path, const TuneCheckpointKey *key, const TuneState *state,
                           char *error, size_t error_size);

/* Fills state (made by tune_state_init for key->weights) from the checkpoint at path. False
 * with the reason in error when it cannot be read or belongs to another run. */
bool tune_checkpoint_read(const char *path, const TuneCheckpointKey *key, TuneState *state,
                          char *error, size_t error_size);

#endif

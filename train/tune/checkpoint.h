/*
 * checkpoint.h - a tuning run saved to a text file, so `--resume` continues it and ends with
 * exactly the weights an uninterrupted run reaches: every number is written as a C99 hex
 * float, which reads back bit for bit. The file names the game, the sample count, the data
 * file it was made from (train/checkpoint_seal.h) and every parameter, and ends with a
 * checksum over all that; it is refused for a run whose game, weights or data differ, and
 * when damaged (checksum, a value that is not finite, a line out of place).
 *
 *   # tessera-tune-checkpoint v2 game=<name> samples=<n> params=<p>
 *   data data=<file name> size=<bytes> fnv1a=<hash of the data file>
 *   epoch <epochs done>
 *   k <K>
 *   loss_before <mean squared error of the starting weights>
 *   <weight name> <mg|eg|value> <start> <current> <adam m> <adam v>      (p lines)
 *   checksum <FNV-1a of every byte before this line, 16 hex digits>
 */
#ifndef TESSERA_TUNE_CHECKPOINT_H
#define TESSERA_TUNE_CHECKPOINT_H

#include "state.h"

/* What a checkpoint must match to be resumed. */
typedef struct TuneCheckpointKey {
    const char *game;
    const EvalWeights *weights;
    size_t samples;
    const char *data; /* the data file's identity (checkpoint_data_identity) */
} TuneCheckpointKey;

bool tune_checkpoint_write(const char *path, const TuneCheckpointKey *key, const TuneState *state,
                           char *error, size_t error_size);

/* Fills state (made by tune_state_init for key->weights) from the checkpoint at path. False
 * with the reason in error when it cannot be read or belongs to another run. */
bool tune_checkpoint_read(const char *path, const TuneCheckpointKey *key, TuneState *state,
                          char *error, size_t error_size);

#endif

/*
 * checkpoint.h - the trainer's state after a whole epoch, saved so that an interrupted run
 * resumes where it stopped: the network's shape, the epochs done, Adam's step count and
 * moments, and the parameters. A binary file of this machine's doubles, written atomically,
 * with the identity of the data file it was made from and a checksum over everything
 * (train/checkpoint_seal.h): a damaged checkpoint, one holding a value that is not finite, or
 * one of other data is refused, never trained on.
 */
#ifndef TESSERA_NETTRAIN_CHECKPOINT_H
#define TESSERA_NETTRAIN_CHECKPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "model.h"

typedef struct NetTrainState {
    NetShape shape;
    int epochs_done;
    int64_t steps;
    double *params, *m, *v; /* nettrain_param_count(shape) each */
} NetTrainState;

/* Saves state; data: the identity of the run's data file (checkpoint_data_identity). */
bool nettrain_checkpoint_save(const char *path, const NetTrainState *state, const char *data,
                              char *error, size_t error_size);

/* Reads path into state, whose shape and arrays are set. Refused, with the reason in error:
 * a file that is not a checkpoint, of another shape, damaged (checksum), holding a value that
 * is not finite, or made from other data than data. */
bool nettrain_checkpoint_load(const char *path, NetTrainState *state, const char *data, char *error,
                              size_t error_size);

#endif

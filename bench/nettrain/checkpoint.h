/*
 * checkpoint.h - the trainer's state after a whole epoch, saved so that an interrupted run
 * resumes where it stopped: the network's shape, the epochs done, Adam's step count and
 * moments, and the parameters. A binary file of this machine's doubles, written atomically.
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
    double *params, *m, *v; /* net_param_count(shape) each */
} NetTrainState;

bool net_checkpoint_save(const char *path, const NetTrainState *state, char *error,
                         size_t error_size);

/* Reads path into state, whose shape and arrays are set: a checkpoint of another shape is
 * refused. False with the reason in error. */
bool net_checkpoint_load(const char *path, NetTrainState *state, char *error, size_t error_size);

#endif

/*
 * nettrain_data.h - what the network trainer's suites share: chess data labelled by the
 * material balance, the small, fast options their runs use, and a file read whole.
 */
#ifndef TESSERA_TESTS_NETTRAIN_DATA_H
#define TESSERA_TESTS_NETTRAIN_DATA_H

#include "train/nettrain/nettrain.h"

/* Random games from the start into path (tessera-data v1), each position labelled with the
 * material balance as its score (side to move's view) and a drawn result. */
void nettrain_data_write_material(const char *path, int positions);

/* A 16-neuron network on data, fitted to the scores alone (scale 200, no residual), into out;
 * everything else the defaults. */
void nettrain_data_options(NetTrainOptions *options, const char *data, const char *out);

/* The text of path (a failed assertion when it cannot be read); the caller frees it. */
char *nettrain_data_read_all(const char *path);

#endif

/*
 * fit_k.h - the tuner's K: with the weights held fixed, the K of train/fit_k.h's prediction
 * that minimises the mean squared error over the samples.
 */
#ifndef TESSERA_TUNE_FIT_K_H
#define TESSERA_TUNE_FIT_K_H

#include "samples.h"

/* The K in [FIT_K_MIN, FIT_K_MAX] with the least mean squared error for params. False when
 * memory for the samples' evaluations runs out. */
bool tune_fit_k(const TuneSamples *set, const double *params, double *k);

#endif

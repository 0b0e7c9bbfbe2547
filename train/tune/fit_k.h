/*
 * fit_k.h - Texel's first step: with the weights held fixed, the K of the prediction
 * 1 / (1 + exp(-K * eval / 400)) that minimises the mean squared error over the samples.
 */
#ifndef TESSERA_TUNE_FIT_K_H
#define TESSERA_TUNE_FIT_K_H

#include "samples.h"

/* Searched between these (a log-spaced scan, then a golden-section search around the best). */
#define TUNE_K_MIN 0.001
#define TUNE_K_MAX 1000.0

/* The K in [TUNE_K_MIN, TUNE_K_MAX] with the least mean squared error of the prediction of
 * evaluations evals against labels (count of each). */
double tune_fit_k_to(const double *evals, const double *labels, size_t count);

/* The K in [TUNE_K_MIN, TUNE_K_MAX] with the least mean squared error for params. False when
 * memory for the samples' evaluations runs out. */
bool tune_fit_k(const TuneSamples *set, const double *params, double *k);

#endif

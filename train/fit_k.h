/*
 * fit_k.h - Texel's first step, shared by the tuner and the network trainer: the K of the
 * prediction 1 / (1 + exp(-K * eval / 400)) that minimises the mean squared error of
 * evaluations against game results.
 */
#ifndef TESSERA_TRAIN_FIT_K_H
#define TESSERA_TRAIN_FIT_K_H

#include <stddef.h>

/* Searched between these (a log-spaced scan, then a golden-section search around the best). */
#define FIT_K_MIN 0.001
#define FIT_K_MAX 1000.0

/* The predicted score (0 loss .. 1 win) of an evaluation in centipawns under K. */
double fit_k_predict(double k, double eval);

/* The K in [FIT_K_MIN, FIT_K_MAX] with the least mean squared error of the prediction of
 * evaluations evals against labels (count of each). */
double fit_k(const double *evals, const double *labels, size_t count);

#endif

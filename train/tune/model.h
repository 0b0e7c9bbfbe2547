/*
 * model.h - the tuner's model of the evaluation and its loss (docs/TUNING.md, "The model").
 *
 * A sample's evaluation is the sum of eval_features.h with real-valued weights:
 *   tapered:    sum count * (mg * phase + eg * (phase_max - phase)) / phase_max * scale / 64
 *   untapered:  sum count * value
 * divided by the sample's divisor (real division), plus fixed. Its prediction of the label
 * is 1 / (1 + exp(-K * eval / 400)): K = ln 10 ~ 2.3 would be the Elo curve with 400 units for
 * a factor 10 in odds. The loss is the mean squared error between labels and predictions,
 * optionally plus l2 * sum (param - start)^2.
 */
#ifndef TESSERA_TUNE_MODEL_H
#define TESSERA_TUNE_MODEL_H

#include "samples.h"

/* The evaluation of one sample with params (EvalWeights.values layout). */
double tune_sample_eval(const TuneSamples *set, const TuneSample *sample, const double *params);

/* The sum of squared errors (label - prediction)^2 over samples [first, last). When gradient
 * is not NULL (tune_param_count values), adds to it each sample's gradient of that error. */
double tune_squared_errors(const TuneSamples *set, size_t first, size_t last, const double *params,
                           double k, double *gradient);

/* The L2 penalty l2 * sum (params - start)^2 of count parameters; adds its gradient to
 * gradient when not NULL. */
double tune_l2_penalty(double l2, const double *params, const double *start, int count,
                       double *gradient);

/* params rounded to the nearest integers (halves away from zero), as the generated file holds
 * them. False when one is not finite or beyond what an int holds. */
bool tune_round_params(const double *params, int count, double *rounded);

#endif

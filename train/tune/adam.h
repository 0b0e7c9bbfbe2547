/*
 * adam.h - the Adam optimiser's state and step (Kingma and Ba, 2015) for the tuner's full-batch
 * gradient descent: per parameter the running means of the gradient (m) and of its square (v),
 * bias-corrected by the step number. Frozen parameters neither move nor gather moments.
 */
#ifndef TESSERA_TUNE_ADAM_H
#define TESSERA_TUNE_ADAM_H

#include <stdbool.h>
#include <stdint.h>

#define TUNE_ADAM_BETA1   0.9
#define TUNE_ADAM_BETA2   0.999
#define TUNE_ADAM_EPSILON 1e-8

typedef struct TuneAdam {
    int count;
    double *m, *v;
} TuneAdam;

/* Zero moments for count parameters; false when memory runs out. */
bool tune_adam_init(TuneAdam *adam, int count);
void tune_adam_free(TuneAdam *adam);

/* Step number step (1 for the first) with the given rate: moves params against gradient.
 * frozen: count flags, or NULL for none. */
void tune_adam_step(TuneAdam *adam, double *params, const double *gradient, const bool *frozen,
                    int64_t step, double rate);

#endif

/*
 * adam.h - the Adam optimiser's state and step (Kingma and Ba, 2015) for the tuner's full-batch
 * gradient descent and the network trainer's mini-batches: per parameter the running means of the
 * gradient (m) and of its square (v), bias-corrected by the step number. Frozen parameters neither
 * move nor gather moments.
 */
#ifndef TESSERA_TRAIN_ADAM_H
#define TESSERA_TRAIN_ADAM_H

#include <stdbool.h>
#include <stdint.h>

#define ADAM_BETA1   0.9
#define ADAM_BETA2   0.999
#define ADAM_EPSILON 1e-8

typedef struct Adam {
    int count;
    double *m, *v;
} Adam;

/* Zero moments for count parameters; false when memory runs out. */
bool adam_init(Adam *adam, int count);
void adam_free(Adam *adam);

/* Step number step (1 for the first) with the given rate: moves params against gradient.
 * frozen: count flags, or NULL for none. */
void adam_step(Adam *adam, double *params, const double *gradient, const bool *frozen, int64_t step,
               double rate);

#endif

/*
 * fit_k.c - the tuner's K (fit_k.h): its samples evaluated once under the parameters, then
 * train/fit_k.c's minimisation over K.
 */
#include "fit_k.h"

#include <stdlib.h>

#include "model.h"
#include "train/fit_k.h"

bool tune_fit_k(const TuneSamples *set, const double *params, double *k) {
    size_t size = set->count ? set->count : 1;
    double *evals = malloc(size * sizeof *evals), *labels = malloc(size * sizeof *labels);
    bool allocated = evals && labels;
    for (size_t s = 0; allocated && s < set->count; s++) {
        evals[s] = tune_sample_eval(set, &set->items[s], params);
        labels[s] = set->items[s].label;
    }
    if (allocated)
        *k = fit_k(evals, labels, set->count);
    free(evals);
    free(labels);
    return allocated;
}

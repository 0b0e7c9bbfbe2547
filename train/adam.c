/*
 * adam.c - Adam moments and update (adam.h).
 */
#include "adam.h"

#include <math.h>
#include <stdlib.h>

bool adam_init(Adam *adam, int count) {
    size_t size = (size_t)(count > 0 ? count : 1);
    *adam = (Adam){
        .count = count, .m = calloc(size, sizeof(double)), .v = calloc(size, sizeof(double))};
    if (adam->m && adam->v)
        return true;
    adam_free(adam);
    return false;
}

void adam_free(Adam *adam) {
    free(adam->m);
    free(adam->v);
    adam->m = adam->v = NULL;
}

void adam_step(Adam *adam, double *params, const double *gradient, const bool *frozen, int64_t step,
               double rate) {
    double m_correction = 1.0 - pow(ADAM_BETA1, (double)step);
    double v_correction = 1.0 - pow(ADAM_BETA2, (double)step);
    for (int p = 0; p < adam->count; p++) {
        if (frozen && frozen[p])
            continue;
        adam->m[p] = ADAM_BETA1 * adam->m[p] + (1.0 - ADAM_BETA1) * gradient[p];
        adam->v[p] = ADAM_BETA2 * adam->v[p] + (1.0 - ADAM_BETA2) * gradient[p] * gradient[p];
        double m_hat = adam->m[p] / m_correction, v_hat = adam->v[p] / v_correction;
        params[p] -= rate * m_hat / (sqrt(v_hat) + ADAM_EPSILON);
    }
}

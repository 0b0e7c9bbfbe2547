/*
 * fit_k.c - the 1-D minimisation of the mean squared error over K (fit_k.h). The evaluations
 * do not depend on K, so they are computed once; each trial K then costs one exp a sample.
 * The scan steps a tenth of a decade of K; the golden-section search then narrows the best
 * step's two neighbouring intervals to well under 1e-9 of K.
 */
#include "fit_k.h"

#include <math.h>

double fit_k_predict(double k, double eval) {
    return 1.0 / (1.0 + exp(-k * eval / 400.0));
}

enum {
    SCAN_STEPS_PER_DECADE = 10,
    GOLDEN_ITERATIONS = 100,
};

typedef struct Evaluated {
    const double *evals, *labels;
    size_t count;
} Evaluated;

static double mean_error_at(const Evaluated *data, double log_k) {
    double k = exp(log_k), sum = 0.0;
    for (size_t s = 0; s < data->count; s++) {
        double miss = fit_k_predict(k, data->evals[s]) - data->labels[s];
        sum += miss * miss;
    }
    return data->count ? sum / (double)data->count : 0.0;
}

/* The scan point (log K) with the least error; the first of equals. */
static double scan_best(const Evaluated *data, double low, double high, double step) {
    double best = low, best_error = mean_error_at(data, low);
    for (double at = low + step; at <= high + step / 2; at += step) {
        double error = mean_error_at(data, at);
        if (error < best_error) {
            best = at;
            best_error = error;
        }
    }
    return best;
}

static double golden_section(const Evaluated *data, double low, double high) {
    const double ratio = (sqrt(5.0) - 1.0) / 2.0;
    double a = high - ratio * (high - low), b = low + ratio * (high - low);
    double error_a = mean_error_at(data, a), error_b = mean_error_at(data, b);
    for (int i = 0; i < GOLDEN_ITERATIONS && high - low > 1e-12; i++) {
        if (error_a <= error_b) { /* the minimum lies in [low, b]: a becomes its b */
            high = b;
            b = a;
            error_b = error_a;
            a = high - ratio * (high - low);
            error_a = mean_error_at(data, a);
        } else { /* the minimum lies in [a, high]: b becomes its a */
            low = a;
            a = b;
            error_a = error_b;
            b = low + ratio * (high - low);
            error_b = mean_error_at(data, b);
        }
    }
    return (low + high) / 2;
}

double fit_k(const double *evals, const double *labels, size_t count) {
    Evaluated data = {evals, labels, count};
    double low = log(FIT_K_MIN), high = log(FIT_K_MAX), step = log(10.0) / SCAN_STEPS_PER_DECADE;
    double best = scan_best(&data, low, high, step);
    return exp(golden_section(&data, fmax(low, best - step), fmin(high, best + step)));
}

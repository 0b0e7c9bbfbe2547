/*
 * model.c - evaluation, prediction, squared error and their analytic gradient for the tuner
 * (model.h). Everything here works on a range of samples so threads can split the set.
 */
#include "model.h"
#include "train/fit_k.h"

#include <limits.h>
#include <math.h>

/* How much one count of a weight's midgame and endgame value adds to the sample's
 * evaluation (for an untapered evaluation only mid is used, and it is 1). */
typedef struct TaperShares {
    double mid, end;
} TaperShares;

static TaperShares taper_shares(const TuneSamples *set, const TuneSample *sample) {
    if (!set->tapered)
        return (TaperShares){1.0, 0.0};
    /* The scale shrinks the endgame half only (src/eval_features.h). */
    double scale = sample->scale / (double)EVAL_SCALE_NORMAL;
    double mid = sample->phase / (double)sample->phase_max;
    return (TaperShares){mid, (1.0 - mid) * scale};
}

static double eval_with_shares(const TuneSamples *set, const TuneSample *sample,
                               const double *params, TaperShares shares) {
    const FeatureTerm *terms = &set->terms[sample->first_term];
    double sum = 0.0;
    for (int i = 0; i < sample->term_count; i++) {
        int w = terms[i].weight;
        sum += set->tapered
                   ? terms[i].count * (params[2 * w] * shares.mid + params[2 * w + 1] * shares.end)
                   : terms[i].count * params[w];
    }
    return sum / sample->divisor + sample->fixed;
}

double tune_sample_eval(const TuneSamples *set, const TuneSample *sample, const double *params) {
    return eval_with_shares(set, sample, params, taper_shares(set, sample));
}

/* Adds d(error)/d(eval) times d(eval)/d(param) for every parameter of the sample: its count
 * over its divisor, times the taper's share. */
static void add_sample_gradient(const TuneSamples *set, const TuneSample *sample,
                                TaperShares shares, double slope, double *gradient) {
    const FeatureTerm *terms = &set->terms[sample->first_term];
    double per_count = slope / sample->divisor;
    for (int i = 0; i < sample->term_count; i++) {
        int w = terms[i].weight;
        double step = per_count * terms[i].count;
        if (set->tapered) {
            gradient[2 * w] += step * shares.mid;
            gradient[2 * w + 1] += step * shares.end;
        } else {
            gradient[w] += step;
        }
    }
}

double tune_squared_errors(const TuneSamples *set, size_t first, size_t last, const double *params,
                           double k, double *gradient) {
    double sum = 0.0;
    for (size_t s = first; s < last; s++) {
        const TuneSample *sample = &set->items[s];
        TaperShares shares = taper_shares(set, sample);
        double predicted = fit_k_predict(k, eval_with_shares(set, sample, params, shares));
        double miss = predicted - sample->label;
        sum += miss * miss;
        if (gradient) {
            /* d/d(eval) of (p - y)^2 with p = sigmoid(k * eval / 400) */
            double slope = 2.0 * miss * predicted * (1.0 - predicted) * k / 400.0;
            add_sample_gradient(set, sample, shares, slope, gradient);
        }
    }
    return sum;
}

double tune_l2_penalty(double l2, const double *params, const double *start, int count,
                       double *gradient) {
    double sum = 0.0;
    for (int i = 0; i < count; i++) {
        double distance = params[i] - start[i];
        sum += distance * distance;
        if (gradient)
            gradient[i] += 2.0 * l2 * distance;
    }
    return l2 * sum;
}

bool tune_round_params(const double *params, int count, double *rounded) {
    for (int i = 0; i < count; i++) {
        if (!isfinite(params[i]) || fabs(params[i]) > INT_MAX - 1)
            return false;
        rounded[i] = round(params[i]);
    }
    return true;
}

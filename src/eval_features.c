/*
 * eval_features.c - what a position's features add up to with the current weights, the
 * check that a game's feature report matches its evaluation (tests/eval/test_eval_features.c).
 */
#include "eval_features.h"

static int untapered_score(const EvalWeights *weights, const EvalFeatures *features) {
    int total = 0;
    for (int i = 0; i < features->count; i++)
        total += features->terms[i].count * weights->values[features->terms[i].weight];
    return total;
}

static int tapered_score(const EvalWeights *weights, const EvalFeatures *features) {
    int mg = 0, eg = 0;
    for (int i = 0; i < features->count; i++) {
        const int *pair = &weights->values[2 * features->terms[i].weight];
        mg += features->terms[i].count * pair[0];
        eg += features->terms[i].count * pair[1];
    }
    int phase = features->phase, phase_max = features->phase_max;
    return (mg * phase * EVAL_SCALE_NORMAL + eg * features->scale * (phase_max - phase)) /
           (phase_max * EVAL_SCALE_NORMAL);
}

int eval_features_score(const EvalWeights *weights, const EvalFeatures *features) {
    int linear =
        weights->tapered ? tapered_score(weights, features) : untapered_score(weights, features);
    return linear / eval_features_divisor(features) + features->fixed;
}

void eval_features_negate(EvalFeatures *features) {
    for (int i = 0; i < features->count; i++)
        features->terms[i].count = (int16_t)-features->terms[i].count;
    features->fixed = -features->fixed;
}

/*
 * samples.h - the tuner's training set, held compactly: per sample its nonzero feature terms
 * (in one array shared by all samples), the taper (phase, phase_max, scale), the divisor of
 * the weighted sum, the part of the evaluation no weight explains (fixed) and the label, the
 * evaluated player's result.
 *
 * Parameters (what the tuner moves) are laid out as EvalWeights.values: one per weight, or a
 * (midgame, endgame) pair per weight when the evaluation is tapered.
 */
#ifndef TESSERA_TUNE_SAMPLES_H
#define TESSERA_TUNE_SAMPLES_H

#include <stddef.h>

#include "src/eval_features.h"

typedef struct TuneSample {
    size_t first_term; /* index of its first term in TuneSamples.terms */
    int32_t fixed;
    float label; /* 0 loss .. 1 win */
    bool has_score;
    int32_t score; /* the search score, from the sample's player's view (two players only) */
    uint16_t term_count;
    uint16_t divisor;                 /* of the weighted sum, at least 1 (src/eval_features.h) */
    uint16_t phase, phase_max, scale; /* tapered evaluations only */
} TuneSample;

typedef struct TuneSamples {
    int weight_count;
    bool tapered;
    TuneSample *items;
    size_t count, capacity;
    FeatureTerm *terms;
    size_t term_count, term_capacity;
} TuneSamples;

/* Notes the search score of the last sample added (its player's view). */
void tune_samples_set_score(TuneSamples *set, int score);

/* Blends each label with its search score: lambda * predict(k, score) + (1 - lambda) * label
 * (model.h); samples without a score keep the result alone. */
void tune_samples_blend_scores(TuneSamples *set, double k, double lambda);

void tune_samples_init(TuneSamples *set, int weight_count, bool tapered);
void tune_samples_free(TuneSamples *set);

/* Parameters the set's evaluation has: weight_count, twice that when tapered. */
int tune_param_count(const TuneSamples *set);

/* Checks features against the contract of eval_features.h (weight indices, divisor, taper) and
 * appends one sample with label (0..1). Terms with count 0 are dropped. False with the reason
 * in error when the features break the contract or memory runs out. */
bool tune_samples_add(TuneSamples *set, const EvalFeatures *features, double label, char *error,
                      size_t error_size);

#endif

/*
 * samples.c - appending checked samples to the compact training set (samples.h).
 */
#include "samples.h"

#include <stdio.h>
#include <stdlib.h>

#include "tools/array_reserve.h"
#include "model.h"
#include "train/fit_k.h"

void tune_samples_init(TuneSamples *set, int weight_count, bool tapered) {
    *set = (TuneSamples){.weight_count = weight_count, .tapered = tapered};
}

void tune_samples_free(TuneSamples *set) {
    free(set->items);
    free(set->terms);
    tune_samples_init(set, set->weight_count, set->tapered);
}

int tune_param_count(const TuneSamples *set) {
    return set->tapered ? 2 * set->weight_count : set->weight_count;
}

/* The taper fields must say what the game's weights are: pairs need a phase. */
static bool check_taper(const TuneSamples *set, const EvalFeatures *features, char *error,
                        size_t error_size) {
    if (!set->tapered) {
        if (features->phase_max != 0)
            snprintf(error, error_size, "phase_max %d for an untapered evaluation (must be 0)",
                     features->phase_max);
        return features->phase_max == 0;
    }
    bool valid = features->phase_max >= 1 && features->phase_max <= UINT16_MAX &&
                 features->phase >= 0 && features->phase <= features->phase_max &&
                 features->scale >= 0 && features->scale <= UINT16_MAX;
    if (!valid)
        snprintf(error, error_size, "bad taper: phase %d of phase_max %d, scale %d",
                 features->phase, features->phase_max, features->scale);
    return valid;
}

static bool check_features(const TuneSamples *set, const EvalFeatures *features, char *error,
                           size_t error_size) {
    if (features->count < 0 || features->count > EVAL_MAX_TERMS) {
        snprintf(error, error_size, "%d feature terms (at most %d)", features->count,
                 EVAL_MAX_TERMS);
        return false;
    }
    for (int i = 0; i < features->count; i++) {
        if (features->terms[i].weight >= set->weight_count) {
            snprintf(error, error_size, "feature term for weight %d of %d",
                     features->terms[i].weight, set->weight_count);
            return false;
        }
    }
    if (features->divisor < 0 || features->divisor > UINT16_MAX) {
        snprintf(error, error_size, "divisor %d (0-%d)", features->divisor, UINT16_MAX);
        return false;
    }
    return check_taper(set, features, error, error_size);
}

bool tune_samples_add(TuneSamples *set, const EvalFeatures *features, double label, char *error,
                      size_t error_size) {
    if (!check_features(set, features, error, error_size))
        return false;
    if (!array_reserve((void **)&set->items, &set->capacity, set->count, 1, sizeof *set->items) ||
        !array_reserve((void **)&set->terms, &set->term_capacity, set->term_count,
                       (size_t)features->count, sizeof *set->terms)) {
        snprintf(error, error_size, "out of memory after %zu samples", set->count);
        return false;
    }
    TuneSample *sample = &set->items[set->count++];
    *sample = (TuneSample){.first_term = set->term_count,
                           .fixed = features->fixed,
                           .label = (float)label,
                           .divisor = (uint16_t)eval_features_divisor(features)};
    if (set->tapered) {
        sample->phase = (uint16_t)features->phase;
        sample->phase_max = (uint16_t)features->phase_max;
        sample->scale = (uint16_t)features->scale;
    }
    for (int i = 0; i < features->count; i++) {
        if (features->terms[i].count != 0)
            set->terms[set->term_count++] = features->terms[i];
    }
    sample->term_count = (uint16_t)(set->term_count - sample->first_term);
    return true;
}

void tune_samples_set_score(TuneSamples *set, int score) {
    set->items[set->count - 1].has_score = true;
    set->items[set->count - 1].score = score;
}

void tune_samples_blend_scores(TuneSamples *set, double k, double lambda) {
    for (size_t s = 0; s < set->count; s++) {
        TuneSample *sample = &set->items[s];
        if (sample->has_score)
            sample->label =
                (float)(lambda * fit_k_predict(k, sample->score) + (1.0 - lambda) * sample->label);
    }
}

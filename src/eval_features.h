/*
 * eval_features.h - an evaluation seen as weights times features, the contract between a
 * game's evaluation and the game-agnostic tuner (train/tune/, docs/TUNING.md).
 *
 * A tunable game names its weights (EvalWeights: C identifiers, current values, one value or
 * a midgame/endgame pair each) and reports, for one position and one player, how many times
 * each weight counts (EvalFeatures). The evaluation it reports must equal, to the rounding
 * of the taper, what the game's own evaluation returns with the same weights:
 *
 *   tapered:    (MG * phase * 64 + EG * scale * (phase_max - phase)) / (phase_max * 64)
 *               with MG = sum count * mg and EG = sum count * eg (the scale shrinks the endgame
 *               half only, where a drawish ending lives)
 *   untapered:  sum count * value
 *
 * divided by `divisor` (C integer division of that whole weighted sum, not of each term; 0 or 1
 * divide by nothing: an evaluation that averages players, Wall Go's of 3-4, states its counts
 * times the number averaged over), plus `fixed`, the part of the evaluation no weight explains
 * (a non-linear term, a clamp). The tuner changes weights only; it never sees a board.
 */
#ifndef TESSERA_EVAL_FEATURES_H
#define TESSERA_EVAL_FEATURES_H

#include <stdbool.h>
#include <stdint.h>

enum {
    EVAL_MAX_TERMS = 1024, /* nonzero counts one position may report */
    EVAL_SCALE_NORMAL = 64,
};

/* One weight's part in an evaluation: count times the weight's value. */
typedef struct FeatureTerm {
    uint16_t weight; /* index into EvalWeights */
    int16_t count;   /* from the evaluated player's point of view (theirs count negative) */
} FeatureTerm;

typedef struct EvalFeatures {
    int count; /* terms used */
    FeatureTerm terms[EVAL_MAX_TERMS];
    int phase;     /* midgame share, 0..phase_max (tapered games only) */
    int phase_max; /* 0 for an untapered game */
    int scale;     /* of the endgame half, EVAL_SCALE_NORMAL = unchanged (tapered games only) */
    int divisor;   /* of the weighted sum (taper included), 0 or 1 = none; fixed is not divided */
    int fixed;     /* evaluation not explained by any weight, in the game's score units */
} EvalFeatures;

/* A game's tunable weights and where they live. */
typedef struct EvalWeights {
    int count;
    bool tapered;             /* each weight is a (midgame, endgame) pair */
    const char *const *names; /* C identifiers, as the generated file's indices */
    const int *values;        /* count values, or count (mg, eg) pairs when tapered */
    const char *source;       /* the generated file the tuner rewrites, e.g. eval/x_weights.h */
    const char *table;        /* the C name of the table in it */
} EvalWeights;

/* A game lists its weight names once, as X(NAME) entries, and gets both the enum of indices
 * and the names the tuner writes from it:
 *   #define MY_WEIGHTS(X) X(MY_PATH) X(MY_TEMPO)
 *   enum { MY_WEIGHTS(EVAL_WEIGHT_INDEX) MY_WEIGHT_COUNT };
 *   static const char *const MY_NAMES[] = {MY_WEIGHTS(EVAL_WEIGHT_NAME)}; */
#define EVAL_WEIGHT_INDEX(name) name,
#define EVAL_WEIGHT_NAME(name)  #name,

/* Adds count uses of weight to features (a zero count adds nothing). */
static inline void eval_features_add(EvalFeatures *features, int weight, int count) {
    if (count != 0 && features->count < EVAL_MAX_TERMS)
        features->terms[features->count++] = (FeatureTerm){(uint16_t)weight, (int16_t)count};
}

/* What the features' weighted sum is divided by: their divisor, 1 when it is 0 or 1. */
static inline int eval_features_divisor(const EvalFeatures *features) {
    return features->divisor > 1 ? features->divisor : 1;
}

/* The evaluation the features stand for with the weights' current values (integer
 * arithmetic, as a game's own evaluation does it). */
int eval_features_score(const EvalWeights *weights, const EvalFeatures *features);

/* The same features from the other player's point of view (two-player games). */
void eval_features_negate(EvalFeatures *features);

#endif

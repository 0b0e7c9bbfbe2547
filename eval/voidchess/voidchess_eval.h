/*
 * voidchess_eval.h - the static evaluation of a Void Chess position, its printed breakdown
 * and its features for the tuner.
 */
#ifndef TESSERA_VOIDCHESS_EVAL_H
#define TESSERA_VOIDCHESS_EVAL_H

#include "src/game.h"

/* The tunable weights: names in voidchess_terms.h, values in voidchess_weights.h. */
extern const EvalWeights VOIDCHESS_EVAL_WEIGHTS;

/* How often each weight counts in pos for player (src/eval_features.h). */
bool voidchess_eval_features(const void *pos, int player, EvalFeatures *features);

/* Centipawns from the side to move's point of view. */
Score voidchess_evaluate(const void *pos);

/* The terms of voidchess_evaluate per colour, midgame and endgame, then the result. */
void voidchess_eval_trace(const void *pos, StrBuf *out);

#endif

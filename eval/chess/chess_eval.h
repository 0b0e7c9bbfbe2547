/*
 * chess_eval.h - the static evaluation of a chess position, its printed breakdown and its
 * features for the tuner.
 */
#ifndef TESSERA_CHESS_EVAL_H
#define TESSERA_CHESS_EVAL_H

#include "src/game.h"

/* The tunable weights: names in chess_terms.h, values in chess_weights.h. */
extern const EvalWeights CHESS_EVAL_WEIGHTS;

/* How often each weight counts in pos for player (src/eval_features.h). */
bool chess_eval_features(const void *pos, int player, EvalFeatures *features);

/* Centipawns from the side to move's point of view. */
Score chess_evaluate(const void *pos);

/* The terms of chess_evaluate per colour, midgame and endgame, then the blended result. */
void chess_eval_trace(const void *pos, StrBuf *out);

#endif

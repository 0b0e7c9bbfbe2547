/*
 * wallrunner_eval.h - the static evaluation of a Wall Runner position and its printed
 * breakdown.
 */
#ifndef TESSERA_WALLRUNNER_EVAL_H
#define TESSERA_WALLRUNNER_EVAL_H

#include "src/game.h"

/* The tunable weights (values in wallrunner_weights.h, written by `tessera tune`):
 *   TEMPO           the side to move's bonus
 *   MOBILITY        per move of a piece that is not frozen
 *   WALL_SQUARE     per square a side's walls cover
 *   KING_ON_EDGE, DIRECT_THREAT, NEAR_THREAT   the King on the edge, and per enemy Guard that
 *                   can push it off with its next move / stands within two squares of a
 *                   push-off square (counted against the side)
 *   MATERIAL_kind   per piece on the board (pieces leave only by pushes)
 *   FROZEN_kind     per piece standing on an enemy wall (counted against the side)
 *   RACE_d          the King d free steps from its goal rank (12: no path) */
#define WALLRUNNER_WEIGHTS_LIST(X)                                                                 \
    X(WALLRUNNER_TEMPO)                                                                            \
    X(WALLRUNNER_MOBILITY)                                                                         \
    X(WALLRUNNER_WALL_SQUARE)                                                                      \
    X(WALLRUNNER_KING_ON_EDGE)                                                                     \
    X(WALLRUNNER_DIRECT_THREAT)                                                                    \
    X(WALLRUNNER_NEAR_THREAT)                                                                      \
    X(WALLRUNNER_MATERIAL_GUARD)                                                                   \
    X(WALLRUNNER_MATERIAL_STRIAG)                                                                  \
    X(WALLRUNNER_MATERIAL_DIAG)                                                                    \
    X(WALLRUNNER_MATERIAL_RUNNER)                                                                  \
    X(WALLRUNNER_FROZEN_KING)                                                                      \
    X(WALLRUNNER_FROZEN_STRIAG)                                                                    \
    X(WALLRUNNER_FROZEN_DIAG)                                                                      \
    X(WALLRUNNER_RACE_0)                                                                           \
    X(WALLRUNNER_RACE_1)                                                                           \
    X(WALLRUNNER_RACE_2)                                                                           \
    X(WALLRUNNER_RACE_3)                                                                           \
    X(WALLRUNNER_RACE_4)                                                                           \
    X(WALLRUNNER_RACE_5)                                                                           \
    X(WALLRUNNER_RACE_6)                                                                           \
    X(WALLRUNNER_RACE_7)                                                                           \
    X(WALLRUNNER_RACE_8)                                                                           \
    X(WALLRUNNER_RACE_9)                                                                           \
    X(WALLRUNNER_RACE_10)                                                                          \
    X(WALLRUNNER_RACE_11)                                                                          \
    X(WALLRUNNER_RACE_12)

enum { WALLRUNNER_WEIGHTS_LIST(EVAL_WEIGHT_INDEX) WALLRUNNER_WEIGHT_COUNT };

extern const EvalWeights WALLRUNNER_EVAL_WEIGHTS;

/* How often each weight counts in pos for player (src/eval_features.h). */
bool wallrunner_eval_features(const void *pos, int player, EvalFeatures *features);

/* The King of side's distance to its goal rank in King steps, as the race term counts it
 * (wallrunner_eval.c says how): 0 .. WALLRUNNER_NO_PATH, the last also for no path at all or
 * no King. */
enum { WALLRUNNER_NO_PATH = 12 };
int wallrunner_king_distance(const void *pos, int side);

/* Centipawn-like units from the side to move's point of view. */
Score wallrunner_evaluate(const void *pos);

/* The terms of wallrunner_evaluate per side, then the total. */
void wallrunner_eval_trace(const void *pos, StrBuf *out);

#endif

/*
 * wallchess_eval.h - the static evaluation of a Wall Chess position and its printed
 * breakdown, and its tunable weights. 100 = one step of shortest-path difference.
 */
#ifndef TESSERA_WALLCHESS_EVAL_H
#define TESSERA_WALLCHESS_EVAL_H

#include "src/game.h"

/* The tunable weights (values in wallchess_weights.h, written by `tessera tune`):
 *   PATH_STEP  one step of the opponent's shortest path minus ours
 *   TEMPO      the side to move's half step
 *   RACE       the race bonus once a side can no longer place walls
 *   WALLS_k    k walls in hand (counted twice against an empty hand)
 *   OWN_DISTANCE_k    the side to move's shortest path is k steps (10: 10 or more)
 *   THEIR_DISTANCE_k  the waiting side's shortest path is k steps (10: 10 or more)
 *   WALLS_AGAINST_k   per wall in hand, the opponent's path is k steps (1-4; farther: none)
 *   AHEAD_WITH_WALLS  not behind in the race and at least as many walls in hand (some) */
#define WALLCHESS_WEIGHTS_LIST(X)                                                                  \
    X(WALLCHESS_PATH_STEP)                                                                         \
    X(WALLCHESS_TEMPO)                                                                             \
    X(WALLCHESS_RACE)                                                                              \
    X(WALLCHESS_WALLS_1)                                                                           \
    X(WALLCHESS_WALLS_2)                                                                           \
    X(WALLCHESS_WALLS_3)                                                                           \
    X(WALLCHESS_WALLS_4)                                                                           \
    X(WALLCHESS_WALLS_5)                                                                           \
    X(WALLCHESS_WALLS_6)                                                                           \
    X(WALLCHESS_WALLS_7)                                                                           \
    X(WALLCHESS_WALLS_8)                                                                           \
    X(WALLCHESS_WALLS_9)                                                                           \
    X(WALLCHESS_WALLS_10)                                                                          \
    X(WALLCHESS_OWN_DISTANCE_1)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_2)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_3)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_4)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_5)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_6)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_7)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_8)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_9)                                                                    \
    X(WALLCHESS_OWN_DISTANCE_10)                                                                   \
    X(WALLCHESS_THEIR_DISTANCE_1)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_2)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_3)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_4)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_5)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_6)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_7)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_8)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_9)                                                                  \
    X(WALLCHESS_THEIR_DISTANCE_10)                                                                 \
    X(WALLCHESS_WALLS_AGAINST_1)                                                                   \
    X(WALLCHESS_WALLS_AGAINST_2)                                                                   \
    X(WALLCHESS_WALLS_AGAINST_3)                                                                   \
    X(WALLCHESS_WALLS_AGAINST_4)                                                                   \
    X(WALLCHESS_AHEAD_WITH_WALLS)

enum { WALLCHESS_WEIGHTS_LIST(EVAL_WEIGHT_INDEX) WALLCHESS_WEIGHT_COUNT };

extern const EvalWeights WALLCHESS_EVAL_WEIGHTS;

/* How often each weight counts in pos for player (src/eval_features.h). */
bool wallchess_eval_features(const void *pos, int player, EvalFeatures *features);

/* From the side to move's point of view. */
Score wallchess_evaluate(const void *pos);

/* Each term for both sides and its share of the score, then the total. */
void wallchess_eval_trace(const void *pos, StrBuf *out);

#endif

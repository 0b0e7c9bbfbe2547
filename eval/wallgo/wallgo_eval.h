/*
 * wallgo_eval.h - the static evaluation of a Wall Go position and its printed breakdown.
 * 100 = one territory point.
 */
#ifndef TESSERA_WALLGO_EVAL_H
#define TESSERA_WALLGO_EVAL_H

#include "src/game.h"

/* The tunable weights (values in wallgo_weights.h, wallgo_show_weights.h and
 * wallgo_multi_weights.h, written by `tessera tune`), each counted per player; the names of
 * eval/wallgo/wallgo_eval.c's terms:
 *   CLOSED         cells of regions holding only this player's tokens
 *   NEARER         cells of shared regions this player's tokens reach first
 *   DESTINATIONS   moves of the player's tokens
 *   TRAPPED        tokens with no empty unwalled neighbour
 *   ONE_EXIT       tokens with a single one
 *   WALLS_IN_HAND  walls the player still has */
#define WALLGO_WEIGHTS_LIST(X)                                                                     \
    X(WALLGO_CLOSED)                                                                               \
    X(WALLGO_NEARER)                                                                               \
    X(WALLGO_DESTINATIONS)                                                                         \
    X(WALLGO_TRAPPED)                                                                              \
    X(WALLGO_ONE_EXIT)                                                                             \
    X(WALLGO_WALLS_IN_HAND)

enum { WALLGO_WEIGHTS_LIST(EVAL_WEIGHT_INDEX) WALLGO_WEIGHT_COUNT };

/* The two-player set, the two-player set of the show rules (wallgo_show_weights.h), and the
 * sets of games with 3-4 players under the site rules (wallgo_multi_weights.h) and the show
 * rules (wallgo_show_multi_weights.h). */
extern const EvalWeights WALLGO_EVAL_WEIGHTS;
extern const EvalWeights WALLGO_SHOW_EVAL_WEIGHTS;
extern const EvalWeights WALLGO_MULTI_EVAL_WEIGHTS;
extern const EvalWeights WALLGO_SHOW_MULTI_EVAL_WEIGHTS;

/* The set the evaluation plays with for this many players, under the show rules or not. */
const EvalWeights *wallgo_eval_weights_of(int players, bool show);

/* How often each weight counts in pos for player: its counts times the number of other players
 * minus the sum of theirs, divided by that number (src/eval_features.h). */
bool wallgo_eval_features(const void *pos, int player, EvalFeatures *features);

/* Two players: from the side to move's point of view. */
Score wallgo_evaluate(const void *pos);

/* Any number of players: one player's value minus the mean of the others'. */
Score wallgo_evaluate_player(const void *pos, int player);

/* Each term for every player, each player's value, then the score of the side to move. */
void wallgo_eval_trace(const void *pos, StrBuf *out);

#endif

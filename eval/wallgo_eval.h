/*
 * wallgo_eval.h - the static evaluation of a Wall Go position and its printed breakdown.
 * 100 = one territory point.
 */
#ifndef TESSERA_WALLGO_EVAL_H
#define TESSERA_WALLGO_EVAL_H

#include "../src/game.h"

/* Two players: from the side to move's point of view. */
Score wallgo_evaluate(const void *pos);

/* Any number of players: one player against the best of the others. */
Score wallgo_evaluate_player(const void *pos, int player);

/* Each term for every player, each player's value, then the score of the side to move. */
void wallgo_eval_trace(const void *pos, StrBuf *out);

#endif

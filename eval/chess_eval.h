/*
 * chess_eval.h - the static evaluation of a chess position and its printed breakdown.
 */
#ifndef TESSERA_CHESS_EVAL_H
#define TESSERA_CHESS_EVAL_H

#include "../src/game.h"

/* Centipawns from the side to move's point of view. */
Score chess_evaluate(const void *pos);

/* The terms of chess_evaluate per colour, midgame and endgame, then the blended result. */
void chess_eval_trace(const void *pos, StrBuf *out);

#endif

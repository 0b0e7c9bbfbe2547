/*
 * voidchess_eval.h - the static evaluation of a Void Chess position and its printed
 * breakdown.
 */
#ifndef TESSERA_VOIDCHESS_EVAL_H
#define TESSERA_VOIDCHESS_EVAL_H

#include "../src/game.h"

/* Centipawns from the side to move's point of view. */
Score voidchess_evaluate(const void *pos);

/* The terms of voidchess_evaluate per colour, midgame and endgame, then the result. */
void voidchess_eval_trace(const void *pos, StrBuf *out);

#endif

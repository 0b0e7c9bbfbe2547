/*
 * wallchess_eval.h - the static evaluation of a Wall Chess position and its printed
 * breakdown. 100 = one step of shortest-path difference.
 */
#ifndef TESSERA_WALLCHESS_EVAL_H
#define TESSERA_WALLCHESS_EVAL_H

#include "../src/game.h"

/* From the side to move's point of view. */
Score wallchess_evaluate(const void *pos);

/* Each term for both sides and its share of the score, then the total. */
void wallchess_eval_trace(const void *pos, StrBuf *out);

#endif

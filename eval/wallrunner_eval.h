/*
 * wallrunner_eval.h - the static evaluation of a Wall Runner position and its printed
 * breakdown.
 */
#ifndef TESSERA_WALLRUNNER_EVAL_H
#define TESSERA_WALLRUNNER_EVAL_H

#include "../src/game.h"

/* Centipawn-like units from the side to move's point of view. */
Score wallrunner_evaluate(const void *pos);

/* The terms of wallrunner_evaluate per side, then the total. */
void wallrunner_eval_trace(const void *pos, StrBuf *out);

#endif

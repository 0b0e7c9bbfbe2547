/*
 * voidchess_psqt.h - where the Void Chess piece-square tables live among the evaluation's
 * weights (voidchess_terms.h): the weight of a piece on a square.
 */
#ifndef TESSERA_VOIDCHESS_PSQT_H
#define TESSERA_VOIDCHESS_PSQT_H

#include "voidchess_terms.h"

/* The piece-square weight of a piece of type and color on square (pawns on ranks 2-8). */
int voidchess_psqt_weight(int type, int color, int square);

#endif

/*
 * voidchess_psqt.h - the Void Chess piece-square tables (midgame and endgame, from white's
 * side), shared by the evaluation and its trace.
 */
#ifndef TESSERA_VOIDCHESS_PSQT_H
#define TESSERA_VOIDCHESS_PSQT_H

#include "../src/games/voidchess/voidchess.h"

enum { VC_MG, VC_EG };

typedef struct VcPsqt {
    int16_t value[VC_TYPE_COUNT][2][VC_SQUARES]; /* [type][stage][square as seen by white] */
} VcPsqt;

extern VcPsqt VC_PSQT;

/* Fills VC_PSQT once (thread-safe, cheap after the first call). */
void vc_psqt_init(void);

/* The square as its owner sees it: black's squares are mirrored top to bottom. */
static inline int vc_psqt_square(int square, int color) {
    return color == VC_WHITE ? square : vc_square(vc_file(square), VC_RANKS - 1 - vc_rank(square));
}

#endif

/*
 * voidchess_baseline.c - the Void Chess baseline evaluation of issue 6: material only,
 * the opponent the full evaluation is measured against. Not tuned on purpose; the
 * Minister counts like a rook.
 */
#include "eval/baselines.h"

#include "src/games/voidchess/voidchess.h"

static const int MATERIAL[VOIDCHESS_TYPE_COUNT] = {
    [VOIDCHESS_PAWN] = 100, [VOIDCHESS_KNIGHT] = 300,   [VOIDCHESS_BISHOP] = 300,
    [VOIDCHESS_ROOK] = 500, [VOIDCHESS_MINISTER] = 500, [VOIDCHESS_QUEEN] = 900,
};

Score voidchess_baseline_evaluate(const void *position) {
    const VoidChessPos *pos = position;
    int us = pos->header.side;
    Score score = 0;
    for (int type = 0; type < VOIDCHESS_TYPE_COUNT; type++)
        score += MATERIAL[type] * (voidchess_count(voidchess_pieces(pos, us, type)) -
                                   voidchess_count(voidchess_pieces(pos, !us, type)));
    return score;
}

/*
 * voidchess_baseline.c - the Void Chess baseline evaluation of issue 6: material only,
 * the opponent the full evaluation is measured against. Not tuned on purpose; the
 * Minister counts like a rook.
 */
#include "eval/baselines.h"

#include "src/games/voidchess/voidchess.h"

static const int MATERIAL[VC_TYPE_COUNT] = {
    [VC_PAWN] = 100, [VC_KNIGHT] = 300,   [VC_BISHOP] = 300,
    [VC_ROOK] = 500, [VC_MINISTER] = 500, [VC_QUEEN] = 900,
};

Score voidchess_baseline_evaluate(const void *position) {
    const VcPos *pos = position;
    int us = pos->header.side;
    Score score = 0;
    for (int type = 0; type < VC_TYPE_COUNT; type++)
        score += MATERIAL[type] *
                 (vc_count(vc_pieces(pos, us, type)) - vc_count(vc_pieces(pos, !us, type)));
    return score;
}

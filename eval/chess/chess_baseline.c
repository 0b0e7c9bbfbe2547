/*
 * chess_baseline.c - the chess baseline evaluation: material only, the opponent that the
 * strength tests measure the real evaluation against. Not tuned on purpose.
 */
#include "eval/baselines.h"

#include "src/games/chess/chess.h"

static const int MATERIAL[TYPE_COUNT] = {0, 100, 300, 300, 500, 900, 0};

Score chess_baseline_evaluate(const void *position) {
    const ChessPos *pos = position;
    int us = pos->header.side;
    Score score = 0;
    for (int type = PAWN; type < KING; type++)
        score += MATERIAL[type] * (__builtin_popcountll(chess_pos_pieces(pos, us, type)) -
                                   __builtin_popcountll(chess_pos_pieces(pos, !us, type)));
    return score;
}

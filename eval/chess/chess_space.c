/*
 * chess_space.c - space in the chess evaluation: the safe squares of the centre files on our
 * own side of the board (ranks two to four as we count them), those behind our pawns twice,
 * weighed by the square of our number of pieces, since room matters most with many pieces
 * to place. Only while most pieces are on the board.
 */
#include "chess_eval_parts.h"

enum { SPACE_MIN_PHASE = 18 }; /* of PHASE_MAX: three quarters of the pieces */

void chess_space(EvalInfo *info, int color) {
    const ChessPos *pos = info->pos;
    if (info->phase < SPACE_MIN_PHASE)
        return;
    int them = color ^ 1;
    Bitboard ranks = color == WHITE ? 0x00000000FFFFFF00ULL : 0x00FFFFFF00000000ULL;
    Bitboard pawns = chess_pos_pieces(pos, color, PAWN);
    Bitboard safe = CENTRE_FILES & ranks & ~pawns & ~info->attacks[them][PAWN];
    Bitboard behind = pawns | shift_up(pawns, them);
    behind |= shift_up(shift_up(behind, them), them);
    int squares = bb_count(safe) + bb_count(behind & safe & ~info->attacks[them][NO_TYPE]);
    int pieces = bb_count(pos->by_color[color]) - 1;
    eval_add_weight(info, TERM_SPACE, color, CHESS_SPACE, squares * pieces * pieces / 256);
}

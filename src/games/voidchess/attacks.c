/*
 * attacks.c - which squares a side attacks in Void Chess: pawns, knights and kings as in
 * chess, sliders stopped by pieces and voids (VC2), Ministers on their neighbours and on the
 * squares two king steps away through a square free of pieces (VC4). The tests take the
 * board as a VoidChessAttackBoard so legality checks can ask about the board after a move without
 * building that position.
 */
#include "voidchess.h"

bool voidchess_attacked(const VoidChessAttackBoard *board, int square, int by) {
    const VoidChessPos *pos = board->pos;
    VoidChessBits them = board->attackers;
    if (VOIDCHESS_TABLES.knight[square] & them & pos->by_type[VOIDCHESS_KNIGHT])
        return true;
    VoidChessBits near = VOIDCHESS_TABLES.king[square];
    if (near & them & (pos->by_type[VOIDCHESS_KING] | pos->by_type[VOIDCHESS_MINISTER]))
        return true;
    if (VOIDCHESS_TABLES.pawn[by ^ 1][square] & them & pos->by_type[VOIDCHESS_PAWN])
        return true;
    VoidChessBits queens = pos->by_type[VOIDCHESS_QUEEN], blockers = board->occupied | board->voids;
    VoidChessBits rooks =
        them & (pos->by_type[VOIDCHESS_ROOK] | queens) & VOIDCHESS_TABLES.rook_lines[square];
    if (rooks && (voidchess_rook_attacks(square, blockers) & rooks))
        return true;
    VoidChessBits bishops =
        them & (pos->by_type[VOIDCHESS_BISHOP] | queens) & VOIDCHESS_TABLES.bishop_lines[square];
    if (bishops && (voidchess_bishop_attacks(square, blockers) & bishops))
        return true;
    VoidChessBits ministers =
        them & pos->by_type[VOIDCHESS_MINISTER] & VOIDCHESS_TABLES.box[square];
    return ministers && (voidchess_spread(near & ~board->occupied) & ministers);
}

/* Pieces of both colours attacking square, seeing through the given occupancy (pieces not
 * in occupied are gone); used by the static exchange evaluation. */
VoidChessBits voidchess_attackers_to(const VoidChessPos *pos, int square, VoidChessBits occupied) {
    VoidChessBits queens = pos->by_type[VOIDCHESS_QUEEN], blockers = occupied | pos->voids;
    VoidChessBits near = VOIDCHESS_TABLES.king[square];
    VoidChessBits ministers = pos->by_type[VOIDCHESS_MINISTER];
    VoidChessBits found =
        (VOIDCHESS_TABLES.knight[square] & pos->by_type[VOIDCHESS_KNIGHT]) |
        (near & (pos->by_type[VOIDCHESS_KING] | ministers)) |
        (VOIDCHESS_TABLES.pawn[VOIDCHESS_BLACK][square] &
         voidchess_pieces(pos, VOIDCHESS_WHITE, VOIDCHESS_PAWN)) |
        (VOIDCHESS_TABLES.pawn[VOIDCHESS_WHITE][square] &
         voidchess_pieces(pos, VOIDCHESS_BLACK, VOIDCHESS_PAWN)) |
        (voidchess_rook_attacks(square, blockers) & (pos->by_type[VOIDCHESS_ROOK] | queens)) |
        (voidchess_bishop_attacks(square, blockers) & (pos->by_type[VOIDCHESS_BISHOP] | queens)) |
        (voidchess_spread(near & ~occupied) & ministers);
    return found & occupied & ~voidchess_bit(square);
}

bool voidchess_square_attacked(const VoidChessPos *pos, int square, int by) {
    VoidChessAttackBoard board = {pos, pos->by_color[by], pos->by_type[VOIDCHESS_NO_TYPE],
                                  pos->voids};
    return voidchess_attacked(&board, square, by);
}

bool voidchess_king_attacked(const VoidChessPos *pos) {
    int us = pos->header.side;
    return voidchess_square_attacked(pos, pos->king[us], us ^ 1);
}

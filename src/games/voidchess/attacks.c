/*
 * attacks.c - which squares a side attacks in Void Chess: pawns, knights and kings as in
 * chess, sliders stopped by pieces and voids (VC2), Ministers on their neighbours and on the
 * squares two king steps away through a square free of pieces (VC4). The tests take the
 * board as a VcAttackBoard so legality checks can ask about the board after a move without
 * building that position.
 */
#include "voidchess.h"

bool vc_attacked(const VcAttackBoard *board, int square, int by) {
    const VcPos *pos = board->pos;
    VcBits them = board->attackers;
    if (VC_TABLES.knight[square] & them & pos->by_type[VC_KNIGHT])
        return true;
    VcBits near = VC_TABLES.king[square];
    if (near & them & (pos->by_type[VC_KING] | pos->by_type[VC_MINISTER]))
        return true;
    if (VC_TABLES.pawn[by ^ 1][square] & them & pos->by_type[VC_PAWN])
        return true;
    VcBits queens = pos->by_type[VC_QUEEN], blockers = board->occupied | board->voids;
    VcBits rooks = them & (pos->by_type[VC_ROOK] | queens) & VC_TABLES.rook_lines[square];
    if (rooks && (vc_rook_attacks(square, blockers) & rooks))
        return true;
    VcBits bishops = them & (pos->by_type[VC_BISHOP] | queens) & VC_TABLES.bishop_lines[square];
    if (bishops && (vc_bishop_attacks(square, blockers) & bishops))
        return true;
    VcBits ministers = them & pos->by_type[VC_MINISTER] & VC_TABLES.box[square];
    return ministers && (vc_spread(near & ~board->occupied) & ministers);
}

/* Pieces of both colours attacking square, seeing through the given occupancy (pieces not
 * in occupied are gone); used by the static exchange evaluation. */
VcBits vc_attackers_to(const VcPos *pos, int square, VcBits occupied) {
    VcBits queens = pos->by_type[VC_QUEEN], blockers = occupied | pos->voids;
    VcBits near = VC_TABLES.king[square];
    VcBits ministers = pos->by_type[VC_MINISTER];
    VcBits found = (VC_TABLES.knight[square] & pos->by_type[VC_KNIGHT]) |
                   (near & (pos->by_type[VC_KING] | ministers)) |
                   (VC_TABLES.pawn[VC_BLACK][square] & vc_pieces(pos, VC_WHITE, VC_PAWN)) |
                   (VC_TABLES.pawn[VC_WHITE][square] & vc_pieces(pos, VC_BLACK, VC_PAWN)) |
                   (vc_rook_attacks(square, blockers) & (pos->by_type[VC_ROOK] | queens)) |
                   (vc_bishop_attacks(square, blockers) & (pos->by_type[VC_BISHOP] | queens)) |
                   (vc_spread(near & ~occupied) & ministers);
    return found & occupied & ~vc_bit(square);
}

bool vc_square_attacked(const VcPos *pos, int square, int by) {
    VcAttackBoard board = {pos, pos->by_color[by], pos->by_type[VC_NO_TYPE], pos->voids};
    return vc_attacked(&board, square, by);
}

bool vc_in_check(const VcPos *pos) {
    int us = pos->header.side;
    return vc_square_attacked(pos, pos->king[us], us ^ 1);
}

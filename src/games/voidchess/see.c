/*
 * see.c - static exchange evaluation: would the sequence of captures on a move's target
 * square, each side always recapturing with its least valuable piece and free to stop,
 * leave the mover at least `threshold` up? The attackers are recomputed after every capture,
 * so sliders behind the capturers and Ministers whose path just opened join in. Pins and the
 * later fate of a capturer on its unstable square are ignored. Castling, en passant and
 * promotions count as an even exchange.
 */
#include "voidchess.h"

/* Exchange values in centipawns; the king's is large so that it only ever captures last. */
static const int SEE_VALUE[VC_TYPE_COUNT] = {0, 100, 320, 330, 500, 950, 450, 20000};

/* The least valuable attacker of colour `side` among attackers, or VC_NO_TYPE. */
static int least_valuable(const VcPos *pos, VcBits attackers, int side, VcBits *square) {
    for (int type = VC_PAWN; type <= VC_KING; type++) {
        VcBits candidates = attackers & vc_pieces(pos, side, type);
        if (candidates) {
            *square = candidates & -candidates;
            return type;
        }
    }
    return VC_NO_TYPE;
}

bool voidchess_see_at_least(const void *position, Move move, int threshold) {
    const VcPos *pos = position;
    if (vc_move_kind(move) != VC_MOVE_NORMAL || vc_move_promotion_type(move))
        return threshold <= 0;
    int from = vc_move_from(move), to = vc_move_to(move);
    int balance = SEE_VALUE[vc_type(pos->board[to])] - threshold;
    if (balance < 0)
        return false; /* even keeping the victim for free is not enough */
    balance = SEE_VALUE[vc_type(pos->board[from])] - balance;
    if (balance <= 0)
        return true; /* even losing the capturer leaves enough */
    VcBits occupied = pos->by_type[VC_NO_TYPE] ^ vc_bit(from) ^ vc_bit(to);
    int side = pos->header.side;
    bool result = true;
    for (;;) {
        side ^= 1;
        VcBits attackers = vc_attackers_to(pos, to, occupied);
        VcBits square = 0;
        int type = least_valuable(pos, attackers, side, &square);
        if (type == VC_NO_TYPE)
            break;
        if (type == VC_KING) /* the king may only take when nothing can take back */
            return (attackers & pos->by_color[side ^ 1]) ? result : !result;
        result = !result;
        balance = SEE_VALUE[type] - balance;
        if (balance < (int)result)
            break;
        occupied ^= square;
    }
    return result;
}

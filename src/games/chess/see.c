/*
 * see.c - static exchange evaluation: would the sequence of captures on a move's target
 * square, each side always recapturing with its least valuable piece and free to stop,
 * leave the mover at least `threshold` up? Sliders behind the capturers (x-rays) join in
 * as the pieces in front of them leave. Pins are ignored. Castling, en passant and
 * promotions count as an even exchange.
 */
#include "chess.h"

/* Exchange values in centipawns; the king's is large so that it only ever captures last. */
static const int SEE_VALUE[TYPE_COUNT] = {0, 100, 320, 330, 500, 950, 20000};

/* The least valuable attacker of colour `side` among attackers, or NO_TYPE. */
static int least_valuable(const ChessPos *pos, Bitboard attackers, int side, Bitboard *square) {
    for (int type = PAWN; type <= KING; type++) {
        Bitboard candidates = attackers & pos_pieces(pos, side, type);
        if (candidates) {
            *square = candidates & -candidates;
            return type;
        }
    }
    return NO_TYPE;
}

/* Sliders that see the target through the squares just vacated. */
static Bitboard revealed(const ChessPos *pos, int to, int type, Bitboard occupied) {
    Bitboard queens = pos->by_type[QUEEN], found = 0;
    if (type == PAWN || type == BISHOP || type == QUEEN)
        found |= bishop_attacks(to, occupied) & (pos->by_type[BISHOP] | queens);
    if (type == ROOK || type == QUEEN)
        found |= rook_attacks(to, occupied) & (pos->by_type[ROOK] | queens);
    return found;
}

bool chess_see_at_least(const void *position, Move move, int threshold) {
    const ChessPos *pos = position;
    if (move_kind(move) != MOVE_NORMAL)
        return threshold <= 0;
    int from = move_from(move), to = move_to(move);
    int balance = SEE_VALUE[piece_type(pos->board[to])] - threshold;
    if (balance < 0)
        return false; /* even keeping the victim for free is not enough */
    balance = SEE_VALUE[piece_type(pos->board[from])] - balance;
    if (balance <= 0)
        return true; /* even losing the capturer leaves enough */
    Bitboard occupied = pos->by_type[NO_TYPE] ^ square_bb(from) ^ square_bb(to);
    Bitboard attackers =
        pos_attackers(pos, to, WHITE, occupied) | pos_attackers(pos, to, BLACK, occupied);
    int side = pos->header.side;
    bool result = true;
    for (;;) {
        side ^= 1;
        attackers &= occupied;
        Bitboard square = 0;
        int type = least_valuable(pos, attackers, side, &square);
        if (type == NO_TYPE)
            break;
        if (type == KING) /* the king may only take when nothing can take back */
            return (attackers & pos->by_color[side ^ 1]) ? result : !result;
        result = !result;
        balance = SEE_VALUE[type] - balance;
        if (balance < (int)result)
            break;
        occupied ^= square;
        attackers |= revealed(pos, to, type, occupied);
    }
    return result;
}

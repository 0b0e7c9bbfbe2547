/*
 * see.c - static exchange evaluation: would the sequence of captures on a move's target
 * square, each side always recapturing with its least valuable piece and free to stop,
 * leave the mover at least `threshold` up? The attackers are recomputed after every capture,
 * so sliders behind the capturers and Ministers whose path just opened join in. Pins and the
 * later fate of a capturer on its unstable square are ignored. Castling, en passant and
 * promotions count as an even exchange.
 */
#include "voidchess.h"

#include "src/games/common/see_swap.h"

/* Exchange values in centipawns. */
static const int SEE_VALUE[VOIDCHESS_TYPE_COUNT] = {0,   100, 320, 330,
                                                    500, 950, 450, SEE_KING_VALUE};

/* The board of one exchange on `to`. */
typedef struct Exchange {
    const VoidChessPos *pos;
    int to;
    VoidChessBits occupied, attackers; /* attackers of both colours with the current occupancy */
    VoidChessBits capturer;            /* the square of the next capturer */
} Exchange;

static int least_valuable(void *state, int side) {
    Exchange *exchange = state;
    exchange->attackers = voidchess_attackers_to(exchange->pos, exchange->to, exchange->occupied);
    for (int type = VOIDCHESS_PAWN; type <= VOIDCHESS_KING; type++) {
        VoidChessBits candidates =
            exchange->attackers & voidchess_pieces(exchange->pos, side, type);
        if (candidates) {
            exchange->capturer = candidates & -candidates;
            return SEE_VALUE[type];
        }
    }
    return SEE_NO_ATTACKER;
}

static bool attacks(void *state, int side) {
    const Exchange *exchange = state;
    return (exchange->attackers & exchange->pos->by_color[side]) != 0;
}

static void capture(void *state) {
    Exchange *exchange = state;
    exchange->occupied ^= exchange->capturer;
}

static const SeeExchange VOID_CHESS_EXCHANGE = {least_valuable, attacks, capture};

bool voidchess_see_at_least(const void *position, Move move, int threshold) {
    const VoidChessPos *pos = position;
    if (voidchess_move_kind(move) != VOIDCHESS_MOVE_NORMAL || voidchess_move_promotion_type(move))
        return threshold <= 0;
    int from = voidchess_move_from(move), to = voidchess_move_to(move);
    Exchange exchange = {
        .pos = pos,
        .to = to,
        .occupied = pos->by_type[VOIDCHESS_NO_TYPE] ^ voidchess_bit(from) ^ voidchess_bit(to),
    };
    return see_swap(&VOID_CHESS_EXCHANGE, &exchange, SEE_VALUE[voidchess_type(pos->board[to])],
                    SEE_VALUE[voidchess_type(pos->board[from])], threshold, pos->header.side);
}

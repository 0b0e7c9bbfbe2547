/*
 * see.c - static exchange evaluation: would the sequence of captures on a move's target
 * square, each side always recapturing with its least valuable piece and free to stop,
 * leave the mover at least `threshold` up? Sliders behind the capturers (x-rays) join in
 * as the pieces in front of them leave. Pins are ignored. Castling, en passant and
 * promotions count as an even exchange.
 */
#include "chess.h"

#include "src/games/common/see_swap.h"

/* Exchange values in centipawns. */
static const int SEE_VALUE[TYPE_COUNT] = {0, 100, 320, 330, 500, 950, SEE_KING_VALUE};

/* The board of one exchange on `to`. */
typedef struct Exchange {
    const ChessPos *pos;
    int to;
    Bitboard occupied, attackers; /* attackers of both colours, x-rays joining in */
    Bitboard capturer;            /* the square of the next capturer */
    int capturer_type;
} Exchange;

static int least_valuable(void *state, int side) {
    Exchange *exchange = state;
    exchange->attackers &= exchange->occupied;
    for (int type = PAWN; type <= KING; type++) {
        Bitboard candidates = exchange->attackers & chess_pos_pieces(exchange->pos, side, type);
        if (candidates) {
            exchange->capturer = candidates & -candidates;
            exchange->capturer_type = type;
            return SEE_VALUE[type];
        }
    }
    return SEE_NO_ATTACKER;
}

static bool attacks(void *state, int side) {
    const Exchange *exchange = state;
    return (exchange->attackers & exchange->pos->by_color[side]) != 0;
}

/* The capturer leaves its square; sliders behind it now see the target. */
static void capture(void *state) {
    Exchange *exchange = state;
    const ChessPos *pos = exchange->pos;
    int type = exchange->capturer_type, to = exchange->to;
    Bitboard occupied = exchange->occupied ^= exchange->capturer;
    Bitboard queens = pos->by_type[QUEEN];
    if (type == PAWN || type == BISHOP || type == QUEEN)
        exchange->attackers |= chess_bishop_attacks(to, occupied) & (pos->by_type[BISHOP] | queens);
    if (type == ROOK || type == QUEEN)
        exchange->attackers |= chess_rook_attacks(to, occupied) & (pos->by_type[ROOK] | queens);
}

static const SeeExchange CHESS_EXCHANGE = {least_valuable, attacks, capture};

bool chess_see_at_least(const void *position, Move move, int threshold) {
    const ChessPos *pos = position;
    if (chess_move_kind(move) != MOVE_NORMAL)
        return threshold <= 0;
    int from = chess_move_from(move), to = chess_move_to(move);
    Bitboard occupied = pos->by_type[NO_TYPE] ^ square_bb(from) ^ square_bb(to);
    Exchange exchange = {
        .pos = pos,
        .to = to,
        .occupied = occupied,
        .attackers = chess_pos_attackers(pos, to, WHITE, occupied) |
                     chess_pos_attackers(pos, to, BLACK, occupied),
    };
    return see_swap(&CHESS_EXCHANGE, &exchange, SEE_VALUE[chess_piece_type(pos->board[to])],
                    SEE_VALUE[chess_piece_type(pos->board[from])], threshold, pos->header.side);
}

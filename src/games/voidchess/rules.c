/*
 * rules.c - what Void Chess says about a position beyond its moves: checkmate, king-void
 * (VC12, which takes precedence), stalemate, the automatic draws that are not history based
 * (bare kings, the Void Fortress: immediate or a full siege), and the move facts the search
 * uses (check, noisy moves and their ordering gain, history index, when a null move is safe).
 * Repetition and the fifty-move rule are applied by the generic layer (src/rules.c).
 */
#include "voidchess.h"

#include <string.h>

/* Ordering values for captures and promotions (MVV-LVA): pawn 1 .. queen 9, king 0. */
static const int ORDER_VALUE[VOIDCHESS_TYPE_COUNT] = {0, 1, 3, 3, 5, 9, 4, 0};

/* In check, or forced to move a king that stands on an unstable square (VC12): either way
 * the side to move may not stand pat, and with no move it loses. */
bool voidchess_in_check(const void *pos) {
    return voidchess_king_on_unstable(pos) || voidchess_king_attacked(pos);
}

bool voidchess_rule_draw(const void *position) {
    const VoidChessPos *pos = position;
    return pos->fortress || pos->siege >= VOIDCHESS_SIEGE_DRAW || voidchess_bare_kings(pos);
}

Result voidchess_no_move_result(const void *pos) {
    return voidchess_in_check(pos) ? RESULT_LOSS : RESULT_DRAW;
}

void voidchess_status(const void *position, GameStatus *status) {
    const VoidChessPos *pos = position;
    Move moves[MAX_MOVES];
    memset(status, 0, sizeof *status);
    status->outcome = OUTCOME_ONGOING;
    if (voidchess_generate(pos, moves, GEN_ALL) == 0) {
        bool king_void = voidchess_king_on_unstable(pos),
             lost = king_void || voidchess_king_attacked(pos);
        status->outcome = lost ? OUTCOME_WIN : OUTCOME_DRAW;
        status->winner = lost ? pos->header.side ^ 1 : 0;
        status->reason = king_void ? "king-void" : lost ? "checkmate" : "stalemate";
    } else if (voidchess_bare_kings(pos)) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "material";
    } else if (pos->fortress || pos->siege >= VOIDCHESS_SIEGE_DRAW) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "fortress";
    }
}

bool voidchess_is_noisy(const void *position, Move move) {
    const VoidChessPos *pos = position;
    return pos->board[voidchess_move_to(move)] != VOIDCHESS_NO_PIECE ||
           voidchess_move_kind(move) == VOIDCHESS_MOVE_EN_PASSANT ||
           voidchess_move_promotion_type(move) != 0;
}

int voidchess_noisy_gain(const void *position, Move move) {
    const VoidChessPos *pos = position;
    int victim = voidchess_move_kind(move) == VOIDCHESS_MOVE_EN_PASSANT
                     ? VOIDCHESS_PAWN
                     : voidchess_type(pos->board[voidchess_move_to(move)]);
    int gain = 16 * ORDER_VALUE[victim];
    int promotion = voidchess_move_promotion_type(move);
    if (promotion)
        gain += 16 * (ORDER_VALUE[promotion] - ORDER_VALUE[VOIDCHESS_PAWN]);
    return gain - ORDER_VALUE[voidchess_type(pos->board[voidchess_move_from(move)])];
}

/* Moving piece code times destination square: in range for any move value. */
int voidchess_move_index(const void *position, Move move) {
    const VoidChessPos *pos = position;
    int from = voidchess_move_from(move), to = voidchess_move_to(move);
    if (from >= VOIDCHESS_SQUARES || to >= VOIDCHESS_SQUARES)
        return 0;
    return pos->board[from] * VOIDCHESS_SQUARES + to;
}

bool voidchess_null_move_allowed(const void *position) {
    const VoidChessPos *pos = position;
    VoidChessBits own = pos->by_color[pos->header.side];
    VoidChessBits pieces = own & ~pos->by_type[VOIDCHESS_PAWN] & ~pos->by_type[VOIDCHESS_KING];
    return !voidchess_in_check(pos) && pieces != 0;
}

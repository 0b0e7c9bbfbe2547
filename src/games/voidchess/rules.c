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
static const int ORDER_VALUE[VC_TYPE_COUNT] = {0, 1, 3, 3, 5, 9, 4, 0};

/* In check, or forced to move a king that stands on an unstable square (VC12): either way
 * the side to move may not stand pat, and with no move it loses. */
bool voidchess_in_check(const void *pos) {
    return vc_king_on_unstable(pos) || vc_in_check(pos);
}

bool voidchess_rule_draw(const void *position) {
    const VcPos *pos = position;
    return pos->fortress || pos->siege >= VC_SIEGE_DRAW || vc_bare_kings(pos);
}

Result voidchess_no_move_result(const void *pos) {
    return voidchess_in_check(pos) ? RESULT_LOSS : RESULT_DRAW;
}

void voidchess_status(const void *position, GameStatus *status) {
    const VcPos *pos = position;
    Move moves[MAX_MOVES];
    memset(status, 0, sizeof *status);
    status->outcome = OUTCOME_ONGOING;
    if (voidchess_generate(pos, moves, GEN_ALL) == 0) {
        bool king_void = vc_king_on_unstable(pos), lost = king_void || vc_in_check(pos);
        status->outcome = lost ? OUTCOME_WIN : OUTCOME_DRAW;
        status->winner = lost ? pos->header.side ^ 1 : 0;
        status->reason = king_void ? "king-void" : lost ? "checkmate" : "stalemate";
    } else if (vc_bare_kings(pos)) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "material";
    } else if (pos->fortress || pos->siege >= VC_SIEGE_DRAW) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "fortress";
    }
}

bool voidchess_is_noisy(const void *position, Move move) {
    const VcPos *pos = position;
    return pos->board[vc_move_to(move)] != VC_NO_PIECE ||
           vc_move_kind(move) == VC_MOVE_EN_PASSANT || vc_move_promotion_type(move) != 0;
}

int voidchess_noisy_gain(const void *position, Move move) {
    const VcPos *pos = position;
    int victim =
        vc_move_kind(move) == VC_MOVE_EN_PASSANT ? VC_PAWN : vc_type(pos->board[vc_move_to(move)]);
    int gain = 16 * ORDER_VALUE[victim];
    int promotion = vc_move_promotion_type(move);
    if (promotion)
        gain += 16 * (ORDER_VALUE[promotion] - ORDER_VALUE[VC_PAWN]);
    return gain - ORDER_VALUE[vc_type(pos->board[vc_move_from(move)])];
}

/* Moving piece code times destination square: in range for any move value. */
int voidchess_move_index(const void *position, Move move) {
    const VcPos *pos = position;
    int from = vc_move_from(move), to = vc_move_to(move);
    if (from >= VC_SQUARES || to >= VC_SQUARES)
        return 0;
    return pos->board[from] * VC_SQUARES + to;
}

bool voidchess_null_move_allowed(const void *position) {
    const VcPos *pos = position;
    VcBits own = pos->by_color[pos->header.side];
    VcBits pieces = own & ~pos->by_type[VC_PAWN] & ~pos->by_type[VC_KING];
    return !voidchess_in_check(pos) && pieces != 0;
}

/*
 * rules.c - what chess says about a position beyond its moves: checkmate, stalemate and
 * insufficient material (K v K, K+B v K, K+N v K), check, and the move facts the search uses
 * (noisy moves and their ordering gain, history index, when a null move is safe to try).
 * Repetition and the fifty-move rule are applied by the generic layer (src/rules.c).
 */
#include "chess.h"

#include <string.h>

/* Ordering values for captures and promotions (MVV-LVA): pawn 1 .. queen 9, king 0. */
static const int ORDER_VALUE[TYPE_COUNT] = {0, 1, 3, 3, 5, 9, 0};

bool chess_insufficient_material(const ChessPos *pos) {
    Bitboard mating = pos->by_type[PAWN] | pos->by_type[ROOK] | pos->by_type[QUEEN];
    return !mating && bb_count(pos->by_type[NO_TYPE]) <= 3;
}

bool chess_in_check(const void *pos) {
    return chess_pos_in_check(pos);
}

bool chess_rule_draw(const void *pos) {
    return chess_insufficient_material(pos);
}

Result chess_no_move_result(const void *pos) {
    return chess_pos_in_check(pos) ? RESULT_LOSS : RESULT_DRAW;
}

void chess_status(const void *position, GameStatus *status) {
    const ChessPos *pos = position;
    Move moves[MAX_MOVES];
    memset(status, 0, sizeof *status);
    status->outcome = OUTCOME_ONGOING;
    if (chess_generate(pos, moves, GEN_ALL) == 0) {
        bool mated = chess_pos_in_check(pos);
        status->outcome = mated ? OUTCOME_WIN : OUTCOME_DRAW;
        status->winner = mated ? pos->header.side ^ 1 : 0;
        status->reason = mated ? "checkmate" : "stalemate";
    } else if (chess_insufficient_material(pos)) {
        status->outcome = OUTCOME_DRAW;
        status->reason = "material";
    }
}

bool chess_is_noisy(const void *position, Move move) {
    const ChessPos *pos = position;
    return pos->board[chess_move_to(move)] != NO_PIECE ||
           chess_move_kind(move) == MOVE_EN_PASSANT || chess_move_kind(move) == MOVE_PROMOTION;
}

int chess_noisy_gain(const void *position, Move move) {
    const ChessPos *pos = position;
    int victim = chess_move_kind(move) == MOVE_EN_PASSANT
                     ? PAWN
                     : chess_piece_type(pos->board[chess_move_to(move)]);
    int gain = 16 * ORDER_VALUE[victim];
    if (chess_move_kind(move) == MOVE_PROMOTION)
        gain += 16 * (ORDER_VALUE[chess_move_promotion(move)] - ORDER_VALUE[PAWN]);
    return gain - ORDER_VALUE[chess_piece_type(pos->board[chess_move_from(move)])];
}

/* Moving piece code times destination square: in range for any move value. */
int chess_move_index(const void *position, Move move) {
    const ChessPos *pos = position;
    return pos->board[chess_move_from(move)] * SQUARE_COUNT + chess_move_to(move);
}

bool chess_null_move_allowed(const void *position) {
    const ChessPos *pos = position;
    int us = pos->header.side;
    Bitboard own = pos->by_color[us];
    return !chess_pos_in_check(pos) && (own & ~pos->by_type[PAWN] & ~pos->by_type[KING]) != 0;
}

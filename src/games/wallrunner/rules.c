/*
 * rules.c - what Wall Runner says about a position beyond its moves (WR9): who has won by
 * the pieces alone (a King pushed off the board or standing on its goal rank), the status
 * with its reason, the no-moves loss, the "threatened" test (the opponent could win at once),
 * and the move facts the search uses (noisy moves and their ordering gain, history index,
 * when a null move is worth trying). Threefold repetition is applied by the generic layer
 * (src/rules.c) from the descriptor's repetition_draw.
 */
#include "wallrunner.h"

#include <string.h>

/* Ordering values of pushing a piece off the board, by kind; the King ends the game. */
static const int OFF_BOARD_GAIN[KIND_COUNT] = {0, 1000, 60, 50, 50, 30};

enum {
    PUSH_GAIN = 4,    /* a push that only moves the piece */
    GOAL_GAIN = 2000, /* a King step onto its goal rank wins */
};

int wallrunner_winner(const WallRunnerPos *pos) {
    Bitboard white_king = wallrunner_pos_pieces(pos, WHITE, KING);
    Bitboard black_king = wallrunner_pos_pieces(pos, BLACK, KING);
    bool white_won = !black_king || (white_king & RUNNER_TABLES.rank[wallrunner_goal_rank(WHITE)]);
    bool black_won = !white_king || (black_king & RUNNER_TABLES.rank[wallrunner_goal_rank(BLACK)]);
    if (white_won && black_won)
        return WINNER_CONFLICT;
    return white_won ? WHITE : black_won ? BLACK : NO_WINNER;
}

Result wallrunner_quick_result(const void *position) {
    const WallRunnerPos *pos = position;
    int winner = wallrunner_winner(pos);
    if (winner == NO_WINNER || winner == WINNER_CONFLICT)
        return RESULT_NONE;
    return winner == pos->header.side ? RESULT_WIN : RESULT_LOSS;
}

Result wallrunner_no_move_result(const void *pos) {
    (void)pos;
    return RESULT_LOSS;
}

void wallrunner_status(const void *position, GameStatus *status) {
    const WallRunnerPos *pos = position;
    Move moves[MAX_MOVES];
    memset(status, 0, sizeof *status);
    status->outcome = OUTCOME_ONGOING;
    int winner = wallrunner_winner(pos);
    if (winner == WHITE || winner == BLACK) {
        status->outcome = OUTCOME_WIN;
        status->winner = winner;
        status->reason = wallrunner_pos_pieces(pos, winner ^ 1, KING) ? "goal" : "king-off-board";
    } else if (wallrunner_generate(pos, moves, GEN_ALL) == 0) {
        status->outcome = OUTCOME_WIN;
        status->winner = pos->header.side ^ 1;
        status->reason = "no-moves";
    }
}

/* Can the King of side step onto its goal rank (bans aside, as they expire first)? */
static bool king_can_reach_goal(const WallRunnerPos *pos, int side) {
    Bitboard king = wallrunner_pos_pieces(pos, side, KING);
    if (!king || (king & pos->walls[side ^ 1]))
        return false;
    Bitboard steps =
        RUNNER_TABLES.neighbours[bb_first(king)] & ~pos->by_kind[NO_KIND] & ~pos->walls[side ^ 1];
    return (steps & RUNNER_TABLES.rank[wallrunner_goal_rank(side)]) != 0;
}

Bitboard wallrunner_push_off_squares(const WallRunnerPos *pos, int king) {
    return RUNNER_TABLES.push_off_from[king] & ~pos->by_kind[NO_KIND];
}

/* The side to move is threatened when the opponent, were it to move now, could win at once:
 * its King steps onto its goal rank, or one of its Guards lands where the push sends our King
 * off the board. Not offered to the search as check: with Guards running along walls such
 * threats stand in most middlegame positions, and extending every one of them (with no stand
 * pat in quiescence) makes the tree explode. */
bool wallrunner_threatened(const void *position) {
    const WallRunnerPos *pos = position;
    int us = pos->header.side, them = us ^ 1;
    if (king_can_reach_goal(pos, them))
        return true;
    Bitboard king = wallrunner_pos_pieces(pos, us, KING);
    Bitboard landing = king ? wallrunner_push_off_squares(pos, bb_first(king)) : 0;
    for (Bitboard guards = landing ? wallrunner_pos_pieces(pos, them, GUARD) : 0; guards;)
        if (wallrunner_targets(pos, bb_pop_first(&guards)) & landing)
            return true;
    return false;
}

/* Noisy: a King step onto the goal rank (it wins) or a Guard move that pushes an enemy piece
 * off the board; pushes that only move a piece are quiet (see movegen.c). */
bool wallrunner_is_noisy(const void *position, Move move) {
    const WallRunnerPos *pos = position;
    int us = pos->header.side, to = wallrunner_move_to(move);
    int kind = wallrunner_piece_kind(pos->board[wallrunner_move_from(move)]);
    if (kind == KING)
        return square_rank(to) == wallrunner_goal_rank(us);
    Bitboard edge_enemies = pos->by_side[us ^ 1] & RUNNER_TABLES.edge;
    return kind == GUARD && (wallrunner_push_off_landings(edge_enemies) & square_bb(to));
}

/* Pieces pushed off the board by their value, a little for each push that only moves. */
int wallrunner_noisy_gain(const void *position, Move move) {
    const WallRunnerPos *pos = position;
    int us = pos->header.side, to = wallrunner_move_to(move);
    if (wallrunner_piece_kind(pos->board[wallrunner_move_from(move)]) == KING)
        return square_rank(to) == wallrunner_goal_rank(us) ? GOAL_GAIN : 0;
    int gain = 0;
    for (int direction = 0; direction < DIRECTION_COUNT; direction++) {
        int victim = wallrunner_step(to, direction);
        if (victim < 0 || !(pos->by_side[us ^ 1] & square_bb(victim)))
            continue;
        int target = wallrunner_step(victim, direction);
        if (target >= 0)
            gain += pos->board[target] == NO_PIECE ? PUSH_GAIN : 0;
        else if (PUSH_REMOVES_OFF_BOARD)
            gain += OFF_BOARD_GAIN[wallrunner_piece_kind(pos->board[victim])];
    }
    return gain;
}

/* Moving piece code times destination square: in range for any move value. */
int wallrunner_move_index(const void *position, Move move) {
    const WallRunnerPos *pos = position;
    return pos->board[wallrunner_move_from(move)] * SQUARE_COUNT + wallrunner_move_to(move);
}

/* Having the move is almost always worth something here; a null move while threatened only
 * wastes a search (the opponent wins at once). */
bool wallrunner_null_move_allowed(const void *position) {
    return !wallrunner_threatened(position);
}

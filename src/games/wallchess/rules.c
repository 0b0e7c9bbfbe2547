/*
 * rules.c - what Wall Chess says about a position beyond its moves: a pawn on its goal row
 * has won (RULES.md Q5, reason `goal`); there is no draw rule, and the search does not
 * score repetitions as draws either (a cycle is no refuge). Also the move facts the search
 * uses: no move is noisy, the history index of a move (side, then destination cell, slot
 * or pass), and when the search may pass (null move).
 */
#include "wallchess.h"

#include <string.h>

/* The player whose pawn stands on its goal row, or -1. */
static int goal_winner(const WallChessPos *pos) {
    for (int player = 0; player < 2; player++)
        if (wallchess_pawn_on_goal(pos, player))
            return player;
    return -1;
}

void wallchess_status(const void *pos, GameStatus *status) {
    int winner = goal_winner(pos);
    memset(status, 0, sizeof *status);
    status->outcome = winner < 0 ? OUTCOME_ONGOING : OUTCOME_WIN;
    status->winner = winner < 0 ? 0 : winner;
    status->reason = winner < 0 ? NULL : "goal";
}

Result wallchess_quick_result(const void *pos) {
    int winner = goal_winner(pos);
    if (winner < 0)
        return RESULT_NONE;
    return winner == pos_header(pos)->side ? RESULT_WIN : RESULT_LOSS;
}

/* Never reached: a side without a pawn move or a wall passes (Q6). */
Result wallchess_no_move_result(const void *pos) {
    (void)pos;
    return RESULT_DRAW;
}

/* The null move assumes that having the move is worth something. It is while the side to
 * move has a wall to spend (a wall placed where it changes nothing is a waiting move, so
 * there is no zugzwang), and passing is pointless when the opponent arrives next move. */
bool wallchess_null_move_allowed(const void *position) {
    const WallChessPos *pos = position;
    int us = pos->header.side;
    return pos->walls_left[us] > 0 && pos->distance[us ^ 1] > 1;
}

void wallchess_play_null(const void *pos, void *next) {
    bool played = wallchess_play(pos, wallchess_move_make(MOVE_KIND_PASS, 0), next);
    (void)played; /* a pass is always playable */
}

bool wallchess_is_noisy(const void *pos, Move move) {
    (void)pos;
    (void)move;
    return false;
}

int wallchess_noisy_gain(const void *pos, Move move) {
    (void)pos;
    (void)move;
    return 0;
}

/* Ordering bonuses, in history units (history stays within +-16384): the walls that can
 * lengthen the opponent's path are the ones worth looking at first. */
enum {
    ORDER_FORWARD_STEP = 3000,    /* a pawn move towards the goal row */
    ORDER_BLOCKS_OPPONENT = 4000, /* a wall crossing the opponent's stored shortest path */
    ORDER_BLOCKS_SELF = -2000,    /* a wall crossing our own stored shortest path */
};

int wallchess_quiet_order(const void *position, Move move) {
    const WallChessPos *pos = position;
    int us = pos->header.side;
    int value = wallchess_move_value(move);
    if (wallchess_move_kind(move) == MOVE_KIND_PAWN) {
        int progress = wallchess_cell_rank(value) - wallchess_cell_rank(pos->pawn[us]);
        return (us == 0 ? progress : -progress) > 0 ? ORDER_FORWARD_STEP : 0;
    }
    if (wallchess_move_kind(move) != MOVE_KIND_WALL)
        return 0;
    int bonus = wallchess_set_has(pos->path[!us], value) ? ORDER_BLOCKS_OPPONENT : 0;
    return bonus + (wallchess_set_has(pos->path[us], value) ? ORDER_BLOCKS_SELF : 0);
}

int wallchess_move_index(const void *pos, Move move) {
    int base = pos_header(pos)->side * MOVE_INDEX_PER_SIDE;
    switch (wallchess_move_kind(move)) {
        case MOVE_KIND_PAWN:
            return base + wallchess_move_value(move) % CELL_LIMIT;
        case MOVE_KIND_WALL:
            return base + CELL_LIMIT + wallchess_move_value(move) % SLOT_COUNT;
        default:
            return base + CELL_LIMIT + SLOT_COUNT;
    }
}

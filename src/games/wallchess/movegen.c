/*
 * movegen.c - the legal moves of a Wall Chess position: pawn steps and jumps (RULES.md Q2,
 * Q3), then every legal wall (Q4), or the pass when there is nothing else (Q6). A decided
 * position (a pawn on its goal row) has no moves, and no move is noisy, so GEN_NOISY yields
 * nothing.
 *
 * The order is a first guess for the search, which keeps it among moves of equal history:
 * pawn moves towards the goal row first, then walls crossing the opponent's stored shortest
 * path (the only walls that can lengthen it), then the other walls, each group in slot order.
 */
#include "wallchess.h"

static bool step_open(const WallChessPos *pos, int cell, int direction) {
    return wallchess_set_has(pos->open[direction], cell);
}

/* The other pawn is one step away in direction: jump straight over it when the cell
 * behind is open, otherwise to either open side of it. */
static int jump_moves(const WallChessPos *pos, int other, int direction, Move *moves) {
    if (step_open(pos, other, direction)) {
        moves[0] = wallchess_move_make(MOVE_KIND_PAWN, other + wallchess_cell_step(direction));
        return 1;
    }
    int count = 0;
    for (int turn = 1; turn <= 3; turn += 2) {
        int side = (direction + turn) % DIRECTION_COUNT;
        if (step_open(pos, other, side))
            moves[count++] = wallchess_move_make(MOVE_KIND_PAWN, other + wallchess_cell_step(side));
    }
    return count;
}

/* Forward, the two sideways directions, then backward. */
static int pawn_moves(const WallChessPos *pos, Move *moves) {
    static const int TURNS[DIRECTION_COUNT] = {0, 1, 3, 2};
    int us = pos->header.side;
    int from = pos->pawn[us], other = pos->pawn[us ^ 1];
    int forward = us == SOUTH_PLAYER ? NORTH : SOUTH;
    int count = 0;
    for (int turn = 0; turn < DIRECTION_COUNT; turn++) {
        int direction = (forward + TURNS[turn]) % DIRECTION_COUNT;
        if (!step_open(pos, from, direction))
            continue;
        int to = from + wallchess_cell_step(direction);
        if (to == other)
            count += jump_moves(pos, other, direction, moves + count);
        else
            moves[count++] = wallchess_move_make(MOVE_KIND_PAWN, to);
    }
    return count;
}

/* One 64-bit half at a time: this loop writes most of the moves perft ever counts. */
static int emit_walls(WallChessSlots slots, Move *moves) {
    int count = 0;
    for (int half = 0; half < 2; half++)
        for (uint64_t bits = (uint64_t)(slots >> (64 * half)); bits; bits &= bits - 1)
            moves[count++] = wallchess_move_make(MOVE_KIND_WALL, 64 * half + __builtin_ctzll(bits));
    return count;
}

static int wall_moves(const WallChessPos *pos, Move *moves) {
    int us = pos->header.side;
    if (pos->walls_left[us] == 0)
        return 0;
    WallChessSlots legal = wallchess_legal_walls(pos);
    WallChessSlots blocking = legal & pos->path[us ^ 1];
    int count = emit_walls(blocking, moves);
    return count + emit_walls(legal & ~blocking, moves + count);
}

int wallchess_generate(const void *position, Move *moves, GenKind kind) {
    const WallChessPos *pos = position;
    if (kind == GEN_NOISY || wallchess_pawn_on_goal(pos, SOUTH_PLAYER) ||
        wallchess_pawn_on_goal(pos, NORTH_PLAYER))
        return 0;
    int count = pawn_moves(pos, moves);
    count += wall_moves(pos, moves + count);
    if (count == 0)
        moves[count++] = wallchess_move_make(MOVE_KIND_PASS, 0);
    return count;
}

/*
 * movegen.c - the moves of Wall Runner (WR4-WR6, WR8). Every generated move is legal: there
 * is no check, so play() never refuses a generated move.
 *
 * King: one step to an empty square off the enemy walls. Striag / Diag: a slide over empty
 * squares that stops before the first enemy wall square. These three have no moves while
 * frozen (on an enemy wall square). Runner: one step forward (straight or diagonal); Guard:
 * one step in any direction; both ignore walls, and either may instead slide any distance in
 * any direction when it starts on a wall square of either side. The walls are those standing
 * before the move. A piece pushed by the last move may not return to the square it was pushed
 * from. A decided position (WR9) has no moves.
 */
#include "wallrunner.h"

/* Squares a move may end on (WR2). */
static Bitboard landing_squares(const WallRunnerPos *pos) {
    Bitboard them = pos->by_side[pos->header.side ^ 1];
    return ~pos->by_kind[NO_KIND] | (CAPTURES_ALLOWED ? them : 0);
}

/* Everywhere a slide in the given directions can reach, stopping before stop squares and
 * before (or, when the square is a landing square, on) the first occupied square. */
static Bitboard slide(const WallRunnerPos *pos, int square, unsigned directions, Bitboard stop) {
    Bitboard reach = wallrunner_rays_until(directions, square, pos->by_kind[NO_KIND] | stop);
    return reach & landing_squares(pos) & ~stop;
}

static Bitboard step_targets(const WallRunnerPos *pos, int square, int kind, int side) {
    Bitboard enemy_walls = pos->walls[side ^ 1];
    Bitboard any_walls = pos->walls[WHITE] | pos->walls[BLACK];
    Bitboard land = landing_squares(pos);
    switch (kind) {
        case KING:
            return RUNNER_TABLES.neighbours[square] & land & ~enemy_walls;
        case STRIAG:
            return slide(pos, square, STRIAG_MOVE_DIRECTIONS, enemy_walls);
        case DIAG:
            return slide(pos, square, DIAG_MOVE_DIRECTIONS, enemy_walls);
        case GUARD:
            if (any_walls & square_bb(square))
                return slide(pos, square, ALL_DIRECTIONS, 0);
            return RUNNER_TABLES.neighbours[square] & land;
        default: /* RUNNER */
            if (any_walls & square_bb(square))
                return slide(pos, square, ALL_DIRECTIONS, 0);
            return RUNNER_TABLES.forward[side][square] & land;
    }
}

Bitboard wallrunner_targets(const WallRunnerPos *pos, int square) {
    int piece = pos->board[square];
    int side = wallrunner_piece_side(piece);
    if (piece == NO_PIECE || (wallrunner_frozen(pos, side) & square_bb(square)))
        return 0;
    Bitboard targets = step_targets(pos, square, wallrunner_piece_kind(piece), side);
    if (side == pos->header.side)
        for (int i = 0; i < pos->ban_count; i++)
            if (pos->bans[i].square == square)
                targets &= ~square_bb(pos->bans[i].target);
    return targets;
}

/* Guard moves that push an enemy piece off the board and King steps onto the goal rank (which
 * win): the moves quiescence search looks at. Pushes that only move a piece are quiet, or
 * quiescence would never end (Guards can push each other back and forth). */
static Bitboard noisy_targets(const WallRunnerPos *pos, int square, Bitboard targets) {
    int side = pos->header.side;
    int kind = wallrunner_piece_kind(pos->board[square]);
    if (kind == KING)
        return targets & RUNNER_TABLES.rank[wallrunner_goal_rank(side)];
    if (kind != GUARD)
        return 0;
    Bitboard edge_enemies = pos->by_side[side ^ 1] & RUNNER_TABLES.edge;
    return targets & wallrunner_push_off_landings(edge_enemies);
}

int wallrunner_generate(const void *position, Move *moves, GenKind kind) {
    const WallRunnerPos *pos = position;
    if (wallrunner_winner(pos) != NO_WINNER)
        return 0;
    int count = 0;
    for (Bitboard own = pos->by_side[pos->header.side]; own;) {
        int from = bb_pop_first(&own);
        Bitboard targets = wallrunner_targets(pos, from);
        if (kind == GEN_NOISY)
            targets = noisy_targets(pos, from, targets);
        while (targets)
            moves[count++] = wallrunner_move_make(from, bb_pop_first(&targets));
    }
    return count;
}

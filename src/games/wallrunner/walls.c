/*
 * walls.c - the walls (WR3) and the frozen pieces (WR4).
 *
 * Each Striag casts rays in STRIAG_WALL_DIRECTIONS and each Diag in DIAG_WALL_DIRECTIONS,
 * from the next square outward to the edge or to the first occupied square, which belongs to
 * the wall when WALL_INCLUDES_BLOCKER. A side's walls are the union of its rays; frozen
 * Striags and Diags cast them too. A King, Striag or Diag standing on an enemy wall square
 * is frozen.
 *
 * Since only the union matters, the rays of all a side's Striags (or Diags) are cast at once,
 * one direction at a time, by a Kogge-Stone occluded fill: the pieces spread over empty
 * squares in three doubling steps, and one more step reaches the first occupied square.
 */
#include "wallrunner.h"

/* Per direction: the shift of one step (towards higher squares when upward) and the squares
 * a step may land on (a step east must not wrap from the h-file onto the a-file). */
static const int SHIFT[DIRECTION_COUNT] = {8, 1, 8, 1, 9, 7, 9, 7};
static const Bitboard LANDING[DIRECTION_COUNT] = {
    ~0ULL, ~FILE_A_BB, ~0ULL, ~FILE_H_BB, ~FILE_A_BB, ~FILE_A_BB, ~FILE_H_BB, ~FILE_H_BB,
};

static inline Bitboard shift_by(Bitboard set, int direction, int steps) {
    int amount = SHIFT[direction] * steps;
    return (UPWARD_DIRECTIONS >> direction & 1) ? set << amount : set >> amount;
}

/* The union of the rays of every piece in pieces in one direction, up to and including the
 * first occupied square. */
static inline Bitboard ray_fill(Bitboard pieces, Bitboard empty, int direction) {
    Bitboard open = empty & LANDING[direction];
    pieces |= open & shift_by(pieces, direction, 1);
    open &= shift_by(open, direction, 1);
    pieces |= open & shift_by(pieces, direction, 2);
    open &= shift_by(open, direction, 2);
    pieces |= open & shift_by(pieces, direction, 4);
    return shift_by(pieces, direction, 1) & LANDING[direction];
}

/* Called with constant directions, so the loop unrolls into straight-line shifts. */
static inline Bitboard rays_of(Bitboard pieces, unsigned directions, Bitboard empty) {
    Bitboard rays = 0;
#pragma GCC unroll 8
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (directions >> direction & 1)
            rays |= ray_fill(pieces, empty, direction);
    return rays;
}

Bitboard wallrunner_walls_of(const WallRunnerPos *pos, int side) {
    Bitboard occupied = pos->by_kind[NO_KIND];
    Bitboard walls =
        rays_of(wallrunner_pos_pieces(pos, side, STRIAG), STRIAG_WALL_DIRECTIONS, ~occupied) |
        rays_of(wallrunner_pos_pieces(pos, side, DIAG), DIAG_WALL_DIRECTIONS, ~occupied);
    return WALL_INCLUDES_BLOCKER ? walls : walls & ~occupied;
}

void wallrunner_update_walls(WallRunnerPos *pos) {
    pos->walls[WHITE] = wallrunner_walls_of(pos, WHITE);
    pos->walls[BLACK] = wallrunner_walls_of(pos, BLACK);
}

Bitboard wallrunner_frozen(const WallRunnerPos *pos, int side) {
    Bitboard freezable = pos->by_kind[KING] | pos->by_kind[STRIAG] | pos->by_kind[DIAG];
    return pos->by_side[side] & freezable & pos->walls[side ^ 1];
}

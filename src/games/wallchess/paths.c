/*
 * paths.c - shortest paths and reachability on the 9x9 cells by bitboard flood fill.
 *
 * A flood fill grows the set of reached cells one step at a time (wallchess_cells_expand) and stops
 * as soon as the new ring touches the goal row or nothing new is reached. Pawns never block
 * a path. wallchess_find_path keeps the rings so it can walk back from the goal row to the
 * start and name one shortest path by the slots that would cross it.
 */
#include "wallchess.h"

/* The step from cell back into the previous ring. Steps are open both ways, so the cell
 * has such a neighbour; the last direction is the one left when the others fail. */
static int step_into(const WallChessCells open[DIRECTION_COUNT], int cell, WallChessCells ring) {
    for (int direction = 0; direction < DIRECTION_COUNT - 1; direction++)
        if (wallchess_set_has(open[direction], cell) &&
            wallchess_set_has(ring, cell + wallchess_cell_step(direction)))
            return direction;
    return DIRECTION_COUNT - 1;
}

/* Fills rings[0..n] with the cells at each distance from `from` until a ring meets goal;
 * returns n, or -1 when the goal cannot be reached. */
static int flood_rings(const WallChessCells open[DIRECTION_COUNT], int from, WallChessCells goal,
                       WallChessCells rings[MAX_PATH_LENGTH]) {
    WallChessCells reached = wallchess_cell_bit(from), ring = reached;
    int distance = 0;
    rings[0] = ring;
    while (wallchess_set_empty(ring & goal)) {
        ring = wallchess_cells_expand(open, ring) & ~reached;
        if (wallchess_set_empty(ring))
            return -1;
        reached |= ring;
        rings[++distance] = ring;
    }
    return distance;
}

bool wallchess_find_path(const WallChessCells open[DIRECTION_COUNT], int from, WallChessCells goal,
                         WallChessSlots *crossing, int *length) {
    WallChessCells rings[MAX_PATH_LENGTH];
    int distance = flood_rings(open, from, goal, rings);
    if (distance < 0)
        return false;
    WallChessSlots slots = 0;
    int cell = wallchess_set_first(rings[distance] & goal);
    for (int back = distance - 1; back >= 0; back--) {
        int direction = step_into(open, cell, rings[back]);
        slots |= WALL_TABLES.crossing[cell][direction];
        cell += wallchess_cell_step(direction);
    }
    *crossing = slots;
    *length = distance;
    return true;
}

bool wallchess_has_path(const WallChessCells open[DIRECTION_COUNT], int from, WallChessCells goal) {
    WallChessCells rings[MAX_PATH_LENGTH];
    return flood_rings(open, from, goal, rings) >= 0;
}

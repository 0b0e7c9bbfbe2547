/*
 * walls.c - wall placement and wall legality (RULES.md Q4).
 *
 * A slot is free unless a wall already there, crossing it or overlapping half of it makes
 * it unavailable (WallChessPos.blocked, kept by wallchess_place_wall). A free slot is legal
 * unless the wall leaves a pawn without a path to its goal row. That costs a flood fill, so
 * two shortcuts skip it: a wall touching fewer than two of {board edge, other walls} closes
 * no loop and cannot cut the board in two (WallChessPos.contact2), and a wall that crosses
 * neither pawn's stored shortest path leaves both of those paths intact (WallChessPos.path).
 */
#include "wallchess.h"

void wallchess_block_slot(WallChessCells open[DIRECTION_COUNT], int slot) {
    int toward = wallchess_slot_blocks(slot);
    WallChessCells near = WALL_TABLES.near[slot];
    open[toward] &= ~near;
    open[wallchess_direction_opposite(toward)] &=
        ~bits128_shift_up(near, wallchess_cell_step(toward));
}

/* Puts a wall on the board and updates the slot sets; paths and counters are the caller's. */
void wallchess_place_wall(WallChessPos *pos, int slot) {
    WallChessSlots touch = WALL_TABLES.touch[slot];
    pos->walls |= bits128_bit(slot);
    pos->blocked |= WALL_TABLES.conflict[slot];
    pos->contact2 |= pos->contact1 & touch;
    pos->contact1 |= touch;
    wallchess_block_slot(pos->open, slot);
}

/* True when both pawns still reach their goal rows with a wall in slot (free or not). */
bool wallchess_keeps_paths(const WallChessPos *pos, int slot) {
    WallChessCells open[DIRECTION_COUNT] = {pos->open[0], pos->open[1], pos->open[2], pos->open[3]};
    wallchess_block_slot(open, slot);
    for (int player = 0; player < 2; player++)
        if (wallchess_set_has(pos->path[player], slot) &&
            !wallchess_has_path(open, pos->pawn[player], WALL_TABLES.goal[player]))
            return false;
    return true;
}

WallChessSlots wallchess_legal_walls(const WallChessPos *pos) {
    WallChessSlots legal = ~pos->blocked;
    WallChessSlots suspects = legal & pos->contact2 & (pos->path[0] | pos->path[1]);
    while (!wallchess_set_empty(suspects)) {
        int slot = wallchess_set_pop_first(&suspects);
        if (!wallchess_keeps_paths(pos, slot))
            legal &= ~bits128_bit(slot);
    }
    return legal;
}

/*
 * walls.c - wall placement and wall legality (RULES.md Q4).
 *
 * A slot is free unless a wall already there, crossing it or overlapping half of it makes
 * it unavailable (WallPos.blocked, kept by wallchess_place_wall). A free slot is legal
 * unless the wall leaves a pawn without a path to its goal row. That costs a flood fill, so
 * two shortcuts skip it: a wall touching fewer than two of {board edge, other walls} closes
 * no loop and cannot cut the board in two (WallPos.contact2), and a wall that crosses
 * neither pawn's stored shortest path leaves both of those paths intact (WallPos.path).
 */
#include "wallchess.h"

void wallchess_block_slot(CellSet open[DIRECTION_COUNT], int slot) {
    int toward = slot_blocks(slot);
    CellSet near = WALL_TABLES.near[slot];
    open[toward] &= ~near;
    open[direction_opposite(toward)] &= ~(near << cell_step(toward));
}

/* Puts a wall on the board and updates the slot sets; paths and counters are the caller's. */
void wallchess_place_wall(WallPos *pos, int slot) {
    SlotSet touch = WALL_TABLES.touch[slot];
    pos->walls |= (SlotSet)1 << slot;
    pos->blocked |= WALL_TABLES.conflict[slot];
    pos->contact2 |= pos->contact1 & touch;
    pos->contact1 |= touch;
    wallchess_block_slot(pos->open, slot);
}

/* True when both pawns still reach their goal rows with a wall in slot (free or not). */
bool wallchess_keeps_paths(const WallPos *pos, int slot) {
    CellSet open[DIRECTION_COUNT] = {pos->open[0], pos->open[1], pos->open[2], pos->open[3]};
    wallchess_block_slot(open, slot);
    for (int player = 0; player < 2; player++)
        if (set_has(pos->path[player], slot) &&
            !wallchess_has_path(open, pos->pawn[player], WALL_TABLES.goal[player]))
            return false;
    return true;
}

SlotSet wallchess_legal_walls(const WallPos *pos) {
    SlotSet legal = ~pos->blocked;
    SlotSet suspects = legal & pos->contact2 & (pos->path[0] | pos->path[1]);
    while (!set_empty(suspects)) {
        int slot = set_pop_first(&suspects);
        if (!wallchess_keeps_paths(pos, slot))
            legal &= ~((SlotSet)1 << slot);
    }
    return legal;
}

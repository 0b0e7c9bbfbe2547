/*
 * position.c - changing a Wall Chess position: the empty board, the stored shortest paths,
 * the Zobrist key from scratch, and copy-make play() with an incremental key.
 *
 * play() trusts that the move came from wallchess_generate (the generator is fully legal);
 * it only refuses values that would corrupt the position: a wall on an unavailable slot or
 * without walls in hand, a pawn move off the board or onto the other pawn.
 *
 * Stored paths stay valid cheaply: a pawn move recomputes the mover's path, a wall
 * recomputes only the paths it crosses (any other path survives the wall unchanged, and
 * walls never shorten a path, so its length stays the shortest).
 */
#include "wallchess.h"

#include <string.h>

#include "src/hash_mix.h"

void wallchess_clear(WallChessPos *pos) {
    memset(pos, 0, sizeof *pos);
    memcpy(pos->open, WALL_TABLES.open_empty, sizeof pos->open);
    pos->contact1 = WALL_TABLES.edge_contact;
    pos->header.players = 2;
}

/* Finds and stores a shortest path of player's pawn; false when there is none. */
bool wallchess_update_path(WallChessPos *pos, int player) {
    int length = 0;
    bool found = wallchess_find_path(pos->open, pos->pawn[player], WALL_TABLES.goal[player],
                                     &pos->path[player], &length);
    pos->distance[player] = (uint8_t)length;
    return found;
}

uint64_t wallchess_compute_key(const WallChessPos *pos) {
    uint64_t key = pos->header.side ? WALL_TABLES.side_key : 0;
    for (int player = 0; player < 2; player++)
        key ^= WALL_TABLES.pawn_key[player][pos->pawn[player]] ^
               WALL_TABLES.walls_left_key[player][pos->walls_left[player]];
    for (WallChessSlots walls = pos->walls; !wallchess_set_empty(walls);)
        key ^= WALL_TABLES.wall_key[wallchess_set_pop_first(&walls)];
    return key;
}

uint64_t wallchess_key_from_scratch(const void *pos) {
    return wallchess_compute_key(pos);
}

uint64_t wallchess_wall_key(const void *position) {
    return hash_mix128(((const WallChessPos *)position)->walls);
}

int wallchess_correction_keys(const void *pos, uint64_t keys[GAME_CORRECTION_KEYS]) {
    keys[0] = wallchess_wall_key(pos);
    return 1;
}

static bool is_cell(int cell) {
    return cell >= 0 && cell < CELL_LIMIT && wallchess_cell_file(cell) < BOARD_SIZE;
}

static bool play_pawn(WallChessPos *next, int us, int to) {
    if (!is_cell(to) || to == next->pawn[us ^ 1])
        return false;
    next->header.key ^= WALL_TABLES.pawn_key[us][next->pawn[us]] ^ WALL_TABLES.pawn_key[us][to];
    next->pawn[us] = (uint8_t)to;
    wallchess_update_path(next, us);
    return true;
}

/* A wall is irreversible: it restarts the count of reversible plies. */
static bool play_wall(WallChessPos *next, int us, int slot) {
    int left = next->walls_left[us];
    if (slot >= SLOT_COUNT || left == 0 || wallchess_set_has(next->blocked, slot))
        return false;
    wallchess_place_wall(next, slot);
    next->walls_left[us] = (uint8_t)(left - 1);
    next->header.key ^= WALL_TABLES.wall_key[slot] ^ WALL_TABLES.walls_left_key[us][left] ^
                        WALL_TABLES.walls_left_key[us][left - 1];
    next->header.rule50 = 0;
    for (int player = 0; player < 2; player++)
        if (wallchess_set_has(next->path[player], slot))
            wallchess_update_path(next, player);
    return true;
}

bool wallchess_play(const void *position, Move move, void *next_position) {
    const WallChessPos *pos = position;
    WallChessPos *next = next_position;
    int us = pos->header.side;
    *next = *pos;
    pos_count_reversible_ply(&next->header);
    pos_count_ply(&next->header);
    bool ok = wallchess_move_kind(move) == MOVE_KIND_PASS ||
              (wallchess_move_kind(move) == MOVE_KIND_PAWN &&
               play_pawn(next, us, wallchess_move_value(move))) ||
              (wallchess_move_kind(move) == MOVE_KIND_WALL &&
               play_wall(next, us, wallchess_move_value(move)));
    if (!ok)
        return false;
    next->header.key ^= WALL_TABLES.side_key;
    next->header.side = (uint8_t)(us ^ 1);
    return true;
}

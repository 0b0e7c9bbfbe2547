/*
 * play.c - makes a Wall Go move into a copy of the position: a placement (RULES.md WG2) or a
 * turn, the token move then the wall (WG3, WG4). Afterwards the turn passes on with the
 * automatic skipping of WG5 and the end of the game is decided (WG7); the Zobrist key is
 * kept up to date throughout.
 *
 * A token moves inside its region (steps never cross a wall), so a turn changes the regions
 * and the contested cells only when its wall cuts a region: they are recomputed only then.
 * The generator is legal, so play() never fails.
 */
#include "wallgo.h"

static void set_side(WallGoPos *pos, int side) {
    pos->header.key ^= WALLGO_TABLES.side_key[pos->header.side] ^ WALLGO_TABLES.side_key[side];
    pos->header.side = (uint8_t)side;
}

/* After the last placement, play starts with A. */
static void place_token(WallGoPos *pos, int cell) {
    int side = pos->header.side, left = pos->to_place[side];
    pos->tokens[side] |= wallgo_bit(cell);
    pos->occupied |= wallgo_bit(cell);
    pos->to_place[side] = (uint8_t)(left - 1);
    pos->header.key ^= WALLGO_TABLES.token_key[side][cell] ^
                       WALLGO_TABLES.to_place_key[side][left] ^
                       WALLGO_TABLES.to_place_key[side][left - 1];
    set_side(pos, wallgo_placing(pos) ? wallgo_next_placer(pos) : 0);
    wallgo_settle(pos, true);
}

/* After a turn, or a pass: the next player in order who can act moves (WG5); the regions are
 * recomputed when the turn's wall cut one. */
static void end_turn(WallGoPos *pos, bool regions_changed) {
    set_side(pos, (pos->header.side + 1) % pos->header.players);
    wallgo_settle(pos, regions_changed);
}

/* A 0-step move has from == to: the two toggles cancel. */
static void take_turn(WallGoPos *pos, int from, int to, int edge) {
    int side = pos->header.side, left = pos->walls_left[side];
    bool cuts = wallgo_wall_cuts(pos, edge);
    uint64_t path = wallgo_bit(from) ^ wallgo_bit(to);
    pos->tokens[side] ^= path;
    pos->occupied ^= path;
    pos->header.key ^= WALLGO_TABLES.token_key[side][from] ^ WALLGO_TABLES.token_key[side][to];
    wallgo_add_wall(pos, edge);
    pos->walls_left[side] = (uint8_t)(left - 1);
    pos->header.key ^=
        WALLGO_TABLES.walls_left_key[side][left] ^ WALLGO_TABLES.walls_left_key[side][left - 1];
    end_turn(pos, cuts);
}

bool wallgo_play(const void *position, Move move, void *next) {
    WallGoPos *pos = next;
    *pos = *(const WallGoPos *)position;
    pos_count_ply(&pos->header);
    if (wallgo_move_is_place(move))
        place_token(pos, wallgo_move_to(move));
    else
        take_turn(pos, wallgo_move_from(move), wallgo_move_to(move), wallgo_move_edge(move));
    return true;
}

bool wallgo_pass_turn(void *position) {
    WallGoPos *pos = position;
    if (pos->over || wallgo_placing(pos))
        return false;
    end_turn(pos, false);
    return true;
}

/*
 * reasons.c - why a Wall Chess move is not legal (RULES.md Q2-Q4, Q6), in words for the
 * player: a wall that overlaps or crosses another (named), a wall that would leave a pawn no
 * path to its goal row (the player named), no walls left, a step through a wall or onto the
 * other pawn, a jump the rules do not allow, a pass while other moves exist.
 *
 * Only refused moves come here (Game.illegal_reason); the generator alone decides legality,
 * so these checks may be slow and only have to find the first rule a move breaks.
 */
#include "wallchess.h"

#include <stdio.h>
#include <string.h>

static const char *const PLAYER_NAMES[2] = {"south", "north"};

typedef struct Reason {
    char *text;
    size_t size;
} Reason;

/* The wall already on the board that takes slot away (the same anchor, or half of it). */
static void wall_conflict_reason(const WallChessPos *pos, int slot, Reason *out) {
    char name[4];
    for (WallChessSlots walls = pos->walls; !wallchess_set_empty(walls);) {
        int wall = wallchess_set_pop_first(&walls);
        if (!wallchess_set_has(WALL_TABLES.conflict[wall], slot))
            continue;
        wallchess_format_wall(wall, name);
        bool crosses = wallchess_slot_orientation(wall) != wallchess_slot_orientation(slot);
        snprintf(out->text, out->size, "it %s the wall at %s", crosses ? "crosses" : "overlaps",
                 name);
        return;
    }
    snprintf(out->text, out->size, "that wall slot is taken");
}

/* The players a wall in slot would cut off from their goal rows, as "south", "north" or
 * "south and north"; false when both keep a path. */
static bool cut_off_players(const WallChessPos *pos, int slot, char *names, size_t size) {
    WallChessCells open[DIRECTION_COUNT] = {pos->open[0], pos->open[1], pos->open[2], pos->open[3]};
    wallchess_block_slot(open, slot);
    names[0] = '\0';
    for (int player = 0; player < 2; player++)
        if (!wallchess_has_path(open, pos->pawn[player], WALL_TABLES.goal[player]))
            snprintf(names + strlen(names), size - strlen(names), "%s%s", names[0] ? " and " : "",
                     PLAYER_NAMES[player]);
    return names[0] != '\0';
}

static void wall_reason(const WallChessPos *pos, int slot, Reason *out) {
    int us = pos->header.side;
    char name[4], players[16];
    wallchess_format_wall(slot, name);
    if (pos->walls_left[us] == 0)
        snprintf(out->text, out->size, "%s has no walls left", PLAYER_NAMES[us]);
    else if (wallchess_set_has(pos->walls, slot))
        snprintf(out->text, out->size, "there is already a wall at %s", name);
    else if (wallchess_set_has(pos->blocked, slot))
        wall_conflict_reason(pos, slot, out);
    else if (cut_off_players(pos, slot, players, sizeof players))
        snprintf(out->text, out->size, "it would leave %s no path to the goal row", players);
    else
        snprintf(out->text, out->size, "the wall at %s cannot be placed", name);
}

/* The direction of the orthogonal step from one cell to the next, or -1. */
static int step_direction(int from, int to) {
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (wallchess_set_has(WALL_TABLES.open_empty[direction], from) &&
            from + wallchess_cell_step(direction) == to)
            return direction;
    return -1;
}

/* What stops a step from cell in direction: a wall (named) or the board edge. */
static void blocked_step(const WallChessPos *pos, int cell, int direction, const char *what,
                         Reason *out) {
    WallChessSlots walls = WALL_TABLES.crossing[cell][direction] & pos->walls;
    char name[4];
    if (wallchess_set_empty(walls)) {
        snprintf(out->text, out->size, "the board edge stops the %s", what);
        return;
    }
    wallchess_format_wall(wallchess_set_first(walls), name);
    snprintf(out->text, out->size, "the wall at %s blocks the %s", name, what);
}

static bool step_open(const WallChessPos *pos, int cell, int direction) {
    return wallchess_set_has(pos->open[direction], cell);
}

/* A move two cells away: a jump over the other pawn, straight or to its side (Q3). */
static void jump_reason(const WallChessPos *pos, int to, Reason *out) {
    int us = pos->header.side, from = pos->pawn[us], other = pos->pawn[us ^ 1];
    int toward = step_direction(from, other), beyond = step_direction(other, to);
    const char *them = PLAYER_NAMES[us ^ 1];
    if (toward < 0 || beyond < 0 || beyond == wallchess_direction_opposite(toward))
        snprintf(out->text, out->size,
                 "a pawn steps to a neighbouring cell or jumps over the other pawn");
    else if (!step_open(pos, from, toward))
        blocked_step(pos, from, toward, "way to the other pawn", out);
    else if (beyond == toward)
        blocked_step(pos, other, beyond, "jump", out);
    else if (step_open(pos, other, toward))
        snprintf(out->text, out->size,
                 "a pawn may move beside the %s pawn only when a wall or the edge stops the "
                 "straight jump",
                 them);
    else
        blocked_step(pos, other, beyond, "side step", out);
}

static void pawn_reason(const WallChessPos *pos, int to, Reason *out) {
    int us = pos->header.side, from = pos->pawn[us];
    int direction = step_direction(from, to);
    char name[3];
    wallchess_format_cell(to, name);
    if (to == from)
        snprintf(out->text, out->size, "the %s pawn already stands on %s", PLAYER_NAMES[us], name);
    else if (to == pos->pawn[us ^ 1])
        snprintf(out->text, out->size, "the %s pawn stands on %s", PLAYER_NAMES[us ^ 1], name);
    else if (direction >= 0)
        blocked_step(pos, from, direction, "step", out);
    else
        jump_reason(pos, to, out);
}

/* `e1e2` whose from cell is not the mover's pawn. */
static bool from_cell_reason(const WallChessPos *pos, const char *text, Reason *out) {
    int from, to;
    char name[3];
    if (strnlen(text, 5) != 4 || !wallchess_parse_cell((char[3]){text[0], text[1], 0}, &from) ||
        !wallchess_parse_cell(text + 2, &to))
        return false;
    wallchess_format_cell(pos->pawn[pos->header.side], name);
    snprintf(out->text, out->size, "the %s pawn stands on %s", PLAYER_NAMES[pos->header.side],
             name);
    return true;
}

bool wallchess_illegal_reason(const void *position, const char *text, char *reason, size_t size) {
    const WallChessPos *pos = position;
    Reason out = {reason, size};
    Move move;
    if (!wallchess_parse_move(pos, text, &move))
        return from_cell_reason(pos, text, &out);
    if (wallchess_move_kind(move) == MOVE_KIND_WALL)
        wall_reason(pos, wallchess_move_value(move), &out);
    else if (wallchess_move_kind(move) == MOVE_KIND_PAWN)
        pawn_reason(pos, wallchess_move_value(move), &out);
    else
        snprintf(reason, size, "a side may pass (0000) only when it has no other move");
    return true;
}

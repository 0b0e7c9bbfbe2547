/*
 * reasons.c - why a Wall Go move is not legal (RULES.md WG2-WG4), in words for the player:
 * a placement during play or a turn during placement, a cell that is taken, a token that is
 * not there or not the mover's, a wall on the border or on an edge that has one, a token move
 * longer than two steps or blocked by walls and tokens, a stay by a token that cannot step;
 * under the show rules (WS1), a wall that is not a side of the token's destination.
 *
 * Only refused moves come here (Game.illegal_reason); the generator alone decides legality.
 */
#include "wallgo.h"

#include <stdio.h>
#include <string.h>

typedef struct Reason {
    char *text;
    size_t size;
} Reason;

static char player_letter(int player) {
    return (char)('A' + player);
}

/* The player whose token stands on cell, or -1. */
static int token_owner(const WallGoPos *pos, int cell) {
    for (int player = 0; player < pos->header.players; player++)
        if (pos->tokens[player] & wallgo_bit(cell))
            return player;
    return -1;
}

static void placement_reason(const WallGoPos *pos, int cell, Reason *out) {
    char name[3];
    wallgo_format_cell(cell, name);
    int owner = token_owner(pos, cell);
    if (!wallgo_placing(pos))
        snprintf(out->text, out->size,
                 "all tokens are placed: a turn moves a token and places a wall (b2c3,c3n)");
    else if (owner >= 0)
        snprintf(out->text, out->size, "%s is taken by a token of %c", name, player_letter(owner));
    else
        snprintf(out->text, out->size, "%c has no token left to place",
                 player_letter(pos->header.side));
}

static int steps_between(int from, int to) {
    int files = wallgo_file(from) - wallgo_file(to), ranks = wallgo_rank(from) - wallgo_rank(to);
    return (files < 0 ? -files : files) + (ranks < 0 ? -ranks : ranks);
}

/* The token move of a turn (from has a token of the mover, the wall is fine). */
static void token_move_reason(const WallGoPos *pos, int from, int to, Reason *out) {
    char from_name[3], to_name[3];
    wallgo_format_cell(from, from_name);
    wallgo_format_cell(to, to_name);
    int owner = token_owner(pos, to);
    if (from == to)
        snprintf(out->text, out->size,
                 "the token on %s cannot step anywhere, so it cannot stay either", from_name);
    else if (owner >= 0)
        snprintf(out->text, out->size, "%s is taken by a token of %c", to_name,
                 player_letter(owner));
    else if (steps_between(from, to) > 2)
        snprintf(out->text, out->size, "a token moves at most two steps");
    else
        snprintf(out->text, out->size, "walls or tokens block the way from %s to %s", from_name,
                 to_name);
}

/* Show rules (WS1): the wall goes on a side of the destination. */
static void wall_apart_reason(int to, const char *wall, Reason *out) {
    char to_name[3];
    wallgo_format_cell(to, to_name);
    snprintf(out->text, out->size,
             "the wall must touch the cell your token moved to (%s is not a side of %s)", wall,
             to_name);
}

static void turn_reason(const WallGoPos *pos, Move move, Reason *out) {
    int us = pos->header.side, from = wallgo_move_from(move), edge = wallgo_move_edge(move);
    int owner = token_owner(pos, from);
    char cell[3], wall[4];
    wallgo_format_cell(from, cell);
    wallgo_format_wall(edge, wall);
    if (wallgo_placing(pos))
        snprintf(out->text, out->size, "tokens are still being placed: name an empty cell (c3)");
    else if (owner < 0)
        snprintf(out->text, out->size, "there is no token on %s", cell);
    else if (owner != us)
        snprintf(out->text, out->size, "the token on %s is %c's", cell, player_letter(owner));
    else if (wallgo_has_wall(pos, edge))
        snprintf(out->text, out->size, "there is already a wall at %s", wall);
    else if (pos->rules == WALLGO_RULES_SHOW && !wallgo_edge_touches(edge, wallgo_move_to(move)))
        wall_apart_reason(wallgo_move_to(move), wall, out);
    else
        token_move_reason(pos, from, wallgo_move_to(move), out);
}

/* A turn well formed but for its wall, which names a border edge (`a7n`). (A player without
 * walls never has the turn, WG5, so "no walls left" needs no reason of its own.) */
static bool border_wall_reason(const char *text, Reason *out) {
    int cell;
    if (strnlen(text, 9) != 8 || text[4] != ',' || !strchr("nesw", text[7]) ||
        !wallgo_parse_cell((char[3]){text[5], text[6], 0}, &cell))
        return false;
    snprintf(out->text, out->size, "%.3s lies on the board border, where no wall goes", text + 5);
    return true;
}

bool wallgo_illegal_reason(const void *position, const char *text, char *reason, size_t size) {
    const WallGoPos *pos = position;
    Reason out = {reason, size};
    Move move;
    if (!wallgo_parse_move(pos, text, &move))
        return border_wall_reason(text, &out);
    if (wallgo_move_is_place(move))
        placement_reason(pos, wallgo_move_to(move), &out);
    else
        turn_reason(pos, move, &out);
    return true;
}

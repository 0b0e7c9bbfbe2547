/*
 * reasons.c - why a Wall Runner move is not legal (RULES.md WR2-WR8), in words for the
 * player: no piece or the opponent's piece on the from square, a landing square that is
 * occupied (there are no captures), a frozen piece, a return ban, a step or slide the piece
 * does not make, a slide blocked by a piece or stopped by an enemy wall, a King step onto an
 * enemy wall.
 *
 * Only refused moves come here (Game.illegal_reason); the generator alone decides legality.
 */
#include "wallrunner.h"

#include <stdio.h>

static const char *const SIDE_NAMES[2] = {"white", "black"};
static const char *const KIND_NAMES[KIND_COUNT] = {"", "king", "guard", "striag", "diag", "runner"};

typedef struct Reason {
    char *text;
    size_t size;
} Reason;

/* The direction of the straight line from one square to another, or -1. */
static int line_direction(int from, int to) {
    for (int direction = 0; direction < DIRECTION_COUNT; direction++)
        if (RUNNER_TABLES.ray[direction][from] & square_bb(to))
            return direction;
    return -1;
}

/* The first square of set met going from `from` in direction; set must meet the ray. */
static int nearest(int direction, Bitboard set) {
    return (UPWARD_DIRECTIONS >> direction & 1) ? bb_first(set) : bb_last(set);
}

/* A slide along directions (a set) from `from` to `to` that generation refused: off the
 * lines, through a piece, or into or past a square of stop (enemy walls). */
static void slide_reason(const WallRunnerPos *pos, int from, int to, unsigned directions,
                         Bitboard stop, const char *kind, Reason *out) {
    int direction = line_direction(from, to);
    char name[3];
    if (direction < 0 || !(directions >> direction & 1)) {
        snprintf(out->text, out->size, "a %s slides %s", kind,
                 directions == ORTHOGONAL_DIRECTIONS ? "orthogonally"
                 : directions == DIAGONAL_DIRECTIONS ? "diagonally"
                                                     : "in a straight line");
        return;
    }
    Bitboard path = RUNNER_TABLES.ray[direction][from] & ~RUNNER_TABLES.ray[direction][to];
    Bitboard pieces = path & ~square_bb(to) & pos->by_kind[NO_KIND];
    Bitboard walls = path & stop;
    if (walls && (!pieces || nearest(direction, walls | pieces) != nearest(direction, pieces))) {
        wallrunner_square_name(nearest(direction, walls), name);
        snprintf(out->text, out->size, "the %s wall at %s stops the slide",
                 SIDE_NAMES[pos->header.side ^ 1], name);
    } else if (pieces) {
        wallrunner_square_name(nearest(direction, pieces), name);
        snprintf(out->text, out->size, "the piece on %s blocks the way", name);
    } else {
        snprintf(out->text, out->size, "the %s cannot move like that", kind);
    }
}

static bool on_any_wall(const WallRunnerPos *pos, int square) {
    return ((pos->walls[WHITE] | pos->walls[BLACK]) & square_bb(square)) != 0;
}

/* The move of an own, unfrozen, unbanned piece to an empty square. */
static void movement_reason(const WallRunnerPos *pos, int from, int to, Reason *out) {
    int side = pos->header.side, kind = wallrunner_piece_kind(pos->board[from]);
    Bitboard enemy_walls = pos->walls[side ^ 1];
    char name[3];
    wallrunner_square_name(to, name);
    bool adjacent = (RUNNER_TABLES.neighbours[from] & square_bb(to)) != 0;
    if (kind == KING && !adjacent)
        snprintf(out->text, out->size, "the king steps one square");
    else if (kind == KING)
        snprintf(out->text, out->size, "the king may not step onto %s, a %s wall square", name,
                 SIDE_NAMES[side ^ 1]);
    else if (kind == STRIAG || kind == DIAG)
        slide_reason(pos, from, to, kind == STRIAG ? STRIAG_MOVE_DIRECTIONS : DIAG_MOVE_DIRECTIONS,
                     enemy_walls, KIND_NAMES[kind], out);
    else if (on_any_wall(pos, from))
        slide_reason(pos, from, to, ALL_DIRECTIONS, 0, KIND_NAMES[kind], out);
    else
        snprintf(out->text, out->size, "a %s steps one square%s; it slides only from a wall square",
                 KIND_NAMES[kind], kind == RUNNER ? " forward" : "");
}

/* The square the piece on square was pushed from, if a return ban forbids to; else -1. */
static int banned_return(const WallRunnerPos *pos, int square, int to) {
    for (int i = 0; i < pos->ban_count; i++)
        if (pos->bans[i].square == square && pos->bans[i].target == to)
            return to;
    return -1;
}

static void move_reason(const WallRunnerPos *pos, int from, int to, Reason *out) {
    int side = pos->header.side, piece = pos->board[from];
    const char *kind = KIND_NAMES[wallrunner_piece_kind(piece)];
    char from_name[3], to_name[3];
    wallrunner_square_name(from, from_name);
    wallrunner_square_name(to, to_name);
    if (piece == NO_PIECE)
        snprintf(out->text, out->size, "there is no piece on %s", from_name);
    else if (wallrunner_piece_side(piece) != side)
        snprintf(out->text, out->size, "the %s on %s is %s's", kind, from_name,
                 SIDE_NAMES[wallrunner_piece_side(piece)]);
    else if (wallrunner_frozen(pos, side) & square_bb(from))
        snprintf(out->text, out->size, "the %s on %s is frozen: it stands on a %s wall", kind,
                 from_name, SIDE_NAMES[side ^ 1]);
    else if (pos->board[to] != NO_PIECE && !CAPTURES_ALLOWED)
        snprintf(out->text, out->size, "%s is occupied, and pieces never capture", to_name);
    else if (banned_return(pos, from, to) >= 0)
        snprintf(out->text, out->size,
                 "the %s on %s was pushed from %s and may not go back there this turn", kind,
                 from_name, to_name);
    else
        movement_reason(pos, from, to, out);
}

bool wallrunner_illegal_reason(const void *position, const char *text, char *reason, size_t size) {
    const WallRunnerPos *pos = position;
    Reason out = {reason, size};
    Move move;
    if (!wallrunner_parse_move(pos, text, &move))
        return false;
    move_reason(pos, wallrunner_move_from(move), wallrunner_move_to(move), &out);
    return true;
}

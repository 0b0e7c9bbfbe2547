/*
 * notation.c - Wall Chess moves as text (PROTOCOL.md section 5): a pawn move is its
 * destination cell (`e2`), a wall its anchor plus orientation (`e3h`, `e3v`, anchors a1..h8),
 * the forced pass `0000`. As input, a pawn move may also be written from-to (`e1e2`); the
 * from cell must hold the pawn of the side to move.
 *
 * Parsing checks only the syntax (and the from cell); whether the move is legal is decided
 * by comparing with the generated moves (game_parse_legal_move).
 */
#include "wallchess.h"

#include <string.h>

/* A file letter and a rank digit, each among the first `limit`; stops at a terminator. */
static bool read_coordinates(const char *text, int limit, int *file, int *rank) {
    if (text[0] < 'a' || text[0] >= 'a' + limit || text[1] < '1' || text[1] >= '1' + limit)
        return false;
    *file = text[0] - 'a';
    *rank = text[1] - '1';
    return true;
}

static bool read_cell(const char *text, int *cell) {
    int file, rank;
    if (!read_coordinates(text, BOARD_SIZE, &file, &rank))
        return false;
    *cell = wallchess_cell_make(file, rank);
    return true;
}

bool wallchess_parse_cell(const char *text, int *cell) {
    return strnlen(text, 3) == 2 && read_cell(text, cell);
}

bool wallchess_parse_wall(const char *text, int *slot) {
    int file, rank;
    if (strnlen(text, 4) != 3 || (text[2] != 'h' && text[2] != 'v') ||
        !read_coordinates(text, ANCHOR_SIZE, &file, &rank))
        return false;
    *slot = wallchess_slot_make(text[2] == 'h' ? WALL_H : WALL_V, file, rank);
    return true;
}

void wallchess_format_cell(int cell, char *text) {
    text[0] = (char)('a' + wallchess_cell_file(cell));
    text[1] = (char)('1' + wallchess_cell_rank(cell));
    text[2] = '\0';
}

void wallchess_format_wall(int slot, char *text) {
    text[0] = (char)('a' + wallchess_slot_file(slot));
    text[1] = (char)('1' + wallchess_slot_rank(slot));
    text[2] = wallchess_slot_orientation(slot) == WALL_H ? 'h' : 'v';
    text[3] = '\0';
}

/* `e1e2`: the from cell must be the mover's pawn. */
static bool parse_from_to(const WallChessPos *pos, const char *text, Move *move) {
    int from, to;
    if (!read_cell(text, &from) || !read_cell(text + 2, &to) || from != pos->pawn[pos->header.side])
        return false;
    *move = wallchess_move_make(MOVE_KIND_PAWN, to);
    return true;
}

bool wallchess_parse_move(const void *position, const char *text, Move *move) {
    int value;
    size_t length = strnlen(text, 5);
    if (strcmp(text, "0000") == 0)
        *move = wallchess_move_make(MOVE_KIND_PASS, 0);
    else if (length == 4)
        return parse_from_to(position, text, move);
    else if (wallchess_parse_cell(text, &value))
        *move = wallchess_move_make(MOVE_KIND_PAWN, value);
    else if (wallchess_parse_wall(text, &value))
        *move = wallchess_move_make(MOVE_KIND_WALL, value);
    else
        return false;
    return true;
}

void wallchess_format_move(const void *position, Move move, char text[MAX_MOVE_TEXT]) {
    (void)position;
    if (wallchess_move_kind(move) == MOVE_KIND_PAWN)
        wallchess_format_cell(wallchess_move_value(move), text);
    else if (wallchess_move_kind(move) == MOVE_KIND_WALL)
        wallchess_format_wall(wallchess_move_value(move), text);
    else
        strcpy(text, "0000");
}

/*
 * notation.c - Wall Go moves as text (RULES.md section 4, PROTOCOL.md section 5): a
 * placement is its cell (`c3`), a turn `<from><to>,<cell><side>` (`b2c3,c3n`; a 0-step move
 * repeats its cell, `c3c3,d5e`). A wall is written as the cell and the side of it it lies on;
 * the canonical form names the n or e side (the south wall of c3 is `c2n`), and input also
 * accepts the s and w forms. Border edges are not walls.
 *
 * Parsing checks only the syntax; whether the move is legal is decided by comparing with
 * the generated moves (game_parse_legal_move).
 */
#include "wallgo.h"

#include <string.h>

#include "src/games/common/square_text.h"

enum { TURN_TEXT_LENGTH = 8 }; /* b2c3,c3n */

static bool read_cell(const char *text, int *cell) {
    int file, rank;
    if (!square_text_parse(text, WALLGO_SIZE, WALLGO_SIZE, &file, &rank))
        return false;
    *cell = wallgo_cell(file, rank);
    return true;
}

bool wallgo_parse_cell(const char *text, int *cell) {
    return strnlen(text, 3) == 2 && read_cell(text, cell);
}

/* The edge on one side of a cell, or -1 on the border. */
static int edge_beside(int cell, char side) {
    int file = wallgo_file(cell), rank = wallgo_rank(cell);
    switch (side) {
        case 'n':
            return rank < WALLGO_SIZE - 1 ? cell : -1;
        case 's':
            return rank > 0 ? cell - WALLGO_SIZE : -1;
        case 'e':
            return file < WALLGO_SIZE - 1 ? WALLGO_TABLES.east_edge[cell] : -1;
        case 'w':
            return file > 0 ? WALLGO_TABLES.east_edge[cell - 1] : -1;
        default:
            return -1;
    }
}

/* A wall: a cell, then n, e, s or w; exactly three characters. */
bool wallgo_parse_wall(const char *text, int *edge) {
    int cell;
    if (strnlen(text, 4) != 3 || !read_cell(text, &cell))
        return false;
    int found = edge_beside(cell, text[2]);
    if (found < 0)
        return false;
    *edge = found;
    return true;
}

void wallgo_format_cell(int cell, char *text) {
    square_text_write(text, wallgo_file(cell), wallgo_rank(cell));
    text[2] = '\0';
}

void wallgo_format_wall(int edge, char *text) {
    wallgo_format_cell(WALLGO_TABLES.edge_cell[edge], text);
    text[2] = wallgo_edge_is_east(edge) ? 'e' : 'n';
    text[3] = '\0';
}

static bool parse_turn(const char *text, Move *move) {
    int from, to, edge;
    if (strnlen(text, TURN_TEXT_LENGTH + 1) != TURN_TEXT_LENGTH || text[4] != ',' ||
        !read_cell(text, &from) || !read_cell(text + 2, &to) || !wallgo_parse_wall(text + 5, &edge))
        return false;
    *move = wallgo_turn_make(from, to, edge);
    return true;
}

bool wallgo_parse_move(const void *position, const char *text, Move *move) {
    (void)position;
    wallgo_init();
    int cell;
    if (wallgo_parse_cell(text, &cell)) {
        *move = wallgo_place_make(cell);
        return true;
    }
    return parse_turn(text, move);
}

void wallgo_format_move(const void *position, Move move, char text[MAX_MOVE_TEXT]) {
    (void)position;
    if (wallgo_move_is_place(move)) {
        wallgo_format_cell(wallgo_move_to(move), text);
        return;
    }
    square_text_write(text, wallgo_file(wallgo_move_from(move)),
                      wallgo_rank(wallgo_move_from(move)));
    square_text_write(text + 2, wallgo_file(wallgo_move_to(move)),
                      wallgo_rank(wallgo_move_to(move)));
    text[4] = ',';
    wallgo_format_wall(wallgo_move_edge(move), text + 5);
}

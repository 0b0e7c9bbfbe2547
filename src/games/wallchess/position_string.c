/*
 * position_string.c - Wall Chess positions as text (PROTOCOL.md section 6): parsing with
 * validation, output in canonical form, and the board diagram of `d`.
 *
 * `<south pawn> <north pawn> <south walls left> <north walls left> <s|n> <walls> [<ply>]`,
 * walls as a comma list in move notation or `-`; the ply defaults to 0. Walls may come in
 * any order but are printed canonically (slot order: h walls, then v walls, by rank then
 * file). The parser fills a scratch position and copies it out only when it is valid,
 * otherwise it explains the first problem: a field that does not read, walls that overlap
 * or cross, more walls on the board than the counts say were used, pawns on one cell, a
 * pawn on its goal row with its own side to move, or a pawn walled off from its goal row.
 */
#include "wallchess.h"

#include <stdio.h>
#include <string.h>

#include "src/text.h"
#include "src/games/common/fen_text.h"

enum { REQUIRED_FIELDS = 6, MAX_FIELDS = 7 };

static const char *const FIELD_NAMES[MAX_FIELDS] = {
    "south pawn", "north pawn", "south walls left", "north walls left", "side to move",
    "walls",      "ply",
};

static const char *const PLAYER_NAMES[2] = {"south", "north"};

typedef struct Parser {
    WallChessPos pos;
    FenField found[MAX_FIELDS + 1]; /* the fields as split, for the shared count check */
    char *fields[MAX_FIELDS + 1];   /* the same fields, NUL-terminated in the parser's copy */
    int count;
    FenError error;
} Parser;

/* Splits buffer into fields and ends each with a NUL, so the field parsers read C strings
 * and parse_walls can cut its list in place. Keeps one field beyond MAX_FIELDS to quote. */
static void split_fields(Parser *parser, char *buffer) {
    parser->count = fen_split_fields(buffer, parser->found, MAX_FIELDS + 1);
    for (int i = 0; i < parser->count && i <= MAX_FIELDS; i++) {
        char *field = buffer + (parser->found[i].text - buffer);
        field[parser->found[i].full_length] = '\0';
        parser->fields[i] = field;
    }
}

static const char *quote(const char *text, char buffer[FEN_QUOTE_SIZE]) {
    text_printable(text, buffer, FEN_QUOTE_SIZE);
    return buffer;
}

static bool parse_pawns(Parser *parser) {
    char quoted[FEN_QUOTE_SIZE];
    for (int player = 0; player < 2; player++) {
        int cell;
        if (!wallchess_parse_cell(parser->fields[player], &cell))
            return fen_fail(&parser->error, "%s '%s' is not a cell a1..i9", FIELD_NAMES[player],
                            quote(parser->fields[player], quoted));
        parser->pos.pawn[player] = (uint8_t)cell;
    }
    if (parser->pos.pawn[0] == parser->pos.pawn[1])
        return fen_fail(&parser->error, "both pawns are on %s", parser->fields[0]);
    return true;
}

static bool parse_counters(Parser *parser) {
    char quoted[FEN_QUOTE_SIZE];
    for (int player = 0; player < 2; player++) {
        int left;
        const char *field = parser->fields[2 + player];
        if (!text_parse_int(field, 0, WALLS_PER_SIDE, &left))
            return fen_fail(&parser->error, "%s '%s' must be 0 to %d", FIELD_NAMES[2 + player],
                            quote(field, quoted), WALLS_PER_SIDE);
        parser->pos.walls_left[player] = (uint8_t)left;
    }
    const char *side = parser->fields[4];
    if (strcmp(side, "s") != 0 && strcmp(side, "n") != 0)
        return fen_fail(&parser->error, "side to move '%s' must be s or n", quote(side, quoted));
    parser->pos.header.side = side[0] == 'n';
    return true;
}

static bool add_wall(Parser *parser, const char *text) {
    char quoted[FEN_QUOTE_SIZE], other[4];
    int slot;
    if (!wallchess_parse_wall(text, &slot))
        return fen_fail(&parser->error, "wall '%s' is not a wall (anchor a1..h8, then h or v)",
                        quote(text, quoted));
    if (wallchess_set_has(parser->pos.walls, slot))
        return fen_fail(&parser->error, "wall %s is listed twice", text);
    WallChessSlots clashes = parser->pos.walls & WALL_TABLES.conflict[slot];
    if (!wallchess_set_empty(clashes)) {
        wallchess_format_wall(wallchess_set_first(clashes), other);
        return fen_fail(&parser->error, "wall %s overlaps or crosses wall %s", text, other);
    }
    wallchess_place_wall(&parser->pos, slot);
    return true;
}

static bool parse_walls(Parser *parser) {
    char *item = parser->fields[5];
    if (strcmp(item, "-") == 0)
        return true;
    for (;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        if (!add_wall(parser, item))
            return false;
        if (!comma)
            return true;
        item = comma + 1;
    }
}

static bool check_wall_count(Parser *parser) {
    const WallChessPos *pos = &parser->pos;
    int on_board = wallchess_set_count(pos->walls);
    int used = 2 * WALLS_PER_SIDE - pos->walls_left[0] - pos->walls_left[1];
    if (on_board > used)
        return fen_fail(&parser->error,
                        "%d walls on the board, but the walls left say only %d were placed",
                        on_board, used);
    return true;
}

static bool parse_ply(Parser *parser) {
    char quoted[FEN_QUOTE_SIZE];
    int ply = 0;
    if (parser->count > REQUIRED_FIELDS &&
        !text_parse_int(parser->fields[REQUIRED_FIELDS], 0, POS_PLY_MAX, &ply))
        return fen_fail(&parser->error, "ply '%s' must be 0 to %d",
                        quote(parser->fields[6], quoted), POS_PLY_MAX);
    parser->pos.header.ply = (uint16_t)ply;
    return true;
}

/* A pawn on its goal row has just won, so its side cannot be the one to move. */
static bool check_goals_and_paths(Parser *parser) {
    WallChessPos *pos = &parser->pos;
    int side = pos->header.side;
    if (wallchess_pawn_on_goal(pos, side))
        return fen_fail(&parser->error, "the %s pawn is on its goal row but %s is to move",
                        PLAYER_NAMES[side], PLAYER_NAMES[side]);
    for (int player = 0; player < 2; player++)
        if (!wallchess_update_path(pos, player))
            return fen_fail(&parser->error, "the walls leave the %s pawn no path to rank %d",
                            PLAYER_NAMES[player], player == SOUTH_PLAYER ? BOARD_SIZE : 1);
    return true;
}

static bool parse_fields(Parser *parser) {
    if (!fen_check_field_count(parser->found, parser->count, REQUIRED_FIELDS, MAX_FIELDS,
                               FIELD_NAMES, "ply", &parser->error))
        return false;
    return parse_pawns(parser) && parse_counters(parser) && parse_walls(parser) &&
           check_wall_count(parser) && parse_ply(parser) && check_goals_and_paths(parser);
}

bool wallchess_parse(void *position, const char *text, char *error, size_t error_size) {
    wallchess_init();
    Parser parser = {.error = {error, error_size}};
    char buffer[MAX_POS_TEXT];
    if (!text)
        return fen_fail(&parser.error, "no position");
    if (strnlen(text, MAX_POS_TEXT) == MAX_POS_TEXT)
        return fen_fail(&parser.error, "position string longer than %d characters",
                        MAX_POS_TEXT - 1);
    strcpy(buffer, text);
    wallchess_clear(&parser.pos);
    split_fields(&parser, buffer);
    if (!parse_fields(&parser))
        return false;
    parser.pos.header.key = wallchess_compute_key(&parser.pos);
    memcpy(position, &parser.pos, sizeof parser.pos);
    return true;
}

static void format_walls(const WallChessPos *pos, char *out) {
    int n = 0;
    for (WallChessSlots walls = pos->walls; !wallchess_set_empty(walls);) {
        if (n > 0)
            out[n++] = ',';
        wallchess_format_wall(wallchess_set_pop_first(&walls), out + n);
        n += 3;
    }
    strcpy(out + n, n ? "" : "-");
}

void wallchess_format(const void *position, char *text, size_t size) {
    const WallChessPos *pos = position;
    char south[3], north[3], walls[SLOT_COUNT * 4 + 2];
    wallchess_format_cell(pos->pawn[0], south);
    wallchess_format_cell(pos->pawn[1], north);
    format_walls(pos, walls);
    snprintf(text, size, "%s %s %d %d %c %s %d", south, north, pos->walls_left[0],
             pos->walls_left[1], pos->header.side ? 'n' : 's', walls, pos->header.ply);
}

/* The groove line under rank: `+` at corners, `===` where an h wall runs, blank otherwise
 * (the outer edges are drawn with `---`). */
static void print_groove(const WallChessPos *pos, int rank, StrBuf *out) {
    strbuf_append(out, "  +");
    for (int file = 0; file < BOARD_SIZE; file++) {
        bool edge = rank == 0 || rank == BOARD_SIZE;
        bool wall = !edge && !wallchess_set_has(pos->open[SOUTH], wallchess_cell_make(file, rank));
        strbuf_append(out, edge ? "---+" : wall ? "===+" : "   +");
    }
    strbuf_append(out, "\n");
}

static void print_rank(const WallChessPos *pos, int rank, StrBuf *out) {
    strbuf_printf(out, "%d |", rank + 1);
    for (int file = 0; file < BOARD_SIZE; file++) {
        int cell = wallchess_cell_make(file, rank);
        char mark = cell == pos->pawn[0] ? 'S' : cell == pos->pawn[1] ? 'N' : '.';
        bool wall = !wallchess_set_has(pos->open[EAST], cell);
        strbuf_printf(out, " %c %c", mark, wall ? '|' : ' ');
    }
    strbuf_append(out, "\n");
}

void wallchess_print_board(const void *position, StrBuf *out) {
    const WallChessPos *pos = position;
    print_groove(pos, BOARD_SIZE, out);
    for (int rank = BOARD_SIZE - 1; rank >= 0; rank--) {
        print_rank(pos, rank, out);
        print_groove(pos, rank, out);
    }
    strbuf_append(out, "    a   b   c   d   e   f   g   h   i\n");
    strbuf_printf(out, "Walls left: south %d, north %d\n", pos->walls_left[0], pos->walls_left[1]);
}

/*
 * position_string.c - Void Chess positions as text (PROTOCOL.md section 6): parsing with
 * validation, output of all eight fields, and the board diagram of `d`.
 *
 * `<board> <w|b> <castling> <en passant> [<halfmove> <fullmove> [<unstable> [<siege>]]]`:
 * the board is FEN on 9 files and 9 ranks with M/m for the Minister and `*` for a void;
 * castling K/Q are the i-file and a-file rooks; the unstable squares are a comma list (any
 * order on input, by rank then file on output) or `-`, each owned by the piece on it; the
 * siege counter runs from 0 to 40. Missing fields mean "0 1 - 0".
 *
 * The parser fills a scratch position and copies it out only when it is valid, otherwise it
 * explains the first problem. A position is valid when each side has one king, at most 9
 * pawns and 18 pieces, no pawn stands on rank 1 or 9, the side not to move is not in check,
 * each castling right has its king and rook at home on normal squares, an en-passant square
 * sits behind a pawn that has just made a double step, every unstable square holds a piece
 * other than a Minister, and a non-zero siege counter goes with a besieged king.
 */
#include "voidchess.h"

#include <stdio.h>
#include <string.h>

#include "src/games/common/fen_text.h"
#include "src/games/common/square_text.h"

enum {
    REQUIRED_FIELDS = 4,
    MAX_FIELDS = 8,
    MAX_PAWNS = 9,
    MAX_ARMY = 18,
    VOID_CELL = VOIDCHESS_PIECE_CODES,
};

static const char PIECE_CHARS[] = " PNBRQMK pnbrqmk";
static const char *const COLOR_NAMES[2] = {"white", "black"};

static int decode_cell(char c) {
    if (c == '*')
        return VOID_CELL;
    const char *found = c != ' ' && c != '\0' ? strchr(PIECE_CHARS, c) : NULL;
    return found ? (int)(found - PIECE_CHARS) : -1;
}

static void place_cell(void *board, int cell, int file, int rank) {
    VoidChessPos *pos = board;
    int square = voidchess_square(file, rank);
    if (cell == VOID_CELL)
        pos->voids |= voidchess_bit(square);
    else
        voidchess_put_piece(pos, cell, square);
}

static char encode_cell(const void *board, int file, int rank) {
    const VoidChessPos *pos = board;
    int square = voidchess_square(file, rank);
    if (voidchess_has(pos->voids, square))
        return '*';
    return pos->board[square] == VOIDCHESS_NO_PIECE ? '\0' : PIECE_CHARS[pos->board[square]];
}

static const FenBoardCodec CODEC = {
    VOIDCHESS_FILES, VOIDCHESS_RANKS, "K Q R B N P M for White, lower case for Black, * for a void",
    decode_cell,     place_cell,      encode_cell};

static void square_name(int square, char name[3]) {
    square_text_write(name, voidchess_file(square), voidchess_rank(square));
    name[2] = '\0';
}

static bool check_army(const VoidChessPos *pos, int color, FenError *error) {
    const char *name = COLOR_NAMES[color];
    int kings = voidchess_count(voidchess_pieces(pos, color, VOIDCHESS_KING));
    if (kings != 1)
        return kings ? fen_fail(error, "%d %s kings", kings, name)
                     : fen_fail(error, "no %s king", name);
    if (voidchess_count(voidchess_pieces(pos, color, VOIDCHESS_PAWN)) > MAX_PAWNS)
        return fen_fail(error, "%s has more than %d pawns", name, MAX_PAWNS);
    if (voidchess_count(pos->by_color[color]) > MAX_ARMY)
        return fen_fail(error, "%s has more than %d pieces", name, MAX_ARMY);
    return true;
}

static bool check_position(const VoidChessPos *pos, FenError *error) {
    if (!check_army(pos, VOIDCHESS_WHITE, error) || !check_army(pos, VOIDCHESS_BLACK, error))
        return false;
    VoidChessBits stray = pos->by_type[VOIDCHESS_PAWN] &
                          (VOIDCHESS_TABLES.rank[0] | VOIDCHESS_TABLES.rank[VOIDCHESS_RANKS - 1]);
    char name[3];
    if (stray) {
        square_name(voidchess_first(stray), name);
        return fen_fail(error, "pawn on %s (pawns cannot stand on rank 1 or 9)", name);
    }
    int them = pos->header.side ^ 1;
    if (voidchess_square_attacked(pos, pos->king[them], them ^ 1))
        return fen_fail(error, "the side not to move (%s) is in check", COLOR_NAMES[them]);
    return true;
}

static const FenCastlingHomes CASTLING_HOMES = {
    {VOIDCHESS_E1, VOIDCHESS_E9}, {VOIDCHESS_I1, VOIDCHESS_A1, VOIDCHESS_I9, VOIDCHESS_A9}};

static bool parse_castling(VoidChessPos *pos, FenField field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE], king_name[3], rook_name[3];
    if (fen_field_is(field, "-"))
        return true;
    for (int i = 0; i < field.length; i++) {
        int king = 0, rook = 0,
            right = fen_castling_right(field.text[i], &CASTLING_HOMES, &king, &rook);
        if (!right || (pos->castling & right) || field.length > 4)
            return fen_fail(error, "bad castling field '%s' (expected - or letters of KQkq)",
                            fen_quote(field, quoted));
        int color =
            right & (VOIDCHESS_WHITE_OO | VOIDCHESS_WHITE_OOO) ? VOIDCHESS_WHITE : VOIDCHESS_BLACK;
        square_name(king, king_name);
        square_name(rook, rook_name);
        if (pos->board[king] != voidchess_piece(color, VOIDCHESS_KING) ||
            pos->board[rook] != voidchess_piece(color, VOIDCHESS_ROOK))
            return fen_fail(error, "castling right '%c' needs the %s king on %s and a rook on %s",
                            field.text[i], COLOR_NAMES[color], king_name, rook_name);
        if (voidchess_has(pos->unstable, king) || voidchess_has(pos->unstable, rook))
            return fen_fail(error, "castling right '%c' needs %s and %s to be normal squares",
                            field.text[i], king_name, rook_name);
        pos->castling |= (uint8_t)right;
    }
    return true;
}

static bool parse_ep(VoidChessPos *pos, FenField field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (fen_field_is(field, "-"))
        return true;
    int file = 0, rank = 0;
    if (field.length != 2 ||
        !square_text_parse(field.text, VOIDCHESS_FILES, VOIDCHESS_RANKS, &file, &rank))
        return fen_fail(error, "bad en-passant field '%s' (expected - or a square)",
                        fen_quote(field, quoted));
    int us = pos->header.side, ep = voidchess_square(file, rank);
    int ahead = us == VOIDCHESS_WHITE ? -VOIDCHESS_STRIDE : VOIDCHESS_STRIDE;
    if (rank != (us == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 3 : 2))
        return fen_fail(error, "en-passant square %.2s must be on rank %d with %s to move",
                        field.text, us == VOIDCHESS_WHITE ? VOIDCHESS_RANKS - 2 : 3,
                        COLOR_NAMES[us]);
    /* The pawn's start square may be void: it was unstable and the double step left it. */
    VoidChessBits blocked = pos->by_type[VOIDCHESS_NO_TYPE] | pos->voids;
    if (pos->board[ep + ahead] != voidchess_piece(us ^ 1, VOIDCHESS_PAWN) ||
        voidchess_has(blocked, ep) || voidchess_has(pos->by_type[VOIDCHESS_NO_TYPE], ep - ahead))
        return fen_fail(error,
                        "en-passant square %.2s is not behind a pawn that just moved two squares",
                        field.text);
    pos->ep = (uint8_t)ep;
    return true;
}

/* One square of the unstable list: on the board, listed once, holding a non-Minister. */
static bool add_unstable(VoidChessPos *pos, const char *text, size_t length, FenError *error) {
    int file = 0, rank = 0;
    char quoted[FEN_QUOTE_SIZE];
    FenField item = {text, length > FEN_QUOTE_MAX ? FEN_QUOTE_MAX + 1 : (int)length, length};
    if (length != 2 || !square_text_parse(text, VOIDCHESS_FILES, VOIDCHESS_RANKS, &file, &rank))
        return fen_fail(error, "bad square '%s' in the unstable list (expected a1 to i9)",
                        fen_quote(item, quoted));
    int square = voidchess_square(file, rank);
    int piece = pos->board[square];
    if (voidchess_has(pos->unstable, square))
        return fen_fail(error, "unstable square %.2s is listed twice", text);
    if (voidchess_has(pos->voids, square))
        return fen_fail(error,
                        "unstable square %.2s is a void on the board (a square is "
                        "either unstable or void)",
                        text);
    if (piece == VOIDCHESS_NO_PIECE)
        return fen_fail(error,
                        "unstable square %.2s has no piece (an unstable square always holds "
                        "the piece that captured there)",
                        text);
    if (voidchess_type(piece) == VOIDCHESS_MINISTER)
        return fen_fail(error,
                        "unstable square %.2s holds a Minister (a Minister's square is always "
                        "normal)",
                        text);
    pos->unstable |= voidchess_bit(square);
    return true;
}

static bool parse_unstable(VoidChessPos *pos, const FenField *field, FenError *error) {
    if (!field || fen_field_is(*field, "-"))
        return true;
    const char *text = field->text;
    for (;;) {
        size_t length = strcspn(text, ", \t\r\n");
        if (!add_unstable(pos, text, length, error))
            return false;
        if (text[length] != ',')
            return true;
        text += length + 1;
    }
}

static bool parse_siege(VoidChessPos *pos, const FenField *field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    int siege = 0;
    if (!fen_parse_counter(field, 0, VOIDCHESS_SIEGE_DRAW, 0, &siege))
        return fen_fail(error, "bad siege counter '%s' (expected 0 to %d)",
                        fen_quote(*field, quoted), VOIDCHESS_SIEGE_DRAW);
    voidchess_update_regions(pos);
    VoidChessFortress fortress = voidchess_fortress(pos);
    if (siege > 0 && !fortress.siege)
        return fen_fail(error,
                        "siege counter %d but no king is besieged (the counter resets to 0 "
                        "whenever the siege of VC15 does not hold)",
                        siege);
    pos->siege = (uint8_t)siege;
    pos->fortress = fortress.immediate;
    return true;
}

static bool parse_fields(void *position, const FenField *fields, int count, FenError *error) {
    VoidChessPos *pos = position;
    static const char *const NAMES[] = {"board", "side to move", "castling", "en-passant"};
    return fen_check_field_count(fields, count, REQUIRED_FIELDS, MAX_FIELDS, NAMES, "siege counter",
                                 error) &&
           fen_parse_board(&CODEC, pos, fields[0].text, error) &&
           fen_parse_side(fields[1], &pos->header, error) && check_position(pos, error) &&
           fen_parse_move_clocks(fields, count, &pos->header, error) &&
           parse_unstable(pos, count > 6 ? &fields[6] : NULL, error) &&
           parse_castling(pos, fields[2], error) && parse_ep(pos, fields[3], error) &&
           parse_siege(pos, count > 7 ? &fields[7] : NULL, error);
}

bool voidchess_parse(void *position, const char *text, char *error_text, size_t error_size) {
    voidchess_init();
    FenError error = {error_text, error_size};
    VoidChessPos pos;
    memset(&pos, 0, sizeof pos);
    pos.ep = VOIDCHESS_NO_SQUARE;
    pos.header.players = 2;
    if (!fen_read_fields(text, MAX_FIELDS, parse_fields, &pos, &error))
        return false;
    pos.header.key = voidchess_compute_key(&pos);
    memcpy(position, &pos, sizeof pos);
    return true;
}

/* The unstable squares by rank then file (the bit order), comma-separated, or "-". */
static void format_unstable(const VoidChessPos *pos, char *out) {
    int n = 0;
    for (VoidChessBits set = pos->unstable; set;) {
        if (n > 0)
            out[n++] = ',';
        square_name(voidchess_pop_first(&set), out + n);
        n += 2;
    }
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
}

void voidchess_format(const void *position, char *text, size_t size) {
    const VoidChessPos *pos = position;
    char board[VOIDCHESS_RANKS * (VOIDCHESS_FILES + 1)], castling[5], ep[3] = "-";
    char unstable[VOIDCHESS_FILES * VOIDCHESS_RANKS * 3 + 1];
    fen_format_board(&CODEC, pos, board);
    fen_format_castling(pos->castling, castling);
    format_unstable(pos, unstable);
    if (pos->ep != VOIDCHESS_NO_SQUARE)
        square_name(pos->ep, ep);
    int side = pos->header.side;
    snprintf(text, size, "%s %c %s %s %d %d %s %d", board, side == VOIDCHESS_WHITE ? 'w' : 'b',
             castling, ep, pos->header.rule50, fen_move_number(&pos->header), unstable, pos->siege);
}

/* A square of the diagram: the piece, `(P)` on an unstable square, ` * ` on a void. */
static void diagram_cell(const void *board, int file, int rank, char text[4]) {
    const VoidChessPos *pos = board;
    int square = voidchess_square(file, rank);
    bool unstable = voidchess_has(pos->unstable, square);
    text[0] = unstable ? '(' : ' ';
    text[1] = voidchess_has(pos->voids, square) ? '*' : PIECE_CHARS[pos->board[square]];
    text[2] = unstable ? ')' : ' ';
    text[3] = '\0';
}

void voidchess_print_board(const void *position, StrBuf *out) {
    fen_print_grid(out, VOIDCHESS_FILES, VOIDCHESS_RANKS, position, diagram_cell);
    strbuf_append(out, "(X) = piece on an unstable square, * = void\n");
}

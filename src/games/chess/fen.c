/*
 * fen.c - chess positions as text: FEN parsing with validation, FEN output, and the ASCII
 * board diagram.
 *
 * The parser reads any byte string without reading past its terminator, fills a scratch
 * position and copies it out only when every field and the position as a whole are valid;
 * otherwise it explains the first problem found. A position is valid when each side has one
 * king and at most 16 pieces (8 pawns), no pawn stands on rank 1 or 8, the side not to move
 * is not in check, each castling right has its king and rook at home, and an en-passant
 * square sits behind a pawn that has just made a double step. Missing halfmove and fullmove
 * fields mean "0 1". The header's ply is 2 * (fullmove - 1), plus one when black is to move.
 */
#include "chess.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { FEN_FIELDS = 6, MAX_COUNTER = 9999, QUOTE_MAX = 20 };

static const char PIECE_CHARS[] = " PNBRQK  pnbrqk";

typedef struct Field {
    const char *text;
    int length; /* capped at QUOTE_MAX + 1; only used to quote and compare short fields */
} Field;

typedef struct ErrorOut {
    char *text;
    size_t size;
} ErrorOut;

static bool fail(ErrorOut *error, const char *format, ...) __attribute__((format(printf, 2, 3)));

static bool fail(ErrorOut *error, const char *format, ...) {
    if (error->text && error->size > 0) {
        va_list args;
        va_start(args, format);
        vsnprintf(error->text, error->size, format, args);
        va_end(args);
    }
    return false;
}

static bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* Splits text at spaces into at most max fields; returns max + 1 when more text follows. */
static int split_fields(const char *text, Field *fields, int max) {
    int count = 0;
    while (*text) {
        while (is_space(*text))
            text++;
        if (!*text)
            break;
        if (count == max)
            return max + 1;
        fields[count].text = text;
        while (*text && !is_space(*text))
            text++;
        size_t length = (size_t)(text - fields[count].text);
        fields[count++].length = length > QUOTE_MAX ? QUOTE_MAX + 1 : (int)length;
    }
    return count;
}

static bool field_is(Field field, const char *word) {
    return field.length == (int)strlen(word) && strncmp(field.text, word, strlen(word)) == 0;
}

/* The field as quotable text: printable characters only, shortened when long. */
static const char *quote(Field field, char buffer[QUOTE_MAX + 4]) {
    int n = 0;
    for (int i = 0; i < field.length && i < QUOTE_MAX; i++) {
        char c = field.text[i];
        buffer[n++] = c >= ' ' && c <= '~' ? c : '?';
    }
    strcpy(buffer + n, field.length > QUOTE_MAX ? "..." : "");
    return buffer;
}

static int piece_from_char(char c) {
    const char *found = c != ' ' && c != '\0' ? strchr(PIECE_CHARS, c) : NULL;
    return found ? (int)(found - PIECE_CHARS) : NO_PIECE;
}

/* Width of one rank's text (up to '/' or the end of the field); -1 on a bad character. */
static long rank_width(const char *text, size_t *length, char *bad) {
    long width = 0;
    size_t i = 0;
    for (; text[i] && text[i] != '/' && !is_space(text[i]); i++) {
        if (text[i] >= '1' && text[i] <= '8')
            width += text[i] - '0';
        else if (piece_from_char(text[i]) != NO_PIECE)
            width++;
        else {
            *bad = text[i];
            return -1;
        }
    }
    *length = i;
    return width;
}

static void place_rank(ChessPos *pos, const char *text, size_t length, int rank) {
    int file = 0;
    for (size_t i = 0; i < length; i++) {
        if (text[i] >= '1' && text[i] <= '8')
            file += text[i] - '0';
        else
            chess_put_piece(pos, piece_from_char(text[i]), make_square(file++, rank));
    }
}

static bool parse_board(ChessPos *pos, const char *text, ErrorOut *error) {
    for (int rank = 7; rank >= 0; rank--) {
        size_t length = 0;
        char bad = 0;
        long width = rank_width(text, &length, &bad);
        if (width < 0 && bad >= ' ' && bad <= '~')
            return fail(error, "bad character '%c' in rank %d", bad, rank + 1);
        if (width < 0)
            return fail(error, "bad byte 0x%02x in rank %d", (unsigned char)bad, rank + 1);
        if (width != 8)
            return fail(error, "rank %d has %ld files", rank + 1, width);
        place_rank(pos, text, length, rank);
        text += length;
        if (rank > 0 && *text != '/')
            return fail(error, "the board has %d ranks instead of 8", 8 - rank);
        text += rank > 0;
    }
    if (*text == '/')
        return fail(error, "the board has more than 8 ranks");
    return true;
}

static bool parse_side(ChessPos *pos, Field field, ErrorOut *error) {
    char quoted[QUOTE_MAX + 4];
    if (!field_is(field, "w") && !field_is(field, "b"))
        return fail(error, "bad side to move '%s' (expected w or b)", quote(field, quoted));
    pos->header.side = field.text[0] == 'b' ? BLACK : WHITE;
    return true;
}

/* The castling right a FEN letter stands for, with the king and rook squares it needs. */
static int castling_right(char c, int *king, int *rook) {
    static const char LETTERS[] = "KQkq";
    static const uint8_t ROOKS[4] = {H1, A1, H8, A8};
    const char *found = c ? strchr(LETTERS, c) : NULL;
    if (!found)
        return 0;
    int index = (int)(found - LETTERS);
    *king = index < 2 ? E1 : E8;
    *rook = ROOKS[index];
    return 1 << index;
}

static bool parse_castling(ChessPos *pos, Field field, ErrorOut *error) {
    char quoted[QUOTE_MAX + 4];
    if (field_is(field, "-"))
        return true;
    for (int i = 0; i < field.length; i++) {
        int king = 0, rook = 0, right = castling_right(field.text[i], &king, &rook);
        if (!right || (pos->castling & right) || field.length > 4)
            return fail(error, "bad castling field '%s' (expected - or letters of KQkq)",
                        quote(field, quoted));
        int color = right & (WHITE_OO | WHITE_OOO) ? WHITE : BLACK;
        if (pos->board[king] != make_piece(color, KING) ||
            pos->board[rook] != make_piece(color, ROOK))
            return fail(error, "castling right '%c' needs the %s king on %c%c and a rook on %c%c",
                        field.text[i], color == WHITE ? "white" : "black", 'a' + square_file(king),
                        '1' + square_rank(king), 'a' + square_file(rook), '1' + square_rank(rook));
        pos->castling |= (uint8_t)right;
    }
    return true;
}

static bool parse_ep(ChessPos *pos, Field field, ErrorOut *error) {
    char quoted[QUOTE_MAX + 4];
    if (field_is(field, "-"))
        return true;
    const char *t = field.text;
    if (field.length != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
        return fail(error, "bad en-passant field '%s' (expected - or a square)",
                    quote(field, quoted));
    int us = pos->header.side, ep = make_square(t[0] - 'a', t[1] - '1');
    int pushed = us == WHITE ? ep - 8 : ep + 8, origin = us == WHITE ? ep + 8 : ep - 8;
    if (square_rank(ep) != (us == WHITE ? 5 : 2))
        return fail(error, "en-passant square %.2s must be on rank %d with %s to move", t,
                    us == WHITE ? 6 : 3, us == WHITE ? "white" : "black");
    if (pos->board[pushed] != make_piece(us ^ 1, PAWN) || pos->board[ep] != NO_PIECE ||
        pos->board[origin] != NO_PIECE)
        return fail(error,
                    "en-passant square %.2s is not behind a pawn that just moved two squares", t);
    pos->ep = (uint8_t)ep;
    return true;
}

/* A decimal number in [min, MAX_COUNTER]; missing fields take the default. */
static bool parse_counter(const Field *field, int min, int fallback, int *value) {
    if (!field) {
        *value = fallback;
        return true;
    }
    if (field->length < 1 || field->length > 4)
        return false;
    int n = 0;
    for (int i = 0; i < field->length; i++) {
        if (field->text[i] < '0' || field->text[i] > '9')
            return false;
        n = n * 10 + field->text[i] - '0';
    }
    *value = n;
    return n >= min && n <= MAX_COUNTER;
}

static bool parse_counters(ChessPos *pos, const Field *fields, int count, ErrorOut *error) {
    char quoted[QUOTE_MAX + 4];
    int halfmove = 0, fullmove = 0;
    if (!parse_counter(count > 4 ? &fields[4] : NULL, 0, 0, &halfmove))
        return fail(error, "bad halfmove clock '%s' (expected 0 to %d)", quote(fields[4], quoted),
                    MAX_COUNTER);
    if (!parse_counter(count > 5 ? &fields[5] : NULL, 1, 1, &fullmove))
        return fail(error, "bad fullmove number '%s' (expected 1 to %d)", quote(fields[5], quoted),
                    MAX_COUNTER);
    pos->header.rule50 = (uint16_t)halfmove;
    pos->header.ply = (uint16_t)(2 * (fullmove - 1) + pos->header.side);
    return true;
}

static bool check_army(const ChessPos *pos, int color, ErrorOut *error) {
    const char *name = color == WHITE ? "white" : "black";
    int kings = bb_count(pos_pieces(pos, color, KING));
    if (kings != 1)
        return kings ? fail(error, "%d %s kings", kings, name) : fail(error, "no %s king", name);
    if (bb_count(pos_pieces(pos, color, PAWN)) > 8)
        return fail(error, "%s has more than 8 pawns", name);
    if (bb_count(pos->by_color[color]) > 16)
        return fail(error, "%s has more than 16 pieces", name);
    return true;
}

static bool check_position(const ChessPos *pos, ErrorOut *error) {
    if (!check_army(pos, WHITE, error) || !check_army(pos, BLACK, error))
        return false;
    Bitboard stray = pos->by_type[PAWN] & (RANK_1_BB | RANK_8_BB);
    if (stray)
        return fail(error, "pawn on %c%c (pawns cannot stand on rank 1 or 8)",
                    'a' + square_file(bb_first(stray)), '1' + square_rank(bb_first(stray)));
    int them = pos->header.side ^ 1;
    if (pos_attackers(pos, pos->king[them], them ^ 1, pos->by_type[NO_TYPE]))
        return fail(error, "the side not to move (%s) is in check",
                    them == WHITE ? "white" : "black");
    return true;
}

static bool parse_fields(ChessPos *pos, const Field *fields, int count, ErrorOut *error) {
    static const char *const NAMES[] = {"board", "side to move", "castling", "en-passant"};
    char quoted[QUOTE_MAX + 4];
    if (count == 0)
        return fail(error, "empty position");
    if (count < 4)
        return fail(error, "missing %s field", NAMES[count]);
    if (count > FEN_FIELDS)
        return fail(error, "unexpected text '%s' after the fullmove number",
                    quote(fields[FEN_FIELDS], quoted));
    return parse_board(pos, fields[0].text, error) && parse_side(pos, fields[1], error) &&
           check_position(pos, error) && parse_castling(pos, fields[2], error) &&
           parse_ep(pos, fields[3], error) && parse_counters(pos, fields, count, error);
}

bool chess_parse(void *position, const char *text, char *error_text, size_t error_size) {
    chess_init();
    ErrorOut error = {error_text, error_size};
    Field fields[FEN_FIELDS + 1];
    ChessPos pos;
    memset(&pos, 0, sizeof pos);
    pos.ep = NO_SQUARE;
    pos.header.players = 2;
    if (!text)
        return fail(&error, "no position");
    if (!parse_fields(&pos, fields, split_fields(text, fields, FEN_FIELDS + 1), &error))
        return false;
    pos.header.key = chess_compute_key(&pos);
    memcpy(position, &pos, sizeof pos);
    return true;
}

static void format_board(const ChessPos *pos, char *out) {
    int n = 0;
    for (int rank = 7; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 8; file++) {
            int piece = pos->board[make_square(file, rank)];
            if (piece == NO_PIECE) {
                empty++;
                continue;
            }
            if (empty)
                out[n++] = (char)('0' + empty);
            out[n++] = PIECE_CHARS[piece];
            empty = 0;
        }
        if (empty)
            out[n++] = (char)('0' + empty);
        if (rank > 0)
            out[n++] = '/';
    }
    out[n] = '\0';
}

static void format_castling(const ChessPos *pos, char out[5]) {
    int n = 0;
    for (int index = 0; index < 4; index++)
        if (pos->castling & (1 << index))
            out[n++] = "KQkq"[index];
    if (n == 0)
        out[n++] = '-';
    out[n] = '\0';
}

void chess_format(const void *position, char *text, size_t size) {
    const ChessPos *pos = position;
    char board[80], castling[5], ep[3] = "-";
    format_board(pos, board);
    format_castling(pos, castling);
    if (pos->ep != NO_SQUARE)
        snprintf(ep, sizeof ep, "%c%c", 'a' + square_file(pos->ep), '1' + square_rank(pos->ep));
    int side = pos->header.side;
    snprintf(text, size, "%s %c %s %s %d %d", board, side == WHITE ? 'w' : 'b', castling, ep,
             pos->header.rule50, (pos->header.ply - side) / 2 + 1);
}

void chess_print_board(const void *position, StrBuf *out) {
    const ChessPos *pos = position;
    const char *border = "  +---+---+---+---+---+---+---+---+\n";
    strbuf_append(out, border);
    for (int rank = 7; rank >= 0; rank--) {
        strbuf_printf(out, "%d |", rank + 1);
        for (int file = 0; file < 8; file++)
            strbuf_printf(out, " %c |", PIECE_CHARS[pos->board[make_square(file, rank)]]);
        strbuf_append(out, "\n");
        strbuf_append(out, border);
    }
    strbuf_append(out, "    a   b   c   d   e   f   g   h\n");
}

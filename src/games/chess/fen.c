/*
 * fen.c - chess positions as text: FEN parsing with validation, FEN output, and the ASCII
 * board diagram. The size-independent parts (fields, the board field, errors, the diagram
 * grid) are the shared ones of ../common/fen_text.c; this file supplies the chess pieces.
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

#include <stdio.h>
#include <string.h>

#include "src/games/common/fen_text.h"

enum { FEN_FIELDS = 6 };

static const char PIECE_CHARS[] = " PNBRQK  pnbrqk";

static int piece_from_char(char c) {
    const char *found = c != ' ' && c != '\0' ? strchr(PIECE_CHARS, c) : NULL;
    return found ? (int)(found - PIECE_CHARS) : NO_PIECE;
}

/* The board field codec: piece codes are the cells, an empty square has no character. */
static int decode_piece(char c) {
    int piece = piece_from_char(c);
    return piece == NO_PIECE ? -1 : piece;
}

static void place_piece(void *board, int piece, int file, int rank) {
    chess_put_piece(board, piece, make_square(file, rank));
}

static char encode_piece(const void *board, int file, int rank) {
    int piece = ((const ChessPos *)board)->board[make_square(file, rank)];
    return piece == NO_PIECE ? '\0' : PIECE_CHARS[piece];
}

static const FenBoardCodec CODEC = {
    8, 8, "K Q R B N P for White, lower case for Black", decode_piece, place_piece, encode_piece};

static const FenCastlingHomes CASTLING_HOMES = {{E1, E8}, {H1, A1, H8, A8}};

static bool parse_castling(ChessPos *pos, FenField field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (fen_field_is(field, "-"))
        return true;
    for (int i = 0; i < field.length; i++) {
        int king = 0, rook = 0,
            right = fen_castling_right(field.text[i], &CASTLING_HOMES, &king, &rook);
        if (!right || (pos->castling & right) || field.length > 4)
            return fen_fail(error, "bad castling field '%s' (expected - or letters of KQkq)",
                            fen_quote(field, quoted));
        int color = right & (WHITE_OO | WHITE_OOO) ? WHITE : BLACK;
        if (pos->board[king] != chess_make_piece(color, KING) ||
            pos->board[rook] != chess_make_piece(color, ROOK))
            return fen_fail(
                error, "castling right '%c' needs the %s king on %c%c and a rook on %c%c",
                field.text[i], color == WHITE ? "white" : "black", 'a' + square_file(king),
                '1' + square_rank(king), 'a' + square_file(rook), '1' + square_rank(rook));
        pos->castling |= (uint8_t)right;
    }
    return true;
}

static bool parse_ep(ChessPos *pos, FenField field, FenError *error) {
    char quoted[FEN_QUOTE_SIZE];
    if (fen_field_is(field, "-"))
        return true;
    const char *t = field.text;
    if (field.length != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8')
        return fen_fail(error, "bad en-passant field '%s' (expected - or a square)",
                        fen_quote(field, quoted));
    int us = pos->header.side, ep = make_square(t[0] - 'a', t[1] - '1');
    int pushed = us == WHITE ? ep - 8 : ep + 8, origin = us == WHITE ? ep + 8 : ep - 8;
    if (square_rank(ep) != (us == WHITE ? 5 : 2))
        return fen_fail(error, "en-passant square %.2s must be on rank %d with %s to move", t,
                        us == WHITE ? 6 : 3, us == WHITE ? "white" : "black");
    if (pos->board[pushed] != chess_make_piece(us ^ 1, PAWN) || pos->board[ep] != NO_PIECE ||
        pos->board[origin] != NO_PIECE)
        return fen_fail(
            error, "en-passant square %.2s is not behind a pawn that just moved two squares", t);
    pos->ep = (uint8_t)ep;
    return true;
}

static bool check_army(const ChessPos *pos, int color, FenError *error) {
    const char *name = color == WHITE ? "white" : "black";
    int kings = bb_count(chess_pos_pieces(pos, color, KING));
    if (kings != 1)
        return kings ? fen_fail(error, "%d %s kings", kings, name)
                     : fen_fail(error, "no %s king", name);
    if (bb_count(chess_pos_pieces(pos, color, PAWN)) > 8)
        return fen_fail(error, "%s has more than 8 pawns", name);
    if (bb_count(pos->by_color[color]) > 16)
        return fen_fail(error, "%s has more than 16 pieces", name);
    return true;
}

static bool check_position(const ChessPos *pos, FenError *error) {
    if (!check_army(pos, WHITE, error) || !check_army(pos, BLACK, error))
        return false;
    Bitboard stray = pos->by_type[PAWN] & (RANK_1_BB | RANK_8_BB);
    if (stray)
        return fen_fail(error, "pawn on %c%c (pawns cannot stand on rank 1 or 8)",
                        'a' + square_file(bb_first(stray)), '1' + square_rank(bb_first(stray)));
    int them = pos->header.side ^ 1;
    if (chess_pos_attackers(pos, pos->king[them], them ^ 1, pos->by_type[NO_TYPE]))
        return fen_fail(error, "the side not to move (%s) is in check",
                        them == WHITE ? "white" : "black");
    return true;
}

static bool parse_fields(void *position, const FenField *fields, int count, FenError *error) {
    ChessPos *pos = position;
    static const char *const NAMES[] = {"board", "side to move", "castling", "en-passant"};
    return fen_check_field_count(fields, count, 4, FEN_FIELDS, NAMES, "fullmove number", error) &&
           fen_parse_board(&CODEC, pos, fields[0].text, error) &&
           fen_parse_side(fields[1], &pos->header, error) && check_position(pos, error) &&
           parse_castling(pos, fields[2], error) && parse_ep(pos, fields[3], error) &&
           fen_parse_move_clocks(fields, count, &pos->header, error);
}

bool chess_parse(void *position, const char *text, char *error_text, size_t error_size) {
    chess_init();
    FenError error = {error_text, error_size};
    ChessPos pos;
    memset(&pos, 0, sizeof pos);
    pos.ep = NO_SQUARE;
    pos.header.players = 2;
    if (!fen_read_fields(text, FEN_FIELDS, parse_fields, &pos, &error))
        return false;
    pos.header.key = chess_compute_key(&pos);
    memcpy(position, &pos, sizeof pos);
    return true;
}

void chess_format(const void *position, char *text, size_t size) {
    const ChessPos *pos = position;
    char board[80], castling[5], ep[3] = "-";
    fen_format_board(&CODEC, pos, board);
    fen_format_castling(pos->castling, castling);
    if (pos->ep != NO_SQUARE)
        snprintf(ep, sizeof ep, "%c%c", 'a' + square_file(pos->ep), '1' + square_rank(pos->ep));
    int side = pos->header.side;
    snprintf(text, size, "%s %c %s %s %d %d", board, side == WHITE ? 'w' : 'b', castling, ep,
             pos->header.rule50, fen_move_number(&pos->header));
}

static void square_cell(const void *board, int file, int rank, char text[4]) {
    int piece = ((const ChessPos *)board)->board[make_square(file, rank)];
    text[0] = ' ';
    text[1] = PIECE_CHARS[piece];
    text[2] = ' ';
    text[3] = '\0';
}

void chess_print_board(const void *position, StrBuf *out) {
    fen_print_grid(out, 8, 8, position, square_cell);
}

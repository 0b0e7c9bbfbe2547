/*
 * notation.c - chess moves as UCI long algebraic text: from and to squares plus a lower-case
 * promotion letter (e2e4, e7e8q); castling is the king's two-square move (e1g1).
 *
 * Parsing only checks the syntax and reads the position to tell what kind of move the text
 * means (castling, en passant, promotion); whether the move is legal is decided by comparing
 * with the generated moves (game_parse_legal_move). As an alternative input, castling may be
 * written as the king taking its own rook (e1h1), as Chess960-aware GUIs send it.
 */
#include "chess.h"

#include <string.h>

#include "src/games/common/square_text.h"

static const char PROMOTION_LETTERS[] = "nbrq"; /* KNIGHT .. QUEEN */

static bool parse_square(const char *text, int *square) {
    int file = 0, rank = 0;
    if (!square_text_parse(text, 8, 8, &file, &rank))
        return false;
    *square = make_square(file, rank);
    return true;
}

/* A king on its home square taking its own rook that still has castling rights. */
static bool is_castling_onto_rook(const ChessPos *pos, int from, int to) {
    int us = pos->header.side;
    int right = (to > from ? WHITE_OO : WHITE_OOO) << (2 * us); /* BLACK_OO = WHITE_OO << 2 */
    return from == (us == WHITE ? E1 : E8) && square_rank(to) == square_rank(from) &&
           pos->board[to] == chess_make_piece(us, ROOK) && (pos->castling & right);
}

static int promotion_type(char letter) {
    return KNIGHT + (int)(strchr(PROMOTION_LETTERS, letter) - PROMOTION_LETTERS);
}

static Move pawn_move(const ChessPos *pos, int from, int to, char promotion) {
    bool last_rank = square_rank(to) == 0 || square_rank(to) == 7;
    if (last_rank != (promotion != '\0'))
        return MOVE_NONE;
    if (promotion)
        return chess_move_make_promotion(from, to, promotion_type(promotion));
    bool diagonal = square_file(from) != square_file(to);
    return chess_move_make(from, to, diagonal && to == pos->ep ? MOVE_EN_PASSANT : MOVE_NORMAL);
}

static Move king_move(const ChessPos *pos, int from, int to) {
    if (is_castling_onto_rook(pos, from, to))
        return chess_move_make(from, to > from ? from + 2 : from - 2, MOVE_CASTLING);
    bool two_files = square_rank(from) == square_rank(to) && (to - from == 2 || from - to == 2);
    return chess_move_make(from, to, two_files ? MOVE_CASTLING : MOVE_NORMAL);
}

bool chess_parse_move(const void *position, const char *text, Move *move) {
    const ChessPos *pos = position;
    size_t length = strnlen(text, 6);
    int from = 0, to = 0;
    if (length < 4 || length > 5 || !parse_square(text, &from) || !parse_square(text + 2, &to) ||
        from == to)
        return false;
    char promotion = length == 5 ? text[4] : '\0';
    if (length == 5 && !strchr(PROMOTION_LETTERS, promotion))
        return false;
    int type = chess_piece_type(pos->board[from]);
    if (promotion && type != PAWN)
        return false;
    Move parsed = type == PAWN   ? pawn_move(pos, from, to, promotion)
                  : type == KING ? king_move(pos, from, to)
                                 : chess_move_make(from, to, MOVE_NORMAL);
    if (parsed == MOVE_NONE)
        return false;
    *move = parsed;
    return true;
}

void chess_format_move(const void *position, Move move, char text[MAX_MOVE_TEXT]) {
    (void)position;
    int from = chess_move_from(move), to = chess_move_to(move);
    square_text_write(text, square_file(from), square_rank(from));
    square_text_write(text + 2, square_file(to), square_rank(to));
    text[4] = chess_move_kind(move) == MOVE_PROMOTION
                  ? PROMOTION_LETTERS[chess_move_promotion(move) - KNIGHT]
                  : '\0';
    text[5] = '\0';
}

/*
 * notation.c - Void Chess moves as text (PROTOCOL.md section 5): UCI long algebraic from and
 * to squares on a-i / 1-9 plus a lower-case promotion letter (q r b n, m = Minister);
 * castling is the king's two-square move (e1g1, e1c1); a Minister's two-step move is written
 * by its from and to squares only.
 *
 * Parsing only checks the syntax and reads the position to tell what kind of move the text
 * means (castling, en passant, promotion); whether the move is legal is decided by comparing
 * with the generated moves (game_parse_legal_move), which is also what rejects a Minister
 * move with no open path.
 */
#include "voidchess.h"

#include <string.h>

#include "src/games/common/square_text.h"

/* Promotion letters indexed by piece type. */
static const char PROMOTION_LETTERS[VOIDCHESS_TYPE_COUNT] = {0, 0, 'n', 'b', 'r', 'q', 'm', 0};

static bool parse_square(const char *text, int *square) {
    int file = 0, rank = 0;
    if (!square_text_parse(text, VOIDCHESS_FILES, VOIDCHESS_RANKS, &file, &rank))
        return false;
    *square = voidchess_square(file, rank);
    return true;
}

static int promotion_type(char letter) {
    for (int type = VOIDCHESS_KNIGHT; type <= VOIDCHESS_MINISTER; type++)
        if (letter && PROMOTION_LETTERS[type] == letter)
            return type;
    return VOIDCHESS_NO_TYPE;
}

static Move pawn_move(const VoidChessPos *pos, int from, int to, int promotion) {
    bool last_rank = voidchess_rank(to) == 0 || voidchess_rank(to) == VOIDCHESS_RANKS - 1;
    if (last_rank != (promotion != VOIDCHESS_NO_TYPE))
        return MOVE_NONE;
    if (promotion)
        return voidchess_move_promotion(from, to, promotion);
    bool diagonal = voidchess_file(from) != voidchess_file(to);
    return voidchess_move(
        from, to, diagonal && to == pos->ep ? VOIDCHESS_MOVE_EN_PASSANT : VOIDCHESS_MOVE_NORMAL);
}

static Move king_move(int from, int to) {
    bool two_files =
        voidchess_rank(from) == voidchess_rank(to) && (to - from == 2 || from - to == 2);
    return voidchess_move(from, to, two_files ? VOIDCHESS_MOVE_CASTLING : VOIDCHESS_MOVE_NORMAL);
}

bool voidchess_parse_move(const void *position, const char *text, Move *move) {
    const VoidChessPos *pos = position;
    size_t length = strnlen(text, 6);
    int from = 0, to = 0;
    if (length < 4 || length > 5 || !parse_square(text, &from) || !parse_square(text + 2, &to) ||
        from == to)
        return false;
    int promotion = length == 5 ? promotion_type(text[4]) : VOIDCHESS_NO_TYPE;
    if (length == 5 && promotion == VOIDCHESS_NO_TYPE)
        return false;
    int type = voidchess_type(pos->board[from]);
    if (promotion && type != VOIDCHESS_PAWN)
        return false;
    Move parsed = type == VOIDCHESS_PAWN   ? pawn_move(pos, from, to, promotion)
                  : type == VOIDCHESS_KING ? king_move(from, to)
                                           : voidchess_move(from, to, VOIDCHESS_MOVE_NORMAL);
    if (parsed == MOVE_NONE)
        return false;
    *move = parsed;
    return true;
}

void voidchess_format_move(const void *position, Move move, char text[MAX_MOVE_TEXT]) {
    (void)position;
    int from = voidchess_move_from(move), to = voidchess_move_to(move);
    square_text_write(text, voidchess_file(from), voidchess_rank(from));
    square_text_write(text + 2, voidchess_file(to), voidchess_rank(to));
    text[4] = PROMOTION_LETTERS[voidchess_move_promotion_type(move)];
    text[5] = '\0';
}

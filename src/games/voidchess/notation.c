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
static const char PROMOTION_LETTERS[VC_TYPE_COUNT] = {0, 0, 'n', 'b', 'r', 'q', 'm', 0};

static bool parse_square(const char *text, int *square) {
    int file = 0, rank = 0;
    if (!square_text_parse(text, VC_FILES, VC_RANKS, &file, &rank))
        return false;
    *square = vc_square(file, rank);
    return true;
}

static int promotion_type(char letter) {
    for (int type = VC_KNIGHT; type <= VC_MINISTER; type++)
        if (letter && PROMOTION_LETTERS[type] == letter)
            return type;
    return VC_NO_TYPE;
}

static Move pawn_move(const VcPos *pos, int from, int to, int promotion) {
    bool last_rank = vc_rank(to) == 0 || vc_rank(to) == VC_RANKS - 1;
    if (last_rank != (promotion != VC_NO_TYPE))
        return MOVE_NONE;
    if (promotion)
        return vc_move_promotion(from, to, promotion);
    bool diagonal = vc_file(from) != vc_file(to);
    return vc_move(from, to, diagonal && to == pos->ep ? VC_MOVE_EN_PASSANT : VC_MOVE_NORMAL);
}

static Move king_move(int from, int to) {
    bool two_files = vc_rank(from) == vc_rank(to) && (to - from == 2 || from - to == 2);
    return vc_move(from, to, two_files ? VC_MOVE_CASTLING : VC_MOVE_NORMAL);
}

bool voidchess_parse_move(const void *position, const char *text, Move *move) {
    const VcPos *pos = position;
    size_t length = strnlen(text, 6);
    int from = 0, to = 0;
    if (length < 4 || length > 5 || !parse_square(text, &from) || !parse_square(text + 2, &to) ||
        from == to)
        return false;
    int promotion = length == 5 ? promotion_type(text[4]) : VC_NO_TYPE;
    if (length == 5 && promotion == VC_NO_TYPE)
        return false;
    int type = vc_type(pos->board[from]);
    if (promotion && type != VC_PAWN)
        return false;
    Move parsed = type == VC_PAWN   ? pawn_move(pos, from, to, promotion)
                  : type == VC_KING ? king_move(from, to)
                                    : vc_move(from, to, VC_MOVE_NORMAL);
    if (parsed == MOVE_NONE)
        return false;
    *move = parsed;
    return true;
}

void voidchess_format_move(const void *position, Move move, char text[MAX_MOVE_TEXT]) {
    (void)position;
    int from = vc_move_from(move), to = vc_move_to(move);
    square_text_write(text, vc_file(from), vc_rank(from));
    square_text_write(text + 2, vc_file(to), vc_rank(to));
    text[4] = PROMOTION_LETTERS[vc_move_promotion_type(move)];
    text[5] = '\0';
}

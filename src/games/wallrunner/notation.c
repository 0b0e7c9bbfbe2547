/*
 * notation.c - Wall Runner moves as text: the from and to squares (`e2e3`). Pushes and wall
 * effects follow from the rules, so the text names nothing else. Parsing only checks the
 * syntax; whether the move is legal is decided by comparing with the generated moves
 * (game_parse_legal_move).
 */
#include "wallrunner.h"

#include <string.h>

static bool parse_square(const char *text, int *square) {
    if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return false;
    *square = make_square(text[0] - 'a', text[1] - '1');
    return true;
}

bool wallrunner_parse_move(const void *pos, const char *text, Move *move) {
    (void)pos;
    int from = 0, to = 0;
    if (strnlen(text, 5) != 4 || !parse_square(text, &from) || !parse_square(text + 2, &to) ||
        from == to)
        return false;
    *move = move_make(from, to);
    return true;
}

void wallrunner_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]) {
    (void)pos;
    int from = move_from(move), to = move_to(move);
    text[0] = (char)('a' + square_file(from));
    text[1] = (char)('1' + square_rank(from));
    text[2] = (char)('a' + square_file(to));
    text[3] = (char)('1' + square_rank(to));
    text[4] = '\0';
}

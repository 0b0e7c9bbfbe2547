/*
 * notation.c - Wall Runner moves as text: the from and to squares (`e2e3`). Pushes and wall
 * effects follow from the rules, so the text names nothing else. Parsing only checks the
 * syntax; whether the move is legal is decided by comparing with the generated moves
 * (game_parse_legal_move).
 */
#include "wallrunner.h"

#include <string.h>

#include "src/games/common/square_text.h"

bool wallrunner_parse_square(const char *text, int *square) {
    int file = 0, rank = 0;
    if (!square_text_parse(text, BOARD_SIZE, BOARD_SIZE, &file, &rank))
        return false;
    *square = make_square(file, rank);
    return true;
}

void wallrunner_square_name(int square, char name[3]) {
    square_text_write(name, square_file(square), square_rank(square));
    name[2] = '\0';
}

bool wallrunner_parse_move(const void *pos, const char *text, Move *move) {
    (void)pos;
    int from = 0, to = 0;
    if (strnlen(text, 5) != 4 || !wallrunner_parse_square(text, &from) ||
        !wallrunner_parse_square(text + 2, &to) || from == to)
        return false;
    *move = wallrunner_move_make(from, to);
    return true;
}

void wallrunner_format_move(const void *pos, Move move, char text[MAX_MOVE_TEXT]) {
    (void)pos;
    wallrunner_square_name(wallrunner_move_from(move), text);
    wallrunner_square_name(wallrunner_move_to(move), text + 2);
}

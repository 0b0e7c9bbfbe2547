/*
 * fuzz_position.c - fuzz target for every game's position-string parser.
 *
 * Input: a game name on the first line, the position string on the rest (later lines are
 * joined with spaces, so a mutated newline still reaches the parser as part of the
 * string). The parser must refuse with an error message or accept a position that passes
 * every check of fuzz_checks.c.
 */
#include "fuzz.h"

#include <stdlib.h>
#include <string.h>

enum { ERROR_SIZE = 256 };

static void check_refusal(const Game *game, const char *error) {
    size_t length = strnlen(error, ERROR_SIZE);
    if (length == 0 || length == ERROR_SIZE)
        fuzz_fail("%s: a refused position string without a proper error message", game->name);
}

void fuzz_position(const uint8_t *data, size_t size) {
    FuzzLines lines;
    fuzz_lines_init(&lines, data, size);
    const Game *game = fuzz_read_game(&lines);
    if (game) {
        char *text = fuzz_lines_join_rest(&lines);
        PosBuf pos;
        char error[ERROR_SIZE];
        memset(error, 0, sizeof error);
        if (game->parse(&pos, text, error, sizeof error))
            fuzz_check_position(game, &pos);
        else
            check_refusal(game, error);
        free(text);
    }
    fuzz_lines_free(&lines);
}

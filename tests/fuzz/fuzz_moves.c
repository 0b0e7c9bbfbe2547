/*
 * fuzz_moves.c - fuzz target for every game's move parser.
 *
 * Input: a game name on the first line, a position string on the second (the game's start
 * position when it is empty or refused), then one move text per line. Each text goes to the
 * game's raw move parser and to the protocol's legal-move reader; a move accepted as legal
 * must be in the legal move list, read back from its canonical text and be playable, and
 * play continues from the position it leads to, whose key and position string are checked;
 * the last position reached passes every position check.
 */
#include "fuzz.h"

#include <string.h>

/* The position of the second line; the start position when that is refused (a line
 * starting with a digit 2-4 then chooses the number of players). */
static void start_position(const Game *game, FuzzLines *lines, void *pos) {
    const char *text = fuzz_lines_next(lines);
    char error[256];
    if (text && game->parse(pos, text, error, sizeof error))
        return;
    int players = text && text[0] >= '2' && text[0] <= '4' ? text[0] - '0' : game->min_players;
    if (players > game->max_players)
        players = game->max_players;
    if (!game->parse(pos, game->start_position(players), error, sizeof error))
        fuzz_fail("%s: the start position is refused: %s", game->name, error);
}

/* Reads one move text; plays it into next when it is legal. */
static bool read_move(const Game *game, const void *pos, const char *text, void *next) {
    /* The raw parser sees every text: the legal-move reader below stops long ones first. */
    Move raw;
    if (game->parse_move)
        game->parse_move(pos, text, &raw);
    Move move;
    if (!game_parse_legal_move(game, pos, text, &move))
        return false;
    if (!fuzz_is_legal(game, pos, move))
        fuzz_fail("%s: '%s' was read as a move that is not legal", game->name, text);
    fuzz_check_move(game, pos, move, next);
    return true;
}

void fuzz_moves(const uint8_t *data, size_t size) {
    FuzzLines lines;
    fuzz_lines_init(&lines, data, size);
    const Game *game = fuzz_read_game(&lines);
    if (game) {
        PosBuf positions[2];
        int current = 0;
        start_position(game, &lines, &positions[0]);
        const char *text;
        while ((text = fuzz_lines_next(&lines)) != NULL) {
            if (!read_move(game, &positions[current], text, &positions[1 - current]))
                continue;
            current = 1 - current;
            fuzz_check_round_trip(game, &positions[current]);
        }
        fuzz_check_position(game, &positions[current]);
    }
    fuzz_lines_free(&lines);
}

/*
 * wallgo_helpers.h - small helpers shared by the Wall Go test suites: positions from
 * position strings, moves from text, the position string, the status and the legal moves
 * back as text, all through the Game interface.
 */
#ifndef TESSERA_TEST_WALLGO_HELPERS_H
#define TESSERA_TEST_WALLGO_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"

#define WG_START2 "7/7/7/7/7/7/7 A 20,20 - 4,4"
#define WG_START3 "7/7/7/7/7/7/7 A 20,20,20 - 2,2,2"
#define WG_START4 "7/7/7/7/7/7/7 A 20,20,20,20 - 2,2,2,2"
/* RULES.md cross-check: after the placements b2 b6 f6 f2 d4 c4 e4 d3, 3108 legal turns. */
#define WG_CROSS_CHECK "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0"

/* The position of a string that must be valid. */
static inline PosBuf wg_position(const char *text) {
    PosBuf pos;
    char error[160] = "";
    bool ok = WALLGO_GAME.parse(&pos, text, error, sizeof error);
    cr_assert(ok, "parse failed for '%s': %s", text, error);
    return pos;
}

/* The error message of a string that must be rejected. */
static inline void wg_parse_error(const char *text, char error[160]) {
    PosBuf pos;
    error[0] = '\0';
    cr_assert_not(WALLGO_GAME.parse(&pos, text, error, 160), "accepted '%s'", text);
    cr_assert(error[0] != '\0', "no message for '%s'", text);
}

static inline bool wg_is_legal(const PosBuf *pos, const char *text) {
    Move move;
    return game_parse_legal_move(&WALLGO_GAME, pos, text, &move);
}

/* Plays a space-separated list of legal moves and returns the new position. */
static inline PosBuf wg_after(const PosBuf *pos, const char *moves) {
    PosBuf current = *pos, next;
    char list[1024], *rest = NULL;
    snprintf(list, sizeof list, "%s", moves);
    for (char *word = strtok_r(list, " ", &rest); word; word = strtok_r(NULL, " ", &rest)) {
        Move move = MOVE_NONE;
        cr_assert(game_parse_legal_move(&WALLGO_GAME, &current, word, &move), "illegal move %s",
                  word);
        cr_assert(WALLGO_GAME.play(&current, move, &next));
        current = next;
    }
    return current;
}

/* The position of a string, then a list of moves. */
static inline PosBuf wg_after_text(const char *text, const char *moves) {
    PosBuf pos = wg_position(text);
    return wg_after(&pos, moves);
}

static inline void wg_string(const PosBuf *pos, char text[MAX_POS_TEXT]) {
    WALLGO_GAME.format(pos, text, MAX_POS_TEXT);
}

static inline int wg_side(const PosBuf *pos) {
    return pos_header(pos)->side;
}

static inline int wg_legal_count(const PosBuf *pos) {
    Move moves[MAX_MOVES];
    return game_legal_moves(&WALLGO_GAME, pos, moves);
}

/* The status line the way `status` prints it after the word `status`. */
static inline void wg_status_text(const PosBuf *pos, char *out, size_t size) {
    GameStatus status;
    WALLGO_GAME.status(pos, &status);
    int used;
    if (status.outcome == OUTCOME_ONGOING)
        used = snprintf(out, size, "ongoing %c", 'A' + wg_side(pos));
    else if (status.outcome == OUTCOME_WIN)
        used = snprintf(out, size, "win %c %s", 'A' + status.winner, status.reason);
    else
        used = snprintf(out, size, "draw %s", status.reason);
    cr_assert(status.has_scores);
    used += snprintf(out + used, size - (size_t)used, " scores");
    for (int i = 0; i < pos_header(pos)->players; i++)
        used += snprintf(out + used, size - (size_t)used, " %d", status.scores[i]);
}

/* Asserts the status line of a position. */
#define wg_assert_status(pos, expected)                                                            \
    do {                                                                                           \
        char status_text_[128];                                                                    \
        wg_status_text(pos, status_text_, sizeof status_text_);                                    \
        cr_assert_str_eq(status_text_, expected);                                                  \
    } while (0)

#endif

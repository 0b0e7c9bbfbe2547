/*
 * wallrunner_helpers.h - small helpers shared by the Wall Runner test suites: positions from
 * position strings, moves from text, the position string and legal move list back, all
 * through the Game interface.
 */
#ifndef TESSERA_TEST_WALLRUNNER_HELPERS_H
#define TESSERA_TEST_WALLRUNNER_HELPERS_H

#include <criterion/criterion.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"
#include "src/games/wallrunner/wallrunner.h"

#define WR_START "1dsgksd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 w - 1"

/* Positions are only copied with memcpy (see chess_helpers.h for why). */

/* Sets pos to a position string that must be valid. */
static inline void wr_set(PosBuf *pos, const char *text) {
    char error[256] = "";
    bool ok = WALLRUNNER_GAME.parse(pos, text, error, sizeof error);
    cr_assert(ok, "parse failed for '%s': %s", text, error);
}

/* The parse error of a string that must be rejected. */
static inline void wr_parse_error(const char *text, char error[256]) {
    PosBuf pos;
    error[0] = '\0';
    cr_assert_not(WALLRUNNER_GAME.parse(&pos, text, error, 256), "'%s' was accepted", text);
    cr_assert(error[0] != '\0', "no error message for '%s'", text);
}

static inline const RunnerPos *wr_pos(const PosBuf *pos) {
    return (const RunnerPos *)pos;
}

static inline bool wr_is_legal(const PosBuf *pos, const char *text) {
    Move move;
    return game_parse_legal_move(&WALLRUNNER_GAME, pos, text, &move);
}

/* Plays a move given as text, which must be legal. */
static inline void wr_play(PosBuf *pos, const char *text) {
    Move move = MOVE_NONE;
    cr_assert(game_parse_legal_move(&WALLRUNNER_GAME, pos, text, &move), "illegal move %s", text);
    PosBuf next;
    cr_assert(WALLRUNNER_GAME.play(pos, move, &next));
    memcpy(pos, &next, sizeof next);
}

static inline void wr_text_of(const PosBuf *pos, char text[MAX_POS_TEXT]) {
    WALLRUNNER_GAME.format(pos, text, MAX_POS_TEXT);
}

/* Plays a move and checks the position string that results. */
static inline void wr_expect_after(const char *start, const char *move, const char *expected) {
    PosBuf pos;
    char text[MAX_POS_TEXT];
    wr_set(&pos, start);
    wr_play(&pos, move);
    wr_text_of(&pos, text);
    cr_assert_str_eq(text, expected, "after %s from %s", move, start);
}

/* The legal moves as sorted text, space-separated. */
static inline void wr_legal_list(const PosBuf *pos, char *out, size_t size) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&WALLRUNNER_GAME, pos, moves);
    static char texts[MAX_MOVES][MAX_MOVE_TEXT];
    for (int i = 0; i < count; i++)
        WALLRUNNER_GAME.format_move(pos, moves[i], texts[i]);
    qsort(texts, (size_t)count, MAX_MOVE_TEXT, (int (*)(const void *, const void *))strcmp);
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        if (i > 0)
            strncat(out, " ", size - strlen(out) - 1);
        strncat(out, texts[i], size - strlen(out) - 1);
    }
}

/* The legal moves of the piece on a square, as sorted text. */
static inline void wr_moves_from(const PosBuf *pos, const char *square, char *out, size_t size) {
    char all[4096];
    wr_legal_list(pos, all, sizeof all);
    out[0] = '\0';
    for (char *word = all; *word;) {
        size_t length = strcspn(word, " ");
        if (strncmp(word, square, 2) == 0) {
            if (out[0])
                strncat(out, " ", size - strlen(out) - 1);
            strncat(out, word, length < size - strlen(out) - 1 ? length : size - strlen(out) - 1);
        }
        word += length + (word[length] == ' ');
    }
}

static inline void wr_status(const PosBuf *pos, GameStatus *status) {
    WALLRUNNER_GAME.status(pos, status);
}

#endif

/*
 * wallchess_helpers.h - small helpers shared by the Wall Chess test suites: positions from
 * position strings, moves from text, the position string and the legal moves back as text,
 * all through the Game interface.
 */
#ifndef TESSERA_TEST_WALLCHESS_HELPERS_H
#define TESSERA_TEST_WALLCHESS_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"

#define WC_START "e1 e9 10 10 s -"

/* The position of a string that must be valid. */
static inline PosBuf wc_position(const char *text) {
    PosBuf pos;
    char error[160] = "";
    bool ok = WALLCHESS_GAME.parse(&pos, text, error, sizeof error);
    cr_assert(ok, "parse failed for '%s': %s", text, error);
    return pos;
}

/* The error message of a string that must be rejected. */
static inline void wc_parse_error(const char *text, char error[160]) {
    PosBuf pos;
    error[0] = '\0';
    cr_assert_not(WALLCHESS_GAME.parse(&pos, text, error, 160), "accepted '%s'", text);
}

/* Plays a space-separated list of legal moves and returns the new position. */
static inline PosBuf wc_after(const PosBuf *pos, const char *moves) {
    PosBuf current = *pos, next;
    char list[512], *rest = NULL;
    snprintf(list, sizeof list, "%s", moves);
    for (char *word = strtok_r(list, " ", &rest); word; word = strtok_r(NULL, " ", &rest)) {
        Move move = MOVE_NONE;
        cr_assert(game_parse_legal_move(&WALLCHESS_GAME, &current, word, &move), "illegal move %s",
                  word);
        cr_assert(WALLCHESS_GAME.play(&current, move, &next));
        current = next;
    }
    return current;
}

static inline bool wc_is_legal(const PosBuf *pos, const char *text) {
    Move move;
    return game_parse_legal_move(&WALLCHESS_GAME, pos, text, &move);
}

static inline void wc_string(const PosBuf *pos, char text[MAX_POS_TEXT]) {
    WALLCHESS_GAME.format(pos, text, MAX_POS_TEXT);
}

/* The legal moves as one space-separated string, in generation order. */
static inline void wc_legal_text(const PosBuf *pos, char *out, size_t size) {
    Move moves[MAX_MOVES];
    int count = game_legal_moves(&WALLCHESS_GAME, pos, moves);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < count && used + MAX_MOVE_TEXT + 1 < size; i++) {
        char text[MAX_MOVE_TEXT];
        WALLCHESS_GAME.format_move(pos, moves[i], text);
        used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s", text);
    }
}

static inline int wc_compare_text(const void *a, const void *b) {
    return strcmp((const char *)a, (const char *)b);
}

/* Only the pawn moves (two-character moves) among the legal moves, sorted, space-separated. */
static inline void wc_pawn_moves(const PosBuf *pos, char *out, size_t size) {
    Move moves[MAX_MOVES];
    char texts[8][MAX_MOVE_TEXT];
    int count = game_legal_moves(&WALLCHESS_GAME, pos, moves), pawns = 0;
    for (int i = 0; i < count; i++) {
        char text[MAX_MOVE_TEXT];
        WALLCHESS_GAME.format_move(pos, moves[i], text);
        if (strlen(text) == 2 && pawns < 8)
            strcpy(texts[pawns++], text);
    }
    qsort(texts, (size_t)pawns, MAX_MOVE_TEXT, wc_compare_text);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < pawns; i++)
        used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s", texts[i]);
}

#endif

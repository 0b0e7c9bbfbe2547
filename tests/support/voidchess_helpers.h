/*
 * voidchess_helpers.h - small helpers shared by the Void Chess test suites: positions from
 * position strings, moves from text, the position string and the legal moves back as text,
 * all through the Game interface; plus the VcPos view for tests that look at square states.
 */
#ifndef TESSERA_TEST_VOIDCHESS_HELPERS_H
#define TESSERA_TEST_VOIDCHESS_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"
#include "src/games/voidchess/voidchess.h"

#define VCT_START "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0"

enum { VCT_ERROR_SIZE = 256 };

/* The position of a string that must be valid. */
static inline PosBuf vct_position(const char *text) {
    PosBuf pos;
    char error[VCT_ERROR_SIZE] = "";
    bool ok = VOIDCHESS_GAME.parse(&pos, text, error, sizeof error);
    cr_assert(ok, "parse failed for '%s': %s", text, error);
    return pos;
}

/* The evaluation's features of a position, from player's point of view. */
static inline EvalFeatures vct_features(const char *text, int player) {
    PosBuf pos = vct_position(text);
    EvalFeatures features;
    cr_assert(VOIDCHESS_GAME.eval_features(&pos, player, &features));
    return features;
}

/* How many times the weight of that name counts in features. */
static inline int vct_count_of(const EvalFeatures *features, const char *name) {
    const EvalWeights *weights = VOIDCHESS_GAME.eval_weights;
    for (int i = 0; i < features->count; i++)
        if (strcmp(weights->names[features->terms[i].weight], name) == 0)
            return features->terms[i].count;
    return 0;
}

/* How many times the weight of that name counts for player in the position of text. */
static inline int vct_count(const char *text, int player, const char *name) {
    EvalFeatures features = vct_features(text, player);
    return vct_count_of(&features, name);
}

/* The error message of a string that must be rejected. */
static inline void vct_parse_error(const char *text, char error[VCT_ERROR_SIZE]) {
    PosBuf pos;
    error[0] = '\0';
    cr_assert_not(VOIDCHESS_GAME.parse(&pos, text, error, VCT_ERROR_SIZE), "accepted '%s'", text);
    cr_assert(error[0] != '\0', "no message for '%s'", text);
}

static inline bool vct_is_legal(const PosBuf *pos, const char *text) {
    Move move = MOVE_NONE;
    return game_parse_legal_move(&VOIDCHESS_GAME, pos, text, &move);
}

/* Plays a space-separated list of legal moves and returns the new position. */
static inline PosBuf vct_after(const PosBuf *pos, const char *moves) {
    PosBuf current = *pos, next;
    char list[512], *rest = NULL;
    snprintf(list, sizeof list, "%s", moves);
    for (char *word = strtok_r(list, " ", &rest); word; word = strtok_r(NULL, " ", &rest)) {
        Move move = MOVE_NONE;
        cr_assert(game_parse_legal_move(&VOIDCHESS_GAME, &current, word, &move), "illegal move %s",
                  word);
        cr_assert(VOIDCHESS_GAME.play(&current, move, &next));
        current = next;
    }
    return current;
}

static inline void vct_text(const PosBuf *pos, char text[MAX_POS_TEXT]) {
    VOIDCHESS_GAME.format(pos, text, MAX_POS_TEXT);
}

static inline const VcPos *vct_view(const PosBuf *pos) {
    return (const VcPos *)pos;
}

/* The square index of a square name such as "e4". */
static inline int vct_square(const char *name) {
    return vc_square(name[0] - 'a', name[1] - '1');
}

static inline bool vct_is_void(const PosBuf *pos, const char *name) {
    return vc_has(vct_view(pos)->voids, vct_square(name));
}

static inline bool vct_is_unstable(const PosBuf *pos, const char *name) {
    return vc_has(vct_view(pos)->unstable, vct_square(name));
}

/* The FEN letter on a square, '.' when empty. */
static inline char vct_piece(const PosBuf *pos, const char *name) {
    static const char LETTERS[] = ".PNBRQMK.pnbrqmk";
    return LETTERS[vct_view(pos)->board[vct_square(name)]];
}

static inline int vct_legal_count(const PosBuf *pos) {
    Move moves[MAX_MOVES];
    return game_legal_moves(&VOIDCHESS_GAME, pos, moves);
}

static inline void vct_status(const PosBuf *pos, GameStatus *status) {
    VOIDCHESS_GAME.status(pos, status);
}

#endif

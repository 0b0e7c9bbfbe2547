/*
 * game_helpers.h - the helpers every game's test suites share, through the Game interface of
 * any registered game (a descriptor such as &WALLGO_GAME): a position from its text, moves
 * played from text, the text and the legal moves back, the consistency of a position (key
 * from scratch, text round trip), perft and divide checks, and evaluation features by weight
 * name. Each fails the calling Criterion test when what it needs does not hold. The named
 * positions the suites share are in positions.h.
 */
#ifndef TESSERA_TEST_GAME_HELPERS_H
#define TESSERA_TEST_GAME_HELPERS_H

#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include "src/game.h"
#include "engine/games.h"

enum { GT_ERROR_SIZE = 256 };

/* The position of a text that must be valid. */
PosBuf gt_position(const Game *game, const char *text);

/* The error message of a text that must be rejected, with a message. */
void gt_parse_error(const Game *game, const char *text, char error[GT_ERROR_SIZE]);

bool gt_is_legal(const Game *game, const PosBuf *pos, const char *move);

/* The position after a space-separated list of moves, each of which must be legal. */
PosBuf gt_after(const Game *game, const PosBuf *pos, const char *moves);

void gt_text(const Game *game, const PosBuf *pos, char text[MAX_POS_TEXT]);

int gt_legal_count(const Game *game, const PosBuf *pos);

/* The legal moves as one space-separated line, in generation order or sorted. */
void gt_legal_text(const Game *game, const PosBuf *pos, bool sorted, char *out, size_t size);

/* The key equals the key from scratch, and the text reads back to the same text, key and
 * side to move; returns the position read back. */
PosBuf gt_assert_consistent(const Game *game, const PosBuf *pos);

/* perft of the position of text to depth is expected. */
void gt_assert_perft(const Game *game, const char *text, int depth, uint64_t expected);

/* The total of perft_divide to depth, whose per-move counts must add up to it. */
uint64_t gt_divide(const Game *game, const PosBuf *pos, int depth);

/* The evaluation's features of the position of text, from player's point of view. */
EvalFeatures gt_features(const Game *game, const char *text, int player);

/* How many times the weight of that name counts in features (0 when it does not). */
int gt_feature_count(const Game *game, const EvalFeatures *features, const char *name);

#endif

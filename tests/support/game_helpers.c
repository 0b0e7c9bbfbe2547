/*
 * game_helpers.c - positions, moves, legal move lists, consistency, perft and feature checks
 * of any game through its Game descriptor, for the test suites of every game.
 */
#include "game_helpers.h"

#include <stdio.h>
#include <stdlib.h>

#include "src/perft.h"

PosBuf gt_position(const Game *game, const char *text) {
    PosBuf pos;
    char error[GT_ERROR_SIZE] = "";
    bool ok = game->parse(&pos, text, error, sizeof error);
    cr_assert(ok, "%s: parse failed for '%s': %s", game->name, text, error);
    return pos;
}

void gt_parse_error(const Game *game, const char *text, char error[GT_ERROR_SIZE]) {
    PosBuf pos;
    error[0] = '\0';
    cr_assert_not(game->parse(&pos, text, error, GT_ERROR_SIZE), "%s: accepted '%s'", game->name,
                  text);
    cr_assert(error[0] != '\0', "%s: no message for '%s'", game->name, text);
}

bool gt_is_legal(const Game *game, const PosBuf *pos, const char *move) {
    Move parsed = MOVE_NONE;
    return game_parse_legal_move(game, pos, move, &parsed);
}

PosBuf gt_after(const Game *game, const PosBuf *pos, const char *moves) {
    PosBuf current = *pos, next;
    char text[MAX_MOVE_TEXT];
    while (*moves) {
        size_t length = strcspn(moves, " ");
        cr_assert_lt(length, (size_t)MAX_MOVE_TEXT, "move too long in '%s'", moves);
        memcpy(text, moves, length);
        text[length] = '\0';
        moves += length + (moves[length] == ' ');
        if (length == 0)
            continue;
        Move move = MOVE_NONE;
        cr_assert(game_parse_legal_move(game, &current, text, &move), "%s: illegal move %s",
                  game->name, text);
        cr_assert(game->play(&current, move, &next));
        current = next;
    }
    return current;
}

void gt_text(const Game *game, const PosBuf *pos, char text[MAX_POS_TEXT]) {
    game->format(pos, text, MAX_POS_TEXT);
}

int gt_legal_count(const Game *game, const PosBuf *pos) {
    Move moves[MAX_MOVES];
    return game_legal_moves(game, pos, moves);
}

static int compare_text(const void *a, const void *b) {
    return strcmp(a, b);
}

void gt_legal_text(const Game *game, const PosBuf *pos, bool sorted, char *out, size_t size) {
    Move moves[MAX_MOVES];
    static char texts[MAX_MOVES][MAX_MOVE_TEXT];
    int count = game_legal_moves(game, pos, moves);
    for (int i = 0; i < count; i++)
        game->format_move(pos, moves[i], texts[i]);
    if (sorted)
        qsort(texts, (size_t)count, MAX_MOVE_TEXT, compare_text);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < count; i++) {
        used += (size_t)snprintf(out + used, size - used, i ? " %s" : "%s", texts[i]);
        cr_assert_lt(used, size, "%d legal moves do not fit in %zu bytes", count, size);
    }
}

PosBuf gt_assert_consistent(const Game *game, const PosBuf *pos) {
    uint64_t key = pos_header(pos)->key;
    char text[MAX_POS_TEXT], again[MAX_POS_TEXT];
    gt_text(game, pos, text);
    cr_assert_eq(key, game->key_from_scratch(pos), "%s: key of %s", game->name, text);
    PosBuf reread = gt_position(game, text);
    gt_text(game, &reread, again);
    cr_assert_str_eq(again, text);
    cr_assert_eq(pos_header(&reread)->key, key, "%s: key after reading %s", game->name, text);
    cr_assert_eq(pos_header(&reread)->side, pos_header(pos)->side, "%s: side of %s", game->name,
                 text);
    return reread;
}

void gt_assert_perft(const Game *game, const char *text, int depth, uint64_t expected) {
    PosBuf pos = gt_position(game, text);
    uint64_t nodes = perft(game, &pos, depth);
    cr_assert_eq(nodes, expected, "%s perft(%d) of %s: %llu, expected %llu", game->name, depth,
                 text, (unsigned long long)nodes, (unsigned long long)expected);
}

static void add_count(void *context, const char *move, uint64_t count) {
    (void)move;
    *(uint64_t *)context += count;
}

uint64_t gt_divide(const Game *game, const PosBuf *pos, int depth) {
    uint64_t sum = 0;
    uint64_t total = perft_divide(game, pos, depth, add_count, &sum);
    cr_assert_eq(total, sum, "%s: the divide's counts add up to %llu, its total is %llu",
                 game->name, (unsigned long long)sum, (unsigned long long)total);
    return total;
}

EvalFeatures gt_features(const Game *game, const char *text, int player) {
    PosBuf pos = gt_position(game, text);
    EvalFeatures features;
    cr_assert(game->eval_features(&pos, player, &features), "%s: no features of %s", game->name,
              text);
    return features;
}

int gt_feature_count(const Game *game, const EvalFeatures *features, const char *name) {
    const EvalWeights *weights = game->eval_weights;
    for (int i = 0; i < features->count; i++)
        if (strcmp(weights->names[features->terms[i].weight], name) == 0)
            return features->terms[i].count;
    return 0;
}

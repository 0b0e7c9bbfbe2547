/*
 * test_game_nets.c - the network inputs of Wall Chess (eval/wallchess/wallchess_net.c):
 * along random games every list stays within the network's inputs and NET_MAX_ACTIVE with
 * no input twice, a position and its image with the players swapped give each player the
 * other's list, and the start position lists what the input layout says. That the search's
 * incremental values equal these lists evaluated from scratch is
 * tests/eval/test_hidden_path.c's walk over every game.
 */
#include <stdlib.h>

#include "eval/wallchess/wallchess_net.h"
#include "src/splitmix.h"
#include "tests/support/game_helpers.h"
#include "tests/support/mirror_text.h"
#include "tests/support/positions.h"

enum { GAMES = 12, GAME_PLIES = 160 };

typedef void (*MirrorText)(const char *text, char *out, size_t size);

typedef struct InputList {
    uint16_t inputs[NET_MAX_ACTIVE];
    int count;
} InputList;

static int compare_inputs(const void *a, const void *b) {
    return (int)*(const uint16_t *)a - (int)*(const uint16_t *)b;
}

/* player's inputs of pos, sorted, checked to be in range, within NET_MAX_ACTIVE and distinct. */
static InputList sorted_inputs(const Game *game, const PosBuf *pos, int player) {
    InputList list;
    list.count = game->net_inputs(pos, player, list.inputs);
    cr_assert(list.count >= 1 && list.count <= NET_MAX_ACTIVE, "%s: %d inputs", game->name,
              list.count);
    qsort(list.inputs, (size_t)list.count, sizeof list.inputs[0], compare_inputs);
    for (int i = 0; i < list.count; i++) {
        cr_assert_lt(list.inputs[i], game->net->inputs, "%s: input %d", game->name, list.inputs[i]);
        cr_assert(i == 0 || list.inputs[i] != list.inputs[i - 1], "%s: input %d twice", game->name,
                  list.inputs[i]);
    }
    return list;
}

static void assert_same_lists(const InputList *a, const InputList *b, const char *text,
                              const char *mirrored) {
    cr_assert_eq(a->count, b->count, "'%s' / '%s': %d inputs against %d", text, mirrored, a->count,
                 b->count);
    for (int i = 0; i < a->count; i++)
        cr_assert_eq(a->inputs[i], b->inputs[i], "'%s' / '%s': input %d", text, mirrored, i);
}

/* Each player's list of pos is the other player's list of the image of pos. */
static void assert_mirrored(const Game *game, const PosBuf *pos, MirrorText mirror) {
    char text[MAX_POS_TEXT], mirrored[MAX_POS_TEXT];
    gt_text(game, pos, text);
    mirror(text, mirrored, sizeof mirrored);
    PosBuf image = gt_position(game, mirrored);
    for (int player = 0; player < 2; player++) {
        InputList here = sorted_inputs(game, pos, player);
        InputList there = sorted_inputs(game, &image, player ^ 1);
        assert_same_lists(&here, &there, text, mirrored);
    }
}

/* Random games from the start, every position checked. */
static void walk(const Game *game, MirrorText mirror) {
    static Move moves[MAX_MOVES];
    uint64_t seed = 46;
    for (int g = 0; g < GAMES; g++) {
        PosBuf pos = gt_position(game, game->start_position(2)), next;
        for (int ply = 0; ply < GAME_PLIES; ply++) {
            assert_mirrored(game, &pos, mirror);
            GameStatus status;
            game->status(&pos, &status);
            int count = game_legal_moves(game, &pos, moves);
            if (count == 0 || status.outcome != OUTCOME_ONGOING)
                break;
            cr_assert(game->play(&pos, moves[splitmix64_next(&seed) % (uint64_t)count], &next));
            pos = next;
        }
    }
}

Test(game_nets, wallchess_inputs_are_in_range_and_mirror_the_players) {
    walk(&WALLCHESS_GAME, mirror_wallchess_text);
}

/* The start: each pawn on its own file e from its own side, ten walls in hand and eight
 * steps to go for both, the same list for both players. */
Test(game_nets, wallchess_start_lists_the_layout) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    static const uint16_t EXPECTED[] = {
        4,              /* own pawn on e1 */
        81 + 8 * 9 + 4, /* the other pawn on e9 */
        930 + 10,       /* ten own walls in hand */
        941 + 10,       /* ten other walls in hand */
        952 + 8,        /* own path of 8 steps */
        969 + 8,        /* other path of 8 steps */
    };
    for (int player = 0; player < 2; player++) {
        InputList list = sorted_inputs(&WALLCHESS_GAME, &pos, player);
        cr_assert_eq(list.count, 6);
        for (int i = 0; i < 6; i++)
            cr_assert_eq(list.inputs[i], EXPECTED[i], "player %d input %d", player, i);
    }
}

/* A wall is listed twice, with each pawn's band of ranks; it is seen turned for north. */
Test(game_nets, wallchess_walls_go_with_each_pawns_band) {
    /* h wall anchored a1: south sees anchor rank 0, north rank 7 (slot 56). South's pawn on
     * e4 is in band 1, north's on e9 in band 0 from north's side. */
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e4 e9 9 10 n a1h");
    InputList south = sorted_inputs(&WALLCHESS_GAME, &pos, 0);
    InputList north = sorted_inputs(&WALLCHESS_GAME, &pos, 1);
    cr_assert_eq(south.count, 8);
    cr_assert_eq(north.count, 8);
    /* south: own walls from 162 + band 1, other walls from 546 + band 2 (e9 is rank 9) */
    cr_assert_eq(south.inputs[2], 162 + 128 + 0);
    cr_assert_eq(south.inputs[3], 546 + 2 * 128 + 0);
    /* north: own pawn e9 seen on rank 1 (band 0), south's e4 seen on rank 6 (band 1) */
    cr_assert_eq(north.inputs[2], 162 + 0 + 56);
    cr_assert_eq(north.inputs[3], 546 + 128 + 56);
}

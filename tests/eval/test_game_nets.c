/*
 * test_game_nets.c - the network inputs of Wall Chess, Void Chess and Wall Runner
 * (eval/wallchess/wallchess_net.c, eval/voidchess/voidchess_net.c,
 * eval/wallrunner/wallrunner_net.c): along random games every list stays
 * within the network's inputs and NET_MAX_ACTIVE with no input twice, a position and its
 * image with the players swapped give each player the other's list, and the start positions
 * list what the input layout says. That the search's values equal these lists evaluated from
 * scratch is tests/eval/test_hidden_path.c's walk over every game.
 */
#include <stdlib.h>

#include "eval/voidchess/voidchess_net.h"
#include "eval/wallchess/wallchess_net.h"
#include "eval/wallrunner/wallrunner_eval.h"
#include "eval/wallrunner/wallrunner_net.h"
#include "src/games/wallrunner/wallrunner.h"
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

Test(game_nets, voidchess_inputs_are_in_range_and_mirror_the_players) {
    walk(&VOIDCHESS_GAME, mirror_voidchess_text);
}

Test(game_nets, wallrunner_inputs_are_in_range_and_mirror_the_players) {
    walk(&WALLRUNNER_GAME, mirror_wallrunner_text);
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

/* The start: 18 pieces a side, no void, no unstable square, the same list for both. */
Test(game_nets, voidchess_start_lists_every_piece) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, VOIDCHESS_START);
    InputList white = sorted_inputs(&VOIDCHESS_GAME, &pos, 0);
    InputList black = sorted_inputs(&VOIDCHESS_GAME, &pos, 1);
    cr_assert_eq(white.count, 36);
    assert_same_lists(&white, &black, VOIDCHESS_START, VOIDCHESS_START);
    cr_assert_eq(white.inputs[0], 9);                         /* own pawn on a2 */
    cr_assert_eq(white.inputs[35], 567 + 6 * 81 + 8 * 9 + 4); /* the other king on e9 */
}

/* Unstable squares by owner and voids, each from the player's side. White's king stands on
 * an unstable e5 (seen by black on rank 5), the void is d4 (seen on rank 6). */
Test(game_nets, voidchess_lists_unstable_squares_and_voids) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "4k4/9/9/2r6/4K4/3*5/9/9/R8 w - - 0 1 e5 0");
    static const uint16_t EXPECTED[] = {
        3 * 81 + 3 * 9 + 2,       /* own rook on c6, seen c4 */
        6 * 81 + 4,               /* own king on e9, seen e1 */
        567 + 3 * 81 + 8 * 9,     /* the other rook on a1, seen a9 */
        567 + 6 * 81 + 4 * 9 + 4, /* the other king on e5 */
        1215 + 4 * 9 + 4,         /* e5 unstable under the other player's piece */
        1296 + 5 * 9 + 3,         /* void on d4, seen d6 */
    };
    InputList black = sorted_inputs(&VOIDCHESS_GAME, &pos, 1);
    cr_assert_eq(black.count, 6);
    for (int i = 0; i < 6; i++)
        cr_assert_eq(black.inputs[i], EXPECTED[i], "input %d: %d", i, black.inputs[i]);
    InputList white = sorted_inputs(&VOIDCHESS_GAME, &pos, 0);
    cr_assert_eq(white.inputs[4], 1134 + 4 * 9 + 4); /* white's own unstable e5 */
}

/* A position text may hold more voids than a game makes: the list stops at NET_MAX_ACTIVE,
 * every piece in it. */
Test(game_nets, voidchess_list_stops_at_the_most_active_inputs) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, "rnbqkbmnr/ppppppppp/*********/*********/*********/"
                                              "*********/*********/PPPPPPPPP/RNBQKBMNR w KQkq - 0 "
                                              "1 - 0");
    InputList white = sorted_inputs(&VOIDCHESS_GAME, &pos, 0);
    cr_assert_eq(white.count, NET_MAX_ACTIVE);
    cr_assert_lt(white.inputs[35], 1134);  /* the 36 pieces come first */
    cr_assert_geq(white.inputs[36], 1296); /* then voids */
}

/* Wall Runner input groups (eval/wallrunner/wallrunner_net.c): where each starts. Pieces: a
 * kind's 64 squares, King first; the other player's after the 5 x 64 of the own. */
#define WR_OWN(kind)   (((kind)-KING) * 64)
#define WR_OTHER(kind) (320 + WR_OWN(kind))
enum { WR_OWN_WALL = 640, WR_OTHER_WALL = 704, WR_BOTH_WALLS = 768 };
enum { WR_OWN_DISTANCE = 832, WR_OTHER_DISTANCE = 845 };

/* Expected inputs: base + each square named in squares ("a1 h2": rank * 8 + file), or base
 * alone when squares is NULL. */
typedef struct InputGroup {
    int base;
    const char *squares;
} InputGroup;

static InputList list_of(const InputGroup *groups, int group_count) {
    InputList list = {.count = 0};
    for (const InputGroup *group = groups; group < groups + group_count; group++) {
        if (!group->squares)
            list.inputs[list.count++] = (uint16_t)group->base;
        for (const char *c = group->squares; c && c[0] && c[1]; c += c[2] ? 3 : 2)
            list.inputs[list.count++] = (uint16_t)(group->base + (c[1] - '1') * 8 + (c[0] - 'a'));
    }
    qsort(list.inputs, (size_t)list.count, sizeof list.inputs[0], compare_inputs);
    return list;
}

/* player's list of the position text is exactly the groups' inputs. */
static void assert_groups(const char *text, int player, const InputGroup *groups, int count) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    InputList list = sorted_inputs(&WALLRUNNER_GAME, &pos, player);
    InputList expected = list_of(groups, count);
    assert_same_lists(&list, &expected, text, text);
}

#define GROUP_COUNT(groups) ((int)(sizeof(groups) / sizeof(groups)[0]))

/* The start: ten pieces a side (the other's on ranks 7 and 8 as each player sees them); the
 * empty wall squares are a2 h2 and a7 h7 (RULES.md WR3: the other wall squares hold pieces);
 * each King has no free path (it is boxed in by its own pieces), so its race distance is 7
 * ranks plus the detour of 2. The same list for both players. */
Test(game_nets, wallrunner_start_lists_the_layout) {
    static const InputGroup START[] = {
        {WR_OWN(KING), "e1"},
        {WR_OWN(GUARD), "d1"},
        {WR_OWN(STRIAG), "c1 f1"},
        {WR_OWN(DIAG), "b1 g1"},
        {WR_OWN(RUNNER), "c2 d2 e2 f2"},
        {WR_OTHER(KING), "e8"},
        {WR_OTHER(GUARD), "d8"},
        {WR_OTHER(STRIAG), "c8 f8"},
        {WR_OTHER(DIAG), "b8 g8"},
        {WR_OTHER(RUNNER), "c7 d7 e7 f7"},
        {WR_OWN_WALL, "a2 h2"},
        {WR_OTHER_WALL, "a7 h7"},
        {WR_OWN_DISTANCE + 9, NULL},
        {WR_OTHER_DISTANCE + 9, NULL},
    };
    cr_assert_eq(list_of(START, GROUP_COUNT(START)).count, 26);
    assert_groups(WALLRUNNER_START, 0, START, GROUP_COUNT(START));
    assert_groups(WALLRUNNER_START, 1, START, GROUP_COUNT(START));
}

/* White's Striag on a4 casts walls along the a-file and rank 4; Black's Diag on d7 casts
 * c8 and e8 (its King) and c6 b5 a4 and e6 f5 g4 h3 (White's Guard). So g4 is on both sides'
 * walls, and the squares under pieces are not listed as walls. White's King has seven free
 * steps (e1-e5 f6 f7 f8); Black's must go round rank 4. Black sees the board turned: its King
 * e8 as e1, White's Striag a4 as a5, g4 as g5. */
Test(game_nets, wallrunner_lists_empty_wall_squares_by_side) {
    static const char *const TEXT = "4k3/3d4/8/8/S7/7G/8/4K3 w - 1";
    PosBuf pos = gt_position(&WALLRUNNER_GAME, TEXT);
    int black_distance = wallrunner_king_distance(&pos, 1);
    cr_assert_gt(black_distance, 7, "rank 4 is a White wall from b4 to h4: a detour");
    const InputGroup white[] = {
        {WR_OWN(KING), "e1"},
        {WR_OWN(GUARD), "h3"},
        {WR_OWN(STRIAG), "a4"},
        {WR_OTHER(KING), "e8"},
        {WR_OTHER(DIAG), "d7"},
        {WR_OWN_WALL, "a1 a2 a3 b4 c4 d4 e4 f4 h4 a5 a6 a7 a8"},
        {WR_OTHER_WALL, "b5 f5 c6 e6 c8"},
        {WR_BOTH_WALLS, "g4"},
        {WR_OWN_DISTANCE + 7, NULL},
        {WR_OTHER_DISTANCE + black_distance, NULL},
    };
    assert_groups(TEXT, 0, white, GROUP_COUNT(white));
    const InputGroup black[] = {
        {WR_OWN(KING), "e1"},
        {WR_OWN(DIAG), "d2"},
        {WR_OTHER(KING), "e8"},
        {WR_OTHER(GUARD), "h6"},
        {WR_OTHER(STRIAG), "a5"},
        {WR_OWN_WALL, "b4 f4 c3 e3 c1"},
        {WR_OTHER_WALL, "a8 a7 a6 b5 c5 d5 e5 f5 h5 a4 a3 a2 a1"},
        {WR_BOTH_WALLS, "g5"},
        {WR_OWN_DISTANCE + black_distance, NULL},
        {WR_OTHER_DISTANCE + 7, NULL},
    };
    assert_groups(TEXT, 1, black, GROUP_COUNT(black));
}

/* A board full of pieces (no caster, so no walls) lists its 64 pieces and stops there, the
 * same way for both players. */
Test(game_nets, wallrunner_list_stops_at_the_most_active_inputs) {
    static const char *const TEXT =
        "rrrrkrrr/rrrrrrrr/rrrrrrrr/rrrrrrrr/RRRRRRRR/RRRRRRRR/RRRRRRRR/"
        "RRRKRRRR w - 1";
    PosBuf pos = gt_position(&WALLRUNNER_GAME, TEXT);
    for (int player = 0; player < 2; player++) {
        InputList list = sorted_inputs(&WALLRUNNER_GAME, &pos, player);
        cr_assert_eq(list.count, NET_MAX_ACTIVE);
        cr_assert_lt(list.inputs[NET_MAX_ACTIVE - 1], WR_OWN_WALL, "pieces only");
    }
    assert_mirrored(&WALLRUNNER_GAME, &pos, mirror_wallrunner_text);
}

/*
 * test_correction.c - the correction history: an entry learns the difference searches keep
 * finding, within its limit and faster from deeper searches; sides and keys are apart; and
 * the games' correction keys depend on what they name alone (chess: the pawns, and each
 * side's other pieces; Void Chess: the pawns and the voids; Wall Chess: the walls).
 */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "search/correction.h"

Test(correction, an_entry_learns_the_difference_searches_find) {
    CorrectionEntry *table = correction_create();
    cr_assert_not_null(table);
    cr_assert_eq(correction_value(table, 77, 0), 0);
    for (int i = 0; i < 400; i++)
        correction_update(table, 77, 0, 100, 130, 10); /* searches find +30 */
    Score learnt = correction_value(table, 77, 0);
    cr_assert(learnt >= 27 && learnt <= 30, "learnt %d, not about 30", learnt);
    cr_assert_eq(correction_value(table, 77, 1), 0, "the other side to move learnt it too");
    cr_assert_eq(correction_value(table, 78, 0), 0, "another key learnt it too");
    for (int i = 0; i < 400; i++)
        correction_update(table, 77, 0, 100, 70, 10);
    learnt = correction_value(table, 77, 0);
    cr_assert(learnt <= -27 && learnt >= -30, "relearnt %d, not about -30", learnt);
    correction_clear(table);
    cr_assert_eq(correction_value(table, 77, 0), 0);
    correction_destroy(table);
}

Test(correction, an_entry_stays_within_its_limit) {
    CorrectionEntry *table = correction_create();
    for (int i = 0; i < 1000; i++)
        correction_update(table, 5, 1, -500, 2000, 30);
    Score high = correction_value(table, 5, 1);
    for (int i = 0; i < 1000; i++)
        correction_update(table, 6, 1, 2000, -500, 30);
    Score low = correction_value(table, 6, 1);
    cr_assert(high > 0 && high <= 64, "%d", high);
    cr_assert_eq(low, -high);
    correction_destroy(table);
}

Test(correction, deeper_searches_move_an_entry_further) {
    CorrectionEntry *table = correction_create();
    for (int i = 0; i < 10; i++) {
        correction_update(table, 1, 0, 0, 50, 1);
        correction_update(table, 2, 0, 0, 50, 12);
    }
    Score shallow = correction_value(table, 1, 0), deep = correction_value(table, 2, 0);
    cr_assert(deep > shallow && shallow > 0, "depth 12: %d, depth 1: %d", deep, shallow);
    correction_destroy(table);
}

/* Key number index of Game.correction_keys for the position text. */
static uint64_t key_of(const Game *game, const char *text, int index) {
    PosBuf pos = gt_position(game, text);
    uint64_t keys[GAME_CORRECTION_KEYS];
    cr_assert_not_null(game->correction_keys);
    cr_assert_gt(game->correction_keys(&pos, keys), index);
    return keys[index];
}

static uint64_t pawn_key_of(const char *fen) {
    return key_of(&CHESS_GAME, fen, 0);
}

Test(correction, the_chess_key_is_the_pawn_structure) {
    uint64_t start = pawn_key_of(START_FEN);
    /* Other pieces, other side to move, other rights: the same pawns, the same key. */
    cr_assert_eq(pawn_key_of("r3k3/pppppppp/8/8/8/8/PPPPPPPP/4K2R b - - 3 20"), start);
    /* One pawn elsewhere, or gone. */
    cr_assert_neq(pawn_key_of("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), start);
    cr_assert_neq(pawn_key_of("rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"), start);
    /* The same squares with the colours of the pawns swapped. */
    cr_assert_neq(pawn_key_of("4k3/8/8/3P4/3p4/8/8/4K3 w - - 0 1"),
                  pawn_key_of("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1"));
}

Test(correction, the_chess_piece_keys_are_each_sides_other_pieces) {
    const char *start = START_FEN;
    uint64_t white = key_of(&CHESS_GAME, start, 1), black = key_of(&CHESS_GAME, start, 2);
    cr_assert_neq(white, black);
    /* A pawn move and black's pieces leave white's key; a white knight move changes it. */
    const char *e4_and_black_knight =
        "r1bqkbnr/pppppppp/2n5/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2";
    cr_assert_eq(key_of(&CHESS_GAME, e4_and_black_knight, 1), white);
    cr_assert_neq(key_of(&CHESS_GAME, e4_and_black_knight, 2), black);
    const char *white_knight = "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1";
    cr_assert_neq(key_of(&CHESS_GAME, white_knight, 1), white);
    cr_assert_eq(key_of(&CHESS_GAME, white_knight, 2), black);
    /* The same squares with a knight and a bishop swapped. */
    cr_assert_neq(key_of(&CHESS_GAME, "4k3/8/8/8/8/8/8/1NB1K3 w - - 0 1", 1),
                  key_of(&CHESS_GAME, "4k3/8/8/8/8/8/8/1BN1K3 w - - 0 1", 1));
}

Test(correction, the_void_chess_key_is_the_pawns_and_the_voids) {
    const char *start = "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0";
    uint64_t key = key_of(&VOIDCHESS_GAME, start, 0);
    cr_assert_eq(key_of(&VOIDCHESS_GAME,
                        "rnbqkbmnr/ppppppppp/9/9/9/9/5N3/PPPPPPPPP/RNBQKBM1R b KQkq - 1 1 - 0", 0),
                 key, "a knight move changed the key");
    cr_assert_neq(key_of(&VOIDCHESS_GAME,
                         "rnbqkbmnr/ppppppppp/9/4*4/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0", 0),
                  key, "a void did not change the key");
    cr_assert_neq(key_of(&VOIDCHESS_GAME,
                         "rnbqkbmnr/ppppppppp/9/9/9/4P4/9/PPPP1PPPP/RNBQKBMNR b KQkq - 0 1 - 0", 0),
                  key, "a pawn move did not change the key");
}

Test(correction, the_wall_chess_key_is_the_walls) {
    uint64_t key = key_of(&WALLCHESS_GAME, "e2 e8 9 10 n e3h 3", 0);
    cr_assert_eq(key_of(&WALLCHESS_GAME, "d2 f7 9 10 s e3h 5", 0), key,
                 "pawn moves changed the key");
    cr_assert_neq(key_of(&WALLCHESS_GAME, "e2 e8 9 9 s e3h,a5v 4", 0), key,
                  "a wall left the key alone");
    cr_assert_neq(key_of(&WALLCHESS_GAME, "e2 e8 9 10 n e4h 3", 0), key,
                  "a moved wall left the key alone");
}

/*
 * test_correction.c - the correction history: an entry learns the difference searches keep
 * finding, within its limit and faster from deeper searches; sides and keys are apart; and
 * the games' correction keys depend on what they name alone (chess: the pawns; Void Chess:
 * the pawns and the voids; Wall Chess: the walls).
 */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "chess_helpers.h"
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
    free(table);
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
    free(table);
}

Test(correction, deeper_searches_move_an_entry_further) {
    CorrectionEntry *table = correction_create();
    for (int i = 0; i < 10; i++) {
        correction_update(table, 1, 0, 0, 50, 1);
        correction_update(table, 2, 0, 0, 50, 12);
    }
    Score shallow = correction_value(table, 1, 0), deep = correction_value(table, 2, 0);
    cr_assert(deep > shallow && shallow > 0, "depth 12: %d, depth 1: %d", deep, shallow);
    free(table);
}

static uint64_t pawn_key_of(const char *fen) {
    PosBuf pos;
    chess_set(&pos, fen);
    cr_assert_not_null(CHESS_GAME.correction_key);
    return CHESS_GAME.correction_key(&pos);
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

static uint64_t key_of(const Game *game, const char *text) {
    PosBuf pos;
    char error[256];
    cr_assert(game->parse(&pos, text, error, sizeof error), "%s: %s", text, error);
    cr_assert_not_null(game->correction_key);
    return game->correction_key(&pos);
}

Test(correction, the_void_chess_key_is_the_pawns_and_the_voids) {
    const char *start = "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0";
    uint64_t key = key_of(&VOIDCHESS_GAME, start);
    cr_assert_eq(key_of(&VOIDCHESS_GAME,
                        "rnbqkbmnr/ppppppppp/9/9/9/9/5N3/PPPPPPPPP/RNBQKBM1R b KQkq - 1 1 - 0"),
                 key, "a knight move changed the key");
    cr_assert_neq(key_of(&VOIDCHESS_GAME,
                         "rnbqkbmnr/ppppppppp/9/4*4/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 - 0"),
                  key, "a void did not change the key");
    cr_assert_neq(key_of(&VOIDCHESS_GAME,
                         "rnbqkbmnr/ppppppppp/9/9/9/4P4/9/PPPP1PPPP/RNBQKBMNR b KQkq - 0 1 - 0"),
                  key, "a pawn move did not change the key");
}

Test(correction, the_wall_chess_key_is_the_walls) {
    uint64_t key = key_of(&WALLCHESS_GAME, "e2 e8 9 10 n e3h 3");
    cr_assert_eq(key_of(&WALLCHESS_GAME, "d2 f7 9 10 s e3h 5"), key, "pawn moves changed the key");
    cr_assert_neq(key_of(&WALLCHESS_GAME, "e2 e8 9 9 s e3h,a5v 4"), key,
                  "a wall left the key alone");
    cr_assert_neq(key_of(&WALLCHESS_GAME, "e2 e8 9 10 n e4h 3"), key,
                  "a moved wall left the key alone");
}

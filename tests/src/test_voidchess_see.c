/*
 * test_voidchess_see.c - the Void Chess static exchange: a free pawn, a queen lost to a pawn,
 * a rook x-ray, and the Minister that recaptures from two squares away unless the squares
 * between are blocked.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static bool see(const char *text, const char *move_text, int threshold) {
    PosBuf pos = gt_position(&VOIDCHESS_GAME, text);
    Move move;
    cr_assert(game_parse_legal_move(&VOIDCHESS_GAME, &pos, move_text, &move), "%s", move_text);
    return VOIDCHESS_GAME.see_at_least(&pos, move, threshold);
}

Test(voidchess_see, a_free_pawn_wins_a_pawn) {
    const char *text = "4k4/9/9/9/3p5/4P4/9/9/4K4 w - - 0 1";
    cr_assert(see(text, "e4d5", 0));
    cr_assert(see(text, "e4d5", 100));
    cr_assert_not(see(text, "e4d5", 101));
}

Test(voidchess_see, a_queen_taking_a_defended_pawn_loses_the_exchange) {
    const char *text = "4k4/9/2p6/3p5/9/9/9/3Q5/4K4 w - - 0 1";
    cr_assert_not(see(text, "d2d6", 0));
    cr_assert(see(text, "d2d6", -850), "pawn (100) for queen (950)");
    cr_assert_not(see(text, "d2d6", -849));
}

Test(voidchess_see, the_rook_behind_the_rook_joins_in) {
    /* Rxd6 Rxd6 Rxd6 would cost black a rook: black stops, white is a pawn up. */
    cr_assert(see("3rk4/9/9/3p5/9/9/9/3R5/3RK4 w - - 0 1", "d2d6", 100));
    cr_assert_not(see("3rk4/9/9/3p5/9/9/9/3R5/3RK4 w - - 0 1", "d2d6", 101));
    cr_assert_not(see("3rk4/9/9/3p5/9/9/9/3R5/4K4 w - - 0 1", "d2d6", 0), "without the x-ray");
}

Test(voidchess_see, a_minister_two_squares_away_takes_back) {
    /* The Minister on d7 reaches d5 through the empty d6 (VC4): pawn for pawn. */
    const char *text = "4k4/9/3m5/9/3p5/4P4/9/9/4K4 w - - 0 1";
    cr_assert(see(text, "e4d5", 0));
    cr_assert_not(see(text, "e4d5", 1));
    /* Knights on c6, d6 and e6 fill every square between: the pawn is free again. */
    cr_assert(see("4k4/9/3m5/2nnn4/3p5/4P4/9/9/4K4 w - - 0 1", "e4d5", 100));
}

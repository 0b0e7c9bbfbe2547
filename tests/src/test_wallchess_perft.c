/*
 * test_wallchess_perft.c - the Wall Chess move generator against the perft counts of
 * RULES.md section 3 and against every line of tests/perft/wallchess.epd (the published
 * positions first, then the cross-check positions from random games), to depth 3; the start
 * position also to depth 4. The suite runs from the repository root, as `make test` does.
 */
#include "tests/support/perft_epd.h"
#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

enum { MAX_EPD_DEPTH = 3 };

Test(wallchess_perft, start_position) {
    gt_assert_perft(&WALLCHESS_GAME, WALLCHESS_START, 1, 131);
    gt_assert_perft(&WALLCHESS_GAME, WALLCHESS_START, 2, 16677);
    gt_assert_perft(&WALLCHESS_GAME, WALLCHESS_START, 3, 2062264);
    gt_assert_perft(&WALLCHESS_GAME, WALLCHESS_START, 4, 247569030);
}

Test(wallchess_perft, after_seven_pawn_moves) {
    PosBuf start = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    PosBuf pos = gt_after(&WALLCHESS_GAME, &start, "e2 e8 e3 e7 e4 e6 e5");
    static const uint64_t EXPECTED[] = {132, 16938, 2111842};
    for (int depth = 1; depth <= 3; depth++)
        cr_assert_eq(perft(&WALLCHESS_GAME, &pos, depth), EXPECTED[depth - 1], "depth %d", depth);
}

Test(wallchess_perft, after_seven_pawn_moves_and_a_wall) {
    PosBuf start = gt_position(&WALLCHESS_GAME, WALLCHESS_START);
    PosBuf pos = gt_after(&WALLCHESS_GAME, &start, "e2 e8 e3 e7 e4 e6 e5 e6h");
    static const uint64_t EXPECTED[] = {129, 15922, 1936376};
    for (int depth = 1; depth <= 3; depth++)
        cr_assert_eq(perft(&WALLCHESS_GAME, &pos, depth), EXPECTED[depth - 1], "depth %d", depth);
}

Test(wallchess_perft, every_epd_line) {
    EpdTally tally = perft_epd_check(&WALLCHESS_GAME, "tests/perft/wallchess.epd", MAX_EPD_DEPTH);
    cr_assert_geq(tally.positions, 43, "only %d positions in the suite", tally.positions);
    cr_assert_eq(tally.checks, 3 * tally.positions);
}

Test(wallchess_perft, divide_sums_to_the_total) {
    PosBuf pos = gt_position(&WALLCHESS_GAME, "e1 e9 6 6 s a2h,g4h,e6h,h6h,d4v,c5v,e7v,a8v 8");
    uint64_t total = gt_divide(&WALLCHESS_GAME, &pos, 2);
    cr_assert_eq(total, 10266);
}

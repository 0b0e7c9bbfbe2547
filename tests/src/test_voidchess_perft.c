/*
 * test_voidchess_perft.c - the Void Chess move generator against the cross-check counts of
 * RULES.md section 2 (start position d1-d5) and against every line of
 * tests/perft/voidchess.epd and tests/perft/voidchess-unstable.epd (random positions with
 * voids and unstable squares, from an independent implementation) to depth 3. The suite
 * runs from the repository root, as `make test` does.
 */
#include "tests/support/perft_epd.h"
#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

enum { MAX_EPD_DEPTH = 3 };

Test(voidchess_perft, start_position) {
    static const uint64_t EXPECTED[] = {22, 484, 12230, 308655, 8871242};
    for (int depth = 1; depth <= 5; depth++)
        gt_assert_perft(&VOIDCHESS_GAME, VOIDCHESS_START, depth, EXPECTED[depth - 1]);
}

/* The start position without the two optional fields is the same position. */
Test(voidchess_perft, start_position_with_six_fields) {
    gt_assert_perft(&VOIDCHESS_GAME,
                    "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1", 3, 12230);
}

/* Every line of path to MAX_EPD_DEPTH; returns the positions read. */
static int check_epd_file(const char *path) {
    EpdTally tally = perft_epd_check(&VOIDCHESS_GAME, path, MAX_EPD_DEPTH);
    cr_assert_eq(tally.checks, 3 * tally.positions, "%s: %d counts checked for %d lines", path,
                 tally.checks, tally.positions);
    return tally.positions;
}

Test(voidchess_perft, every_epd_line) {
    cr_assert_eq(check_epd_file("tests/perft/voidchess.epd"), 41);
}

Test(voidchess_perft, every_unstable_epd_line) {
    cr_assert_eq(check_epd_file("tests/perft/voidchess-unstable.epd"), 16);
}

Test(voidchess_perft, divide_sums_to_the_total) {
    PosBuf pos = gt_position(
        &VOIDCHESS_GAME,
        "r1bq4r/n1pk1pn1p/4p4/ppP3Np1/3*1m2P/7P1/8M/P1PP1NP2/R1Q1KB2R b KQ - 0 21 c6 0");
    uint64_t total = gt_divide(&VOIDCHESS_GAME, &pos, 2);
    cr_assert_eq(total, 2329);
}

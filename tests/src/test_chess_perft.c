/*
 * test_chess_perft.c - the chess move generator against the reference perft counts of
 * RULES.md section 1 (the chessprogramming wiki positions). Depths are kept small enough
 * for CI; the deeper counts are checked by hand with the perft command.
 */
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "src/perft.h"

Test(chess_perft, start_position_depth_5) {
    gt_assert_perft(&CHESS_GAME, START_FEN, 5, 4865609);
}

Test(chess_perft, kiwipete_depth_4) {
    gt_assert_perft(&CHESS_GAME, KIWIPETE_FEN, 4, 4085603);
}

Test(chess_perft, position_3_depth_5) {
    gt_assert_perft(&CHESS_GAME, POSITION3_FEN, 5, 674624);
}

Test(chess_perft, position_4_depth_4) {
    gt_assert_perft(&CHESS_GAME, POSITION4_FEN, 4, 422333);
}

/* Position 4 with colours and ranks swapped must have the same tree. */
Test(chess_perft, position_4_mirrored_depth_4) {
    gt_assert_perft(&CHESS_GAME, "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
                    4, 422333);
}

Test(chess_perft, position_5_depth_4) {
    gt_assert_perft(&CHESS_GAME, POSITION5_FEN, 4, 2103487);
}

Test(chess_perft, position_6_depth_4) {
    gt_assert_perft(&CHESS_GAME, POSITION6_FEN, 4, 3894594);
}

Test(chess_perft, divide_sums_to_the_total) {
    PosBuf pos = gt_position(&CHESS_GAME, KIWIPETE_FEN);
    uint64_t total = gt_divide(&CHESS_GAME, &pos, 3);
    cr_assert_eq(total, perft(&CHESS_GAME, &pos, 3));
}

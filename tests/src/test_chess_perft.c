/*
 * test_chess_perft.c - the chess move generator against the reference perft counts of
 * RULES.md section 1 (the chessprogramming wiki positions). Depths are kept small enough
 * for CI; the deeper counts are checked by hand with the perft command.
 */
#include "tests/support/chess_helpers.h"
#include "src/perft.h"

static void assert_perft(const char *fen, int depth, uint64_t expected) {
    PosBuf pos;
    chess_set(&pos, fen);
    uint64_t nodes = perft(&CHESS_GAME, &pos, depth);
    cr_assert_eq(nodes, expected, "perft(%d) of %s: %llu, expected %llu", depth, fen,
                 (unsigned long long)nodes, (unsigned long long)expected);
}

Test(chess_perft, start_position_depth_5) {
    assert_perft(START_FEN, 5, 4865609);
}

Test(chess_perft, kiwipete_depth_4) {
    assert_perft(KIWIPETE_FEN, 4, 4085603);
}

Test(chess_perft, position_3_depth_5) {
    assert_perft(POSITION3_FEN, 5, 674624);
}

Test(chess_perft, position_4_depth_4) {
    assert_perft(POSITION4_FEN, 4, 422333);
}

/* Position 4 with colours and ranks swapped must have the same tree. */
Test(chess_perft, position_4_mirrored_depth_4) {
    assert_perft("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333);
}

Test(chess_perft, position_5_depth_4) {
    assert_perft(POSITION5_FEN, 4, 2103487);
}

Test(chess_perft, position_6_depth_4) {
    assert_perft(POSITION6_FEN, 4, 3894594);
}

static void add_count(void *context, const char *move, uint64_t count) {
    (void)move;
    *(uint64_t *)context += count;
}

Test(chess_perft, divide_sums_to_the_total) {
    PosBuf pos;
    chess_set(&pos, KIWIPETE_FEN);
    uint64_t sum = 0;
    uint64_t total = perft_divide(&CHESS_GAME, &pos, 3, add_count, &sum);
    cr_assert_eq(total, sum);
    cr_assert_eq(total, perft(&CHESS_GAME, &pos, 3));
}

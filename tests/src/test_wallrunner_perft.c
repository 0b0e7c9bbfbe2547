/*
 * test_wallrunner_perft.c - the Wall Runner move generator against the perft counts of
 * RULES.md section 5 (start position, depths 1-3), against every line of
 * tests/perft/wallrunner.epd (the start position, then the cross-check positions from random
 * games) to depth 3, and against the tests' own independent model of the rules
 * (wallrunner_model.c) at depth 4 from the start and move by move in a divide. The suite runs
 * from the repository root, as `make test` does.
 */
#include <stdio.h>

#include "tests/support/perft_epd.h"
#include "src/perft.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"
#include "tests/support/wallrunner_model.h"

enum { MAX_EPD_DEPTH = 3, EPD_POSITIONS = 41 };

Test(wallrunner_perft, start_position_reference_counts) {
    gt_assert_perft(&WALLRUNNER_GAME, WALLRUNNER_START, 1, 34);
    gt_assert_perft(&WALLRUNNER_GAME, WALLRUNNER_START, 2, 1106);
    gt_assert_perft(&WALLRUNNER_GAME, WALLRUNNER_START, 3, 42683);
}

Test(wallrunner_perft, start_position_depth_4_matches_the_model) {
    Model model;
    cr_assert(model_read(WALLRUNNER_START, &model));
    uint64_t expected = model_perft(&model, 4);
    gt_assert_perft(&WALLRUNNER_GAME, WALLRUNNER_START, 4, expected);
    cr_assert_eq(expected, 1594335);
}

/* The model itself must reproduce the reference counts, or comparing with it proves little. */
Test(wallrunner_perft, model_matches_the_reference_counts) {
    Model model;
    cr_assert(model_read(WALLRUNNER_START, &model));
    cr_assert_eq(model_perft(&model, 1), 34);
    cr_assert_eq(model_perft(&model, 2), 1106);
    cr_assert_eq(model_perft(&model, 3), 42683);
}

Test(wallrunner_perft, every_epd_line) {
    EpdTally tally = perft_epd_check(&WALLRUNNER_GAME, "tests/perft/wallrunner.epd", MAX_EPD_DEPTH);
    cr_assert_eq(tally.positions, EPD_POSITIONS, "%d positions in the suite", tally.positions);
    cr_assert_eq(tally.checks, 3 * tally.positions);
}

/* Per root move, the engine's subtree count equals the model's (depth 3 below each move). */
static void compare_divide(const char *text, int depth) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, text);
    Model model;
    cr_assert(model_read(text, &model));
    ModelMove moves[MODEL_MAX_MOVES];
    int count = model_moves(&model, moves);
    cr_assert_eq(count, (int)perft(&WALLRUNNER_GAME, &pos, 1), "move count of %s", text);
    for (int i = 0; i < count; i++) {
        char move_text[5];
        model_move_text(moves[i], move_text);
        Move move;
        cr_assert(game_parse_legal_move(&WALLRUNNER_GAME, &pos, move_text, &move),
                  "%s: the model's move %s is not legal in the engine", text, move_text);
        PosBuf child;
        cr_assert(WALLRUNNER_GAME.play(&pos, move, &child));
        Model next;
        model_play(&model, moves[i], &next);
        uint64_t ours = perft(&WALLRUNNER_GAME, &child, depth - 1);
        uint64_t theirs = model_perft(&next, depth - 1);
        cr_assert_eq(ours, theirs, "%s, after %s: %llu, model %llu", text, move_text,
                     (unsigned long long)ours, (unsigned long long)theirs);
    }
}

Test(wallrunner_perft, divide_matches_the_model) {
    compare_divide(WALLRUNNER_START, 3);
    /* a position with a return ban, and one with Guards next to enemies on the edge */
    compare_divide("sR1r1s1d/1R3k2/2r2g1R/5G2/1r2K2r/5d2/D7/5S2 b f3f4 58", 3);
    compare_divide("1d1rkr2/Rs5s/4S3/6R1/g1G5/R4K1d/D4R2/2DrS3 w - 52", 3);
}

Test(wallrunner_perft, divide_sums_to_the_total) {
    PosBuf pos = gt_position(&WALLRUNNER_GAME, WALLRUNNER_START);
    uint64_t total = gt_divide(&WALLRUNNER_GAME, &pos, 3);
    cr_assert_eq(total, 42683);
}

Test(wallrunner_perft, decided_position_has_no_children) {
    /* Black's King is missing: White has pushed it off the board. */
    gt_assert_perft(&WALLRUNNER_GAME, "1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 9", 1, 0);
    gt_assert_perft(&WALLRUNNER_GAME, "1dsg1sd1/2rrrr2/8/8/8/8/2RRRR2/1DSGKSD1 b - 9", 3, 0);
}

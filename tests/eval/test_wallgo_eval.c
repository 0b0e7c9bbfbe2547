/*
 * test_wallgo_eval.c - the Wall Go evaluation: a score is the player's value against the
 * mean of the other values (so two-player scores are opposite and mirror positions are even),
 * closed territory counts a point a cell, trapped tokens and spent walls cost, and the
 * `eval` trace prints every term and the same total.
 */
#include <stdio.h>
#include <string.h>

#include "eval/wallgo/wallgo_eval.h"
#include "tests/support/game_helpers.h"
#include "tests/support/positions.h"

static Score score_of(const char *text, int player) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    return WALLGO_GAME.evaluate_player(&pos, player);
}

Test(wallgo_eval, two_player_scores_are_opposite) {
    static const char *const POSITIONS[] = {
        WALLGO_START2,
        WALLGO_CROSS_CHECK,
        "4BB1/A6/7/1B5/3AA2/B6/A6 B 16,17 c1n,a4n,b5n,g6n,c2e,e2e,e7e 0,0",
        "7/7/7/3A3/2B4/7/7 A 20,20 - 3,3",
    };
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        PosBuf pos = gt_position(&WALLGO_GAME, POSITIONS[i]);
        Score a = WALLGO_GAME.evaluate_player(&pos, 0), b = WALLGO_GAME.evaluate_player(&pos, 1);
        cr_assert_eq(a, -b, "%s: %d and %d", POSITIONS[i], a, b);
        cr_assert_eq(WALLGO_GAME.evaluate(&pos), pos_header(&pos)->side == 0 ? a : b);
    }
}

/* B's tokens are A's mirrored across rank 4: nobody is ahead. */
Test(wallgo_eval, mirrored_positions_are_even) {
    cr_assert_eq(score_of("7/1B3B1/2B1B2/7/2A1A2/1A3A1/7 A 20,20 - 0,0", 0), 0);
    cr_assert_eq(score_of("7/1B3B1/2B1B2/7/2A1A2/1A3A1/7 B 19,19 c2n,c5n 0,0", 1), 0);
}

Test(wallgo_eval, closed_territory_counts_a_point_per_cell) {
    /* Ranks 1-3 are A's (21 cells); B and C share ranks 4-7. */
    const char *text = "BB5/7/7/2C1C2/7/7/AA5 C 15,16,16 a3n,b3n,c3n,d3n,e3n,f3n,g3n,a4n,b4n,c4n,"
                       "d4n,e4n,f4n 0,0,0";
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    StrBuf out;
    strbuf_init(&out);
    WALLGO_GAME.eval_trace(&pos, &out);
    cr_assert(strstr(strbuf_text(&out), "Closed |         21  +2100 |          0     +0 |"), "%s",
              strbuf_text(&out));
    strbuf_free(&out);
    cr_assert_gt(WALLGO_GAME.evaluate_player(&pos, 0), 0, "A is ahead");
}

Test(wallgo_eval, a_trapped_token_costs) {
    /* The same tokens; in the second position A's a1 is boxed in by walls. */
    Score free = score_of("A1A1BBB/7/7/7/7/7/A1B2A1 A 18,20 d5n,d5e 0,0", 0);
    Score boxed = score_of("A1A1BBB/7/7/7/7/7/A1B2A1 A 18,20 a1n,a1e 0,0", 0);
    cr_assert_lt(boxed, free - 50, "boxed %d, free %d", boxed, free);
}

Test(wallgo_eval, the_trace_prints_every_term_and_the_total) {
    PosBuf pos = gt_position(&WALLGO_GAME, WALLGO_CROSS_CHECK);
    StrBuf out;
    strbuf_init(&out);
    WALLGO_GAME.eval_trace(&pos, &out);
    const char *text = strbuf_text(&out);
    static const char *const TERMS[] = {"Closed",   "Nearer",        "Destinations", "Trapped",
                                        "One exit", "Walls in hand", "Value"};
    for (size_t i = 0; i < sizeof TERMS / sizeof TERMS[0]; i++)
        cr_assert(strstr(text, TERMS[i]), "no %s in:\n%s", TERMS[i], text);
    char total[64];
    snprintf(total, sizeof total, "Evaluation %+d for the side to move (A)",
             WALLGO_GAME.evaluate(&pos));
    cr_assert(strstr(text, total), "%s", text);
    strbuf_free(&out);
}

/* Each score is a value minus the mean of the others: the scores' exact sum is 0, and each one
 * rounded toward zero moves it by less than 1. */
Test(wallgo_eval, three_players_score_against_the_mean_of_the_others) {
    PosBuf pos = gt_position(
        &WALLGO_GAME, "7/4A2/5C1/1A5/2C4/1B3B1/7 B 17,18,18 e1n,c2n,e6n,d1e,e3e,a6e,e7e 0,0,0");
    Score sum = 0, spread = 0;
    for (int player = 0; player < 3; player++) {
        Score score = WALLGO_GAME.evaluate_player(&pos, player);
        sum += score;
        spread += score < 0 ? -score : score;
    }
    cr_assert_leq(sum < 0 ? -sum : sum, 2, "scores sum to %d", sum);
    cr_assert_gt(spread, 100, "the players' values differ in this position");
}

/* The values of the trace's "Value" row of pos, one per player. */
static void trace_values(const void *pos, int players, int *values) {
    StrBuf out;
    strbuf_init(&out);
    WALLGO_GAME.eval_trace(pos, &out);
    const char *row = strstr(strbuf_text(&out), "         Value |");
    cr_assert(row, "no Value row in\n%s", strbuf_text(&out));
    row += strlen("         Value |");
    for (int player = 0; player < players; player++) {
        int used = 0;
        cr_assert_eq(sscanf(row, " %d |%n", &values[player], &used), 1, "%s", row);
        row += used;
    }
    strbuf_free(&out);
}

/* Four players: each score is the value minus the mean of the three others' (the sum of
 * 3 * value minus the others', divided by 3 in C), and the features say the same with 3 as
 * their divisor. */
Test(wallgo_eval, four_players_score_their_value_minus_the_mean_of_the_others) {
    PosBuf pos = gt_position(&WALLGO_GAME,
                             "D5D/2C3C/7/3A3/4B2/1B4A/7 A 19,19,20,18 c3n,d3n,d2e,e4e 0,0,0,0");
    int values[4], total = 0;
    trace_values(&pos, 4, values);
    for (int player = 0; player < 4; player++)
        total += values[player];
    for (int player = 0; player < 4; player++) {
        int others = total - values[player];
        Score expected = (3 * values[player] - others) / 3;
        cr_assert_eq(WALLGO_GAME.evaluate_player(&pos, player), expected, "player %c",
                     'A' + player);
        EvalFeatures features;
        cr_assert(WALLGO_GAME.eval_features(&pos, player, &features));
        cr_assert_eq(features.divisor, 3);
        cr_assert_eq(eval_features_score(&WALLGO_MULTI_EVAL_WEIGHTS, &features), expected);
    }
}

/* The value the trace prints for walls in hand of player A (18 walls) in text, and its
 * evaluation from the features scored with weights. */
static void expect_weights(const char *text, const EvalWeights *weights) {
    PosBuf pos = gt_position(&WALLGO_GAME, text);
    StrBuf out;
    strbuf_init(&out);
    WALLGO_GAME.eval_trace(&pos, &out);
    char row[96];
    snprintf(row, sizeof row, " Walls in hand |    %7d %+6d |", 18,
             18 * weights->values[WALLGO_WALLS_IN_HAND]);
    cr_assert(strstr(strbuf_text(&out), row), "%s: no '%s' in\n%s", weights->source, row,
              strbuf_text(&out));
    strbuf_free(&out);
    EvalFeatures features;
    cr_assert(WALLGO_GAME.eval_features(&pos, 0, &features));
    cr_assert_eq(eval_features_score(weights, &features), WALLGO_GAME.evaluate_player(&pos, 0),
                 "%s", weights->source);
}

/* One position under either rules: the site rules play it with wallgo_weights.h, the show
 * rules with wallgo_show_weights.h, and the tuner is handed the same set for each. */
Test(wallgo_eval, each_rule_set_plays_with_its_own_weights) {
    cr_assert_neq(WALLGO_SHOW_EVAL_WEIGHTS.values[WALLGO_WALLS_IN_HAND],
                  WALLGO_EVAL_WEIGHTS.values[WALLGO_WALLS_IN_HAND],
                  "the sets must differ for the trace to tell them apart");
    expect_weights("A1A1BBB/7/7/7/7/7/A1B2A1 A 18,20 a1n,a1e 0,0", &WALLGO_EVAL_WEIGHTS);
    expect_weights("A1A1BBB/7/7/7/7/7/A1B2A1 A 18,20 a1n,a1e 0,0 show", &WALLGO_SHOW_EVAL_WEIGHTS);
    GameChoices show = {{0}};
    show.value[0] = (uint8_t)game_choice_value(&WALLGO_GAME.choices[0], "show");
    cr_assert_eq(game_eval_weights(&WALLGO_GAME, 2, &show), &WALLGO_SHOW_EVAL_WEIGHTS);
    cr_assert_eq(game_eval_weights(&WALLGO_GAME, 2, NULL), &WALLGO_EVAL_WEIGHTS);
    cr_assert_eq(game_eval_weights(&WALLGO_GAME, 3, &show), &WALLGO_SHOW_MULTI_EVAL_WEIGHTS);
    cr_assert_eq(game_eval_weights(&WALLGO_GAME, 4, &show), &WALLGO_SHOW_MULTI_EVAL_WEIGHTS);
    cr_assert_eq(game_eval_weights(&WALLGO_GAME, 3, NULL), &WALLGO_MULTI_EVAL_WEIGHTS);
}

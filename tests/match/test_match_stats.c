/*
 * test_match_stats.c - the match statistics against values worked out by hand.
 *
 * Every expected number is derived in the comment above its assertion from the formulas
 * alone (cutechess-cli's trinomial Elo, fastchess's pentanomial Elo, the GSPRT
 * approximation with logistic bounds), not from the code under test.
 */
#include <criterion/criterion.h>
#include <math.h>

#include "match/stats.h"
#include "match/tally.h"

static const double TOLERANCE = 1e-6;

/* The running example: W=60 L=40 D=100, n=200.
 *   score s = (60 + 100/2) / 200 = 110/200 = 0.55
 *   Elo = -400 log10(1/0.55 - 1) = -400 log10(0.818181...) = -400 (-0.0871502) = 34.860070
 *   variance per game = w(1-s)^2 + l(0-s)^2 + d(0.5-s)^2
 *                     = 0.3 * 0.2025 + 0.2 * 0.3025 + 0.5 * 0.0025 = 0.1225
 *   standard error = sqrt(0.1225 / 200) = 0.35 / 14.142136 = 0.0247487
 *   95% interval of the score: 0.55 -/+ 1.959964 * 0.0247487 = [0.501493, 0.598507]
 *   Elo there: -400 log10(1/0.501493 - 1) = 1.03745, -400 log10(1/0.598507 - 1) = 69.35650
 *   error = (69.35650 - 1.03745) / 2 = 34.15953 (34.159269 with the unrounded interval) */
static const Wdl EXAMPLE = {.wins = 60, .losses = 40, .draws = 100};

Test(match_stats, score_of_sixty_forty_hundred_is_0_55) {
    cr_assert_float_eq(stats_score(&EXAMPLE), 0.55, TOLERANCE);
    cr_assert_eq(stats_games(&EXAMPLE), 200);
}

Test(match_stats, elo_difference_follows_the_logistic_curve) {
    EloEstimate elo = stats_elo(&EXAMPLE);
    cr_assert_float_eq(elo.elo, 34.860070, 1e-5);
}

Test(match_stats, error_bar_is_half_the_95_percent_interval_in_elo) {
    EloEstimate elo = stats_elo(&EXAMPLE);
    cr_assert_float_eq(elo.error, 34.159269, 1e-5);
}

/* LOS = 1/2 (1 + erf((W - L) / sqrt(2 (W + L)))) = 1/2 (1 + erf(20 / sqrt(200)))
 *     = 1/2 (1 + erf(1.4142136)) = 1/2 (1 + 0.9544997) = 97.724987 % */
Test(match_stats, likelihood_of_superiority_uses_decisive_games_only) {
    cr_assert_float_eq(stats_los(&EXAMPLE), 97.724987, 1e-5);
}

/* DrawRatio = 100 / 200 = 50 % */
Test(match_stats, draw_ratio_is_draws_over_games) {
    cr_assert_float_eq(stats_draw_ratio(&EXAMPLE), 50.0, TOLERANCE);
}

/* An even score is 0 Elo and 50 % LOS: W=L=10, D=5 -> s = 0.5, erf(0) = 0. */
Test(match_stats, even_score_is_zero_elo) {
    Wdl even = {.wins = 10, .losses = 10, .draws = 5};
    cr_assert_float_eq(stats_elo(&even).elo, 0.0, TOLERANCE);
    cr_assert_float_eq(stats_los(&even), 50.0, TOLERANCE);
}

/* No games: nothing to estimate, every figure is neutral, not NaN. */
Test(match_stats, no_games_gives_neutral_figures) {
    Wdl none = {0, 0, 0};
    Penta no_pairs = {{0, 0, 0, 0, 0}};
    SprtConfig sprt = {true, 0.0, 10.0, 0.05, 0.05};
    cr_assert_float_eq(stats_elo(&none).elo, 0.0, TOLERANCE);
    cr_assert_float_eq(stats_elo(&none).error, 0.0, TOLERANCE);
    cr_assert_float_eq(stats_los(&none), 50.0, TOLERANCE);
    cr_assert_float_eq(stats_draw_ratio(&none), 0.0, TOLERANCE);
    cr_assert_float_eq(stats_llr(&none, &sprt), 0.0, TOLERANCE);
    cr_assert_float_eq(stats_llr_penta(&no_pairs, &sprt), 0.0, TOLERANCE);
}

/* A perfect score is an infinite Elo difference. */
Test(match_stats, perfect_score_is_infinite_elo) {
    Wdl perfect = {.wins = 4, .losses = 0, .draws = 0};
    cr_assert(isinf(stats_elo(&perfect).elo) && stats_elo(&perfect).elo > 0);
}

/* Pentanomial counts [LL, LD, WL+DD, WD, WW] = [3, 17, 45, 25, 10], 100 pairs.
 *   pair score per game = (0*3 + 0.25*17 + 0.5*45 + 0.75*25 + 1*10) / 100
 *                       = (4.25 + 22.5 + 18.75 + 10) / 100 = 0.555
 *   Elo = -400 log10(1/0.555 - 1) = -400 log10(0.801802) = 38.373189
 *   variance per pair = [3 (0.555)^2 + 17 (0.305)^2 + 45 (0.055)^2 + 25 (0.195)^2
 *                        + 10 (0.445)^2] / 100
 *                     = (0.924075 + 1.581425 + 0.136125 + 0.950625 + 1.980250) / 100
 *                     = 0.055725
 *   standard error = sqrt(0.055725 / 100) = 0.0236062
 *   interval: 0.555 -/+ 0.0462672 = [0.508733, 0.601267]
 *   Elo there: 6.06893 and 71.35408; error = (71.35408 - 6.06893) / 2 = 32.64258
 *   (32.642709 with the unrounded interval) */
static const Penta PAIRS = {{3, 17, 45, 25, 10}};

Test(match_stats, pentanomial_elo_and_error) {
    EloEstimate elo = stats_elo_penta(&PAIRS);
    cr_assert_eq(stats_pairs(&PAIRS), 100);
    cr_assert_float_eq(stats_penta_score(&PAIRS), 0.555, TOLERANCE);
    cr_assert_float_eq(elo.elo, 38.373189, 1e-5);
    cr_assert_float_eq(elo.error, 32.642709, 1e-5);
}

/* alpha = beta = 0.05: lower = ln(0.05 / 0.95) = -2.944439, upper = ln(0.95 / 0.05) = 2.944439.
 * alpha = 0.05, beta = 0.10: lower = ln(0.1 / 0.95) = -2.251292, upper = ln(0.9 / 0.05)
 * = 2.890372. */
Test(match_stats, sprt_bounds_come_from_alpha_and_beta) {
    SprtConfig even = {true, 0.0, 10.0, 0.05, 0.05};
    SprtConfig skewed = {true, -5.0, 5.0, 0.05, 0.10};
    cr_assert_float_eq(stats_sprt_lower(&even), -2.944439, 1e-6);
    cr_assert_float_eq(stats_sprt_upper(&even), 2.944439, 1e-6);
    cr_assert_float_eq(stats_sprt_lower(&skewed), -2.251292, 1e-6);
    cr_assert_float_eq(stats_sprt_upper(&skewed), 2.890372, 1e-6);
}

/* SPRT [0, 10] on W=60 L=40 D=100:
 *   s0 = 1 / (1 + 10^(0/400)) = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 0.514387184
 *   LLR = n (s1 - s0)(2 s - s0 - s1) / (2 var)
 *       = 200 * 0.014387184 * (1.1 - 1.014387184) / (2 * 0.1225)
 *       = 200 * 0.014387184 * 0.085612816 / 0.245 = 1.005492 */
Test(match_stats, trinomial_llr_of_the_example) {
    SprtConfig sprt = {true, 0.0, 10.0, 0.05, 0.05};
    double llr = stats_llr(&EXAMPLE, &sprt);
    cr_assert_float_eq(llr, 1.005492, 1e-5);
    cr_assert_eq(stats_sprt_verdict(llr, &sprt), SPRT_CONTINUE);
}

/* SPRT [0, 10] on the pentanomial example, per pair:
 *   LLR = 100 * 0.014387184 * (1.11 - 1.014387184) / (2 * 0.055725)
 *       = 100 * 0.014387184 * 0.095612816 / 0.11145 = 1.234275 */
Test(match_stats, pentanomial_llr_of_the_example) {
    SprtConfig sprt = {true, 0.0, 10.0, 0.05, 0.05};
    cr_assert_float_eq(stats_llr_penta(&PAIRS, &sprt), 1.234275, 1e-5);
}

/* Ten times the example (W=600 L=400 D=1000) keeps s and var, so LLR scales by 10 to
 * 10.05492 > 2.944439: H1. Mirrored (W=400 L=600) s = 0.45:
 *   LLR = 2000 * 0.014387184 * (0.9 - 1.014387184) / 0.245 = -13.434363 < -2.944439: H0. */
Test(match_stats, sprt_verdict_at_the_bounds) {
    SprtConfig sprt = {true, 0.0, 10.0, 0.05, 0.05};
    Wdl strong = {.wins = 600, .losses = 400, .draws = 1000};
    Wdl weak = {.wins = 400, .losses = 600, .draws = 1000};
    cr_assert_float_eq(stats_llr(&strong, &sprt), 10.054917, 1e-5);
    cr_assert_eq(stats_sprt_verdict(stats_llr(&strong, &sprt), &sprt), SPRT_H1);
    cr_assert_float_eq(stats_llr(&weak, &sprt), -13.434363, 1e-5);
    cr_assert_eq(stats_sprt_verdict(stats_llr(&weak, &sprt), &sprt), SPRT_H0);
}

/* Only wins so far: the variance per game is 0 and the approximation undefined; the LLR stays
 * 0 until results differ (as fastchess does). */
Test(match_stats, llr_is_zero_while_every_result_is_the_same) {
    SprtConfig sprt = {true, 0.0, 10.0, 0.05, 0.05};
    Wdl wins = {.wins = 10, .losses = 0, .draws = 0};
    Penta pairs = {{0, 0, 0, 0, 5}};
    cr_assert_float_eq(stats_llr(&wins, &sprt), 0.0, TOLERANCE);
    cr_assert_float_eq(stats_llr_penta(&pairs, &sprt), 0.0, TOLERANCE);
}

/* The logistic curve and its inverse: 0.75 <-> -400 log10(1/3) = 190.848502. */
Test(match_stats, elo_and_score_are_inverse) {
    cr_assert_float_eq(stats_elo_from_score(0.75), 190.848502, 1e-5);
    cr_assert_float_eq(stats_score_from_elo(190.848502), 0.75, 1e-8);
}

/* Five pairs [0, 4, 1, 0, 0]: mean 0.3, variance per pair 4/5 * 0.05^2 + 1/5 * 0.2^2 = 0.01;
 * SPRT [0, 20]: s1 = 1 / (1 + 10^(-20/400)) = 0.528751, so
 *   LLR = 5 * 0.028751 * (0.6 - 1.028751) / 0.02 = -3.0818, past the lower bound -2.944439,
 * yet five pairs are too few for a verdict. Four times as many pairs, [0, 16, 4, 0, 0], keep
 * the mean and variance: LLR = 4 * -3.0818 = -12.327, and twenty pairs give H0. */
Test(match_stats, sprt_gives_no_verdict_before_twenty_pairs) {
    SprtConfig sprt = {true, 0.0, 20.0, 0.05, 0.05};
    PairTally few = {.penta = {{0, 4, 1, 0, 0}}};
    PairTally more = {.penta = {{0, 16, 4, 0, 0}}};
    cr_assert_float_eq(tally_llr(&few, &sprt, true), -3.0818, 1e-3);
    cr_assert_eq(tally_sprt_verdict(&few, &sprt, true), SPRT_CONTINUE);
    cr_assert_float_eq(tally_llr(&more, &sprt, true), -12.327, 1e-2);
    cr_assert_eq(tally_sprt_verdict(&more, &sprt, true), SPRT_H0);
}

/* Without pairs the count is of games. 15 losses and 4 draws (19 games): s = 2/19 = 0.105263,
 * variance 15/19 * 0.105263^2 + 4/19 * 0.394737^2 = 0.041551, LLR = 19 * 0.028751 * (0.210526
 * - 1.028751) / 0.083102 = -5.378: no verdict yet. One more loss (20 games): s = 0.1, variance
 * 0.8 * 0.01 + 0.2 * 0.16 = 0.04, LLR = 20 * 0.028751 * (0.2 - 1.028751) / 0.08 = -5.957: H0. */
Test(match_stats, sprt_gives_no_verdict_before_twenty_games_without_pairs) {
    SprtConfig sprt = {true, 0.0, 20.0, 0.05, 0.05};
    PairTally nineteen = {.wdl = {.wins = 0, .losses = 15, .draws = 4}};
    PairTally twenty = {.wdl = {.wins = 0, .losses = 16, .draws = 4}};
    cr_assert_float_eq(tally_llr(&nineteen, &sprt, false), -5.378, 1e-2);
    cr_assert_eq(tally_sprt_verdict(&nineteen, &sprt, false), SPRT_CONTINUE);
    cr_assert_float_eq(tally_llr(&twenty, &sprt, false), -5.957, 1e-2);
    cr_assert_eq(tally_sprt_verdict(&twenty, &sprt, false), SPRT_H0);
}

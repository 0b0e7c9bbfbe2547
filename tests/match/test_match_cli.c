/*
 * test_match_cli.c - time controls, clocks and the cutechess-style command line of
 * tessera-match.
 */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "match/cli.h"
#include "match/clock.h"
#include "engine/registry.h"
#include "src/game.h"

static TimeControl tc_of(const char *text) {
    TimeControl tc;
    memset(&tc, 0, sizeof tc);
    cr_assert(clock_parse_tc(text, &tc), "'%s' should parse", text);
    return tc;
}

Test(match_clock, moves_seconds_and_increment) {
    TimeControl tc = tc_of("40/60+0.5");
    cr_assert_eq(tc.moves, 40);
    cr_assert_eq(tc.base_ms, 60000);
    cr_assert_eq(tc.increment_ms, 500);
    cr_assert_not(tc.infinite);
}

Test(match_clock, seconds_and_fractional_increment) {
    TimeControl tc = tc_of("2+0.05");
    cr_assert_eq(tc.moves, 0);
    cr_assert_eq(tc.base_ms, 2000);
    cr_assert_eq(tc.increment_ms, 50);
}

Test(match_clock, minutes_colon_seconds_and_infinite) {
    cr_assert_eq(tc_of("1:30").base_ms, 90000);
    cr_assert_eq(tc_of("40/2:00+1").base_ms, 120000);
    cr_assert(tc_of("inf").infinite);
}

/* cutechess-cli scripts write the whole-game clock as 0 moves per period. */
Test(match_clock, zero_moves_per_period_is_the_whole_game) {
    TimeControl tc = tc_of("0/10+0.1");
    cr_assert_eq(tc.moves, 0);
    cr_assert_eq(tc.base_ms, 10000);
    cr_assert_eq(tc.increment_ms, 100);
}

Test(match_clock, malformed_time_controls_are_refused) {
    const char *bad[] = {"",   "abc", "40/",         "/60",    "0",    "-5+1",
                         "2+", "2+x", "40/60+0.5+1", "1.5:00", "-1/60"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        TimeControl tc;
        memset(&tc, 0, sizeof tc);
        cr_assert_not(clock_parse_tc(bad[i], &tc), "'%s' should be refused", bad[i]);
    }
}

Test(match_clock, st_is_seconds_per_move) {
    int64_t ms;
    cr_assert(clock_parse_seconds("1", &ms));
    cr_assert_eq(ms, 1000);
    cr_assert(clock_parse_seconds("0.25", &ms));
    cr_assert_eq(ms, 250);
    cr_assert_not(clock_parse_seconds("-1", &ms));
    cr_assert_not(clock_parse_seconds("1s", &ms));
}

/* 2+0.05: a 300 ms move leaves 2000 - 300 + 50 = 1750 ms. */
Test(match_clock, charging_a_move_adds_the_increment) {
    TimeControl tc = tc_of("2+0.05");
    Clock clock;
    clock_start(&clock, &tc);
    cr_assert_eq(clock_allowance_ms(&clock), 2000);
    cr_assert(clock_charge(&clock, 300));
    cr_assert_eq(clock.remaining_ms, 1750);
}

/* 2/1+0: after two moves the next period's second is added. */
Test(match_clock, a_new_period_refills_the_clock) {
    TimeControl tc = tc_of("2/1");
    Clock clock;
    clock_start(&clock, &tc);
    cr_assert(clock_charge(&clock, 400));
    cr_assert_eq(clock.moves_left, 1);
    cr_assert(clock_charge(&clock, 400));
    cr_assert_eq(clock.remaining_ms, 1200);
    cr_assert_eq(clock.moves_left, 2);
}

/* Overrunning by less than the margin is tolerated (the clock restarts from 0 + increment);
 * by more, it is a forfeit. */
Test(match_clock, the_margin_decides_a_forfeit) {
    TimeControl tc = tc_of("1+0.1");
    tc.margin_ms = 50;
    Clock clock;
    clock_start(&clock, &tc);
    cr_assert_eq(clock_allowance_ms(&clock), 1050);
    cr_assert(clock_charge(&clock, 1040));
    cr_assert_eq(clock.remaining_ms, 100);
    cr_assert_not(clock_charge(&clock, 151));
}

Test(match_clock, st_forfeits_beyond_time_plus_margin) {
    TimeControl tc = {.movetime_ms = 1000, .margin_ms = 20};
    Clock clock;
    clock_start(&clock, &tc);
    cr_assert_eq(clock_allowance_ms(&clock), 1020);
    cr_assert(clock_charge(&clock, 1020));
    cr_assert_not(clock_charge(&clock, 1021));
}

Test(match_clock, go_carries_every_clock_and_movestogo) {
    TimeControl tc = tc_of("40/60+0.5");
    Clock clocks[2];
    clock_start(&clocks[0], &tc);
    clock_start(&clocks[1], &tc);
    clock_charge(&clocks[0], 10000);
    StrBuf go;
    strbuf_init(&go);
    clock_format_go(clocks, 2, 1, &go);
    cr_assert_str_eq(strbuf_text(&go), "go wtime 50500 btime 60000 winc 500 binc 500 movestogo 40");
    strbuf_free(&go);
}

Test(match_clock, go_for_fixed_time_depth_and_nodes) {
    TimeControl tc = {.movetime_ms = 1000, .depth = 12};
    TimeControl nodes = {.nodes = 5000};
    Clock clocks[2];
    clock_start(&clocks[0], &tc);
    clock_start(&clocks[1], &nodes);
    StrBuf go;
    strbuf_init(&go);
    clock_format_go(clocks, 2, 0, &go);
    cr_assert_str_eq(strbuf_text(&go), "go movetime 1000 depth 12");
    strbuf_clear(&go);
    clock_format_go(clocks, 2, 1, &go);
    cr_assert_str_eq(strbuf_text(&go), "go nodes 5000");
    strbuf_free(&go);
}

Test(match_clock, pgn_time_control_text) {
    char text[64];
    TimeControl tc = tc_of("40/60+0.5");
    clock_format_tc(&tc, text, sizeof text);
    cr_assert_str_eq(text, "40/60+0.5");
    tc = tc_of("2+0.05");
    clock_format_tc(&tc, text, sizeof text);
    cr_assert_str_eq(text, "2+0.05");
    TimeControl st = {.movetime_ms = 1500};
    clock_format_tc(&st, text, sizeof text);
    cr_assert_str_eq(text, "1.5/move");
}

/* ---- command line ----------------------------------------------------------------------- */

static MatchConfig *parse(int argc, const char *const argv[], CliStatus expected) {
    MatchConfig *config = calloc(1, sizeof *config);
    char error[256];
    CliStatus status = cli_parse(argc, argv, config, error, sizeof error);
    cr_assert_eq(status, expected, "status %d, error: %s", status, error);
    return config;
}

/* The example of issue 3. */
Test(match_cli, the_issue_example) {
    const char *argv[] = {"tessera-match",
                          "-variant",
                          "chess",
                          "-engine",
                          "cmd=./tessera",
                          "name=T",
                          "-engine",
                          "cmd=stockfish",
                          "name=SF",
                          "option.UCI_LimitStrength=true",
                          "option.UCI_Elo=1500",
                          "-each",
                          "tc=2+0.05",
                          "-games",
                          "20",
                          "-concurrency",
                          "2",
                          "-pgnout",
                          "games.pgn"};
    MatchConfig *config = parse(sizeof argv / sizeof argv[0], argv, CLI_OK);
    cr_assert_str_eq(config->variant, "chess");
    cr_assert_eq(config->engine_count, 2);
    cr_assert_str_eq(config->engines[0].cmd, "./tessera");
    cr_assert_str_eq(config->engines[0].name, "T");
    cr_assert_eq(config->engines[0].option_count, 0);
    cr_assert_str_eq(config->engines[1].name, "SF");
    cr_assert_eq(config->engines[1].option_count, 2);
    cr_assert_str_eq(config->engines[1].options[0].name, "UCI_LimitStrength");
    cr_assert_str_eq(config->engines[1].options[0].value, "true");
    cr_assert_str_eq(config->engines[1].options[1].name, "UCI_Elo");
    cr_assert_str_eq(config->engines[1].options[1].value, "1500");
    for (int i = 0; i < 2; i++) {
        cr_assert_eq(config->engines[i].tc.base_ms, 2000);
        cr_assert_eq(config->engines[i].tc.increment_ms, 50);
    }
    cr_assert_eq(config->games, 20);
    cr_assert_eq(config->rounds, 1);
    cr_assert_eq(config->repeat, 2);
    cr_assert_eq(config->concurrency, 2);
    cr_assert_str_eq(config->pgn_out, "games.pgn");
    cr_assert_not(config->sprt.enabled);
    free(config);
}

Test(match_cli, an_engines_own_setting_wins_over_each_wherever_it_stands) {
    const char *argv[] = {"m",
                          "-engine",
                          "cmd=a",
                          "tc=10+0.1",
                          "option.Hash=64",
                          "-engine",
                          "cmd=/opt/engines/b --uci",
                          "-each",
                          "tc=1+0.01",
                          "option.Hash=16",
                          "timemargin=50"};
    MatchConfig *config = parse(sizeof argv / sizeof argv[0], argv, CLI_OK);
    cr_assert_eq(config->engines[0].tc.base_ms, 10000);
    cr_assert_str_eq(config->engines[0].options[0].value, "64");
    cr_assert_eq(config->engines[1].tc.base_ms, 1000);
    cr_assert_str_eq(config->engines[1].options[0].value, "16");
    cr_assert_eq(config->engines[1].tc.margin_ms, 50);
    cr_assert_eq(config->engines[0].tc.margin_ms, 50);
    cr_assert_str_eq(config->engines[1].name, "b");
    free(config);
}

Test(match_cli, schedule_openings_adjudication_and_sprt) {
    const char *argv[] = {
        "m",           "-engine",     "cmd=a",         "-engine",     "cmd=b",        "-each",
        "st=0.5",      "depth=8",     "-rounds",       "3",           "-games",       "2",
        "-repeat",     "-openings",   "file=book.epd", "format=epd",  "order=random", "plies=8",
        "start=5",     "-draw",       "movenumber=40", "movecount=8", "score=10",     "-resign",
        "movecount=3", "score=600",   "twosided=true", "-maxmoves",   "200",          "-sprt",
        "elo0=0",      "elo1=5",      "alpha=0.05",    "beta=0.1",    "-recover",     "-seed",
        "42",          "-tournament", "gauntlet"};
    MatchConfig *config = parse(sizeof argv / sizeof argv[0], argv, CLI_OK);
    cr_assert_eq(config->engines[0].tc.movetime_ms, 500);
    cr_assert_eq(config->engines[0].tc.margin_ms, 50); /* st= default margin */
    cr_assert_eq(config->engines[1].tc.depth, 8);
    cr_assert_eq(config->rounds, 3);
    cr_assert_eq(config->repeat, 2);
    cr_assert_str_eq(config->openings.file, "book.epd");
    cr_assert_eq(config->openings.format, OPENINGS_EPD);
    cr_assert(config->openings.random_order);
    cr_assert_eq(config->openings.plies, 8);
    cr_assert_eq(config->openings.start, 5);
    cr_assert_eq(config->adjudication.draw_move_number, 40);
    cr_assert_eq(config->adjudication.draw_move_count, 8);
    cr_assert_eq(config->adjudication.draw_score, 10);
    cr_assert_eq(config->adjudication.resign_move_count, 3);
    cr_assert_eq(config->adjudication.resign_score, 600);
    cr_assert(config->adjudication.resign_two_sided);
    cr_assert_eq(config->adjudication.max_moves, 200);
    cr_assert(config->sprt.enabled);
    cr_assert_float_eq(config->sprt.elo1, 5.0, 1e-9);
    cr_assert_float_eq(config->sprt.beta, 0.1, 1e-9);
    cr_assert(config->recover);
    cr_assert_eq(config->seed, 42);
    cr_assert_eq(config->tournament, TOURNAMENT_GAUNTLET);
    free(config);
}

Test(match_cli, random_openings_take_their_seed_or_the_match_seed) {
    const char *argv[] = {"m",          "-engine",          "cmd=a",   "-engine", "cmd=b", "-each",
                          "nodes=1000", "-random-openings", "plies=6", "-seed",   "7"};
    MatchConfig *config = parse(sizeof argv / sizeof argv[0], argv, CLI_OK);
    cr_assert_eq(config->openings.random_plies, 6);
    cr_assert_eq(config->openings.random_seed, 7);
    cr_assert_eq(config->engines[0].tc.nodes, 1000);
    free(config);
}

/* Wall Chess has no draw rule (RULES.md Q5): the runner caps its games unless told otherwise. */
Test(match_cli, games_without_a_draw_rule_get_a_move_cap) {
    if (!registry_find("wallchess"))
        cr_skip_test("wallchess is not built in");
    const char *capped[] = {"m",       "-variant", "wallchess", "-engine", "cmd=a",
                            "-engine", "cmd=b",    "-each",     "tc=1"};
    MatchConfig *config = parse(9, capped, CLI_OK);
    cr_assert_eq(config->adjudication.max_moves, 200);
    free(config);
    const char *chess[] = {"m", "-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=1"};
    config = parse(7, chess, CLI_OK);
    cr_assert_eq(config->adjudication.max_moves, 0);
    free(config);
}

Test(match_cli, help_is_not_an_error) {
    const char *argv[] = {"m", "-help"};
    free(parse(2, argv, CLI_HELP));
}

static void expect_error(int argc, const char *const argv[], const char *fragment) {
    MatchConfig *config = calloc(1, sizeof *config);
    char error[256];
    cr_assert_eq(cli_parse(argc, argv, config, error, sizeof error), CLI_ERROR);
    cr_assert(strstr(error, fragment), "error '%s' should mention '%s'", error, fragment);
    free(config);
}

Test(match_cli, mistakes_are_reported_not_guessed) {
    const char *no_tc[] = {"m", "-engine", "cmd=a", "-engine", "cmd=b"};
    expect_error(5, no_tc, "time control");
    const char *one_engine[] = {"m", "-engine", "cmd=a", "-each", "tc=1"};
    expect_error(5, one_engine, "two");
    const char *unknown_game[] = {"m", "-variant", "nochess", "-engine", "cmd=a"};
    expect_error(5, unknown_game, "nochess");
    const char *bad_tc[] = {"m", "-engine", "cmd=a", "tc=fast", "-engine", "cmd=b"};
    expect_error(6, bad_tc, "tc");
    const char *unknown[] = {"m", "-engines", "cmd=a"};
    expect_error(3, unknown, "-engines");
    const char *bad_sprt[] = {"m", "-sprt", "elo0=5", "elo1=0"};
    expect_error(4, bad_sprt, "elo0");
    const char *no_cmd[] = {"m", "-engine", "name=x", "tc=1", "-engine", "cmd=b", "tc=1"};
    expect_error(7, no_cmd, "cmd");
    const char *bad_key[] = {"m", "-engine", "cmd=a", "tc=1", "colour=white", "-engine", "cmd=b"};
    expect_error(7, bad_key, "colour");
}

/* Engines reject a go whose clock is above 1e9 ms (Tessera's protocol/go.c): a tc or st that
 * starts above it is refused here, the longest one that fits is not. */
Test(match_cli, clocks_engines_would_reject_are_refused) {
    const char *too_long[] = {"m", "-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=1000001"};
    expect_error(7, too_long, "above 1000000 seconds");
    const char *too_long_increment[] = {"m",     "-engine", "cmd=a",          "-engine",
                                        "cmd=b", "-each",   "tc=60+1000000.5"};
    expect_error(7, too_long_increment, "above 1000000 seconds");
    const char *too_long_move[] = {"m",     "-engine", "cmd=a",         "-engine",
                                   "cmd=b", "-each",   "st=1000000.001"};
    expect_error(7, too_long_move, "above 1000000 seconds");
    const char *longest[] = {"m", "-engine", "cmd=a", "-engine", "cmd=b", "-each", "tc=1000000"};
    MatchConfig *config = parse(7, longest, CLI_OK);
    cr_assert_eq(config->engines[0].tc.base_ms, MAX_GO_CLOCK_MS);
    free(config);
}

/*
 * test_match_compliance.c - `tessera-match -compliance`: the info line checker, and whole
 * sessions against Tessera ($TESSERA_BIN, default ./tessera) in every game and against
 * broken engines.
 *
 * The broken engines are tests/engines/faulty_tessera.sh (Tessera with exactly one protocol
 * fault, so the checker must flag that rule and pass every other) and the older scripts of
 * tests/engines/ (illegal.sh, silent.sh, shuffle.sh). Sessions are short: the game's moves
 * take `depth=1` or the default `go movetime 20`, and broken engines get a stall timeout of
 * one second. Tests run from the repository root.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "match/cli.h"
#include "match/compliance.h"
#include "match/info_check.h"
#include "engine/registry.h"

typedef struct ComplianceRun {
    MatchConfig config;
    ComplianceReport report;
    bool passed;
    char *output;
    size_t output_size;
    char error[512];
} ComplianceRun;

static const char *tessera_bin(void) {
    return getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
}

/* Runs `tessera-match -compliance -variant game [-players N] -stalltimeout 1 -engine engine
 * [limit]` in this process. */
static ComplianceRun *run_compliance(const char *game, const char *players, const char *engine,
                                     const char *limit) {
    const char *argv[16] = {"tessera-match", "-compliance", "-variant", game,
                            "-stalltimeout", "1",           "-engine",  engine};
    int argc = 8;
    if (limit)
        argv[argc++] = limit;
    if (players) {
        argv[argc++] = "-players";
        argv[argc++] = players;
    }
    ComplianceRun *run = calloc(1, sizeof *run);
    cr_assert_eq(cli_parse(argc, argv, &run->config, run->error, sizeof run->error), CLI_OK, "%s",
                 run->error);
    FILE *out = open_memstream(&run->output, &run->output_size);
    run->passed = compliance_run(&run->config, out, &run->report, run->error, sizeof run->error);
    fclose(out);
    return run;
}

static void free_compliance(ComplianceRun *run) {
    free(run->output);
    free(run);
}

/* Tessera with one fault, in game: exactly the rules in failing fail, every other passes. */
static void expect_only_failures(const char *fault, const char *game, const ComplianceRule *failing,
                                 int failing_count) {
    if (access(tessera_bin(), X_OK) != 0)
        cr_skip_test("no engine binary at %s", tessera_bin());
    char engine[1200];
    snprintf(engine, sizeof engine, "cmd=bash tests/engines/faulty_tessera.sh %s %s", fault,
             tessera_bin());
    ComplianceRun *run = run_compliance(game, NULL, engine, NULL);
    cr_assert_not(run->passed, "%s", run->output);
    for (int rule = 0; rule < RULE_COUNT; rule++) {
        bool expected_to_fail = false;
        for (int i = 0; i < failing_count; i++)
            expected_to_fail |= failing[i] == (ComplianceRule)rule;
        cr_assert_eq(run->report.verdicts[rule], expected_to_fail ? VERDICT_FAIL : VERDICT_PASS,
                     "%s: rule %s\n%s", fault, compliance_rule_name(rule), run->output);
    }
    free_compliance(run);
}

/* ---- info lines -------------------------------------------------------------------------- */

static bool chess_info(const char *line, char *problem) {
    const Game *chess = registry_find("chess");
    PosBuf start;
    char error[128];
    cr_assert(chess->parse(&start, chess->start_position(2), error, sizeof error));
    return info_line_check(chess, &start, line, problem, 160);
}

Test(match_compliance, well_formed_info_lines_pass) {
    char problem[160];
    const char *lines[] = {
        ("info depth 12 seldepth 18 multipv 1 score cp 35 nodes 52 nps 52000 hashfull 0 "
         "time 1 pv e2e4 e7e5 g1f3"),
        "info depth 3 score mate -2 lowerbound nodes 10 pv d2d4",
        "info score cp 10 upperbound wdl 500 300 200 tbhits 0",
        "info currmove g1f3 currmovenumber 1",
        "info string anything at all, even pv e2e5",
        "info depth 1 pv e2e4 e7e5 depth 2",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        cr_assert(chess_info(lines[i], problem), "%s: %s", lines[i], problem);
}

Test(match_compliance, malformed_info_lines_are_named) {
    char problem[160];
    const struct {
        const char *line, *problem;
    } cases[] = {
        {"info depth x", "'depth' needs a whole number"},
        {"info depth", "'depth' has no value"},
        {"info score 35", "'score' must be followed by 'cp' or 'mate'"},
        {"info score cp", "'score cp' needs a whole number"},
        {"info score cp 1.5", "'score cp' needs a whole number"},
        {"info hashfull 1001", "'hashfull' needs a whole number in 0..1000"},
        {"info nodes -1", "'nodes' needs a whole number"},
        {"info depth 2 pv e2e4 e2e4", "pv: move 2 'e2e4' is not legal there"},
        {"info pv", "'pv' has no moves"},
        {"info currmove e2e5", "currmove 'e2e5' is not legal"},
        {"info wdl 1 2", "'wdl' needs three whole numbers"},
        {"info depth 3 speed 9", "'speed' is not an info field of UCI"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cr_assert_not(chess_info(cases[i].line, problem), "%s", cases[i].line);
        cr_assert(strstr(problem, cases[i].problem), "%s: %s", cases[i].line, problem);
    }
}

/* ---- Tessera ----------------------------------------------------------------------------- */

Test(match_compliance, tessera_passes_in_every_game) {
    if (access(tessera_bin(), X_OK) != 0)
        cr_skip_test("no engine binary at %s", tessera_bin());
    char engine[1100];
    snprintf(engine, sizeof engine, "cmd=%s", tessera_bin());
    const char *games[][2] = {{"chess", NULL},  {"voidchess", NULL}, {"wallchess", NULL},
                              {"wallgo", NULL}, {"wallgo", "3"},     {"wallrunner", NULL}};
    for (size_t i = 0; i < sizeof games / sizeof games[0]; i++) {
        ComplianceRun *run = run_compliance(games[i][0], games[i][1], engine, NULL);
        cr_assert(run->passed, "%s\n%s", games[i][0], run->output);
        cr_assert(strstr(run->output, "Compliance: 10 passed, 0 failed, 0 not checked"), "%s",
                  run->output);
        free_compliance(run);
    }
}

/* ---- broken engines ---------------------------------------------------------------------- */

Test(match_compliance, no_uciok_fails_uci_and_checks_nothing_else) {
    if (access(tessera_bin(), X_OK) != 0)
        cr_skip_test("no engine binary at %s", tessera_bin());
    char engine[1200];
    snprintf(engine, sizeof engine, "cmd=bash tests/engines/faulty_tessera.sh no-uciok %s",
             tessera_bin());
    ComplianceRun *run = run_compliance("chess", NULL, engine, NULL);
    cr_assert_not(run->passed);
    cr_assert_eq(run->report.verdicts[RULE_UCI], VERDICT_FAIL, "%s", run->output);
    for (int rule = RULE_UCI + 1; rule < RULE_COUNT; rule++)
        cr_assert_eq(run->report.verdicts[rule], VERDICT_NOT_CHECKED, "%s", run->output);
    cr_assert(strstr(run->output, "FAIL  uci                no uciok within 1000 ms"), "%s",
              run->output);
    cr_assert(strstr(run->output, "Compliance: 0 passed, 1 failed, 9 not checked"), "%s",
              run->output);
    free_compliance(run);
}

Test(match_compliance, no_readyok_fails_isready) {
    if (access(tessera_bin(), X_OK) != 0)
        cr_skip_test("no engine binary at %s", tessera_bin());
    char engine[1200];
    snprintf(engine, sizeof engine, "cmd=bash tests/engines/faulty_tessera.sh no-readyok %s",
             tessera_bin());
    ComplianceRun *run = run_compliance("wallchess", NULL, engine, NULL);
    cr_assert_eq(run->report.verdicts[RULE_UCI], VERDICT_PASS, "%s", run->output);
    cr_assert_eq(run->report.verdicts[RULE_ISREADY], VERDICT_FAIL, "%s", run->output);
    cr_assert_not(run->passed);
    free_compliance(run);
}

Test(match_compliance, a_second_bestmove_fails_one_bestmove) {
    const ComplianceRule failing[] = {RULE_ONE_BESTMOVE};
    expect_only_failures("double-bestmove", "voidchess", failing, 1);
}

Test(match_compliance, a_malformed_score_fails_info) {
    const ComplianceRule failing[] = {RULE_INFO};
    expect_only_failures("bad-score", "wallgo", failing, 1);
}

Test(match_compliance, isready_held_during_a_search_fails_isready_in_search) {
    const ComplianceRule failing[] = {RULE_ISREADY_IN_SEARCH};
    expect_only_failures("busy-in-search", "wallrunner", failing, 1);
}

Test(match_compliance, an_ignored_stop_fails_stop) {
    const ComplianceRule failing[] = {RULE_STOP};
    expect_only_failures("deaf-to-stop", "chess", failing, 1);
}

/* Every bestmove half a second late: over go movetime 100 and a 300 ms clock, plus margin. */
Test(match_compliance, late_bestmoves_fail_movetime_and_clock) {
    const ComplianceRule failing[] = {RULE_MOVETIME, RULE_CLOCK};
    expect_only_failures("slow-bestmove", "wallchess", failing, 2);
}

Test(match_compliance, an_illegal_move_fails_legal_moves_with_the_reason) {
    ComplianceRun *run =
        run_compliance("chess", NULL, "cmd=bash tests/engines/illegal.sh", "depth=1");
    cr_assert_eq(run->report.verdicts[RULE_LEGAL_MOVES], VERDICT_FAIL, "%s", run->output);
    cr_assert(strstr(run->output, "FAIL  legal-moves        move 1 of the game: bestmove 'e2e5' "
                                  "is not legal: a pawn moves straight forward"),
              "%s", run->output);
    free_compliance(run);
}

Test(match_compliance, no_bestmove_at_all_fails_one_bestmove) {
    ComplianceRun *run =
        run_compliance("chess", NULL, "cmd=bash tests/engines/silent.sh", "depth=1");
    cr_assert_eq(run->report.verdicts[RULE_ONE_BESTMOVE], VERDICT_FAIL, "%s", run->output);
    cr_assert(strstr(run->report.details[RULE_ONE_BESTMOVE],
                     "got no bestmove within 2000 ms, not even after stop"),
              "%s", run->output);
    cr_assert_not(run->passed);
    free_compliance(run);
}

Test(match_compliance, a_chess_only_engine_fails_variant_in_other_games) {
    ComplianceRun *run =
        run_compliance("wallchess", NULL, "cmd=bash tests/engines/shuffle.sh", "depth=1");
    cr_assert_eq(run->report.verdicts[RULE_VARIANT], VERDICT_FAIL, "%s", run->output);
    cr_assert(strstr(run->output, "no UCI_Variant option: the engine plays only chess"), "%s",
              run->output);
    free_compliance(run);
}

Test(match_compliance, a_program_that_does_not_run_is_an_error) {
    ComplianceRun *run =
        run_compliance("chess", NULL, "cmd=tests/engines/no-such-engine", "depth=1");
    cr_assert_not(run->passed);
    cr_assert(strstr(run->error, "no-such-engine"), "%s", run->error);
    free_compliance(run);
}

/* ---- command line ------------------------------------------------------------------------ */

static CliStatus parse(const char *const *args, char *error) {
    const char *argv[32] = {"tessera-match"};
    int argc = 1;
    while (args[argc - 1])
        argv[argc] = args[argc - 1], argc++;
    MatchConfig *config = calloc(1, sizeof *config);
    CliStatus status = cli_parse(argc, argv, config, error, 512);
    free(config);
    return status;
}

Test(match_compliance, the_command_line_takes_one_engine_and_no_match_files) {
    char error[512];
    const char *two[] = {"-compliance", "-engine", "cmd=a", "-engine", "cmd=b", NULL};
    cr_assert_eq(parse(two, error), CLI_ERROR);
    cr_assert(strstr(error, "-compliance checks exactly one -engine, got 2"), "%s", error);
    const char *none[] = {"-compliance", NULL};
    cr_assert_eq(parse(none, error), CLI_ERROR);
    const char *pgn[] = {"-compliance", "-engine", "cmd=a", "-pgnout", "x.pgn", NULL};
    cr_assert_eq(parse(pgn, error), CLI_ERROR);
    cr_assert(strstr(error, "-compliance plays no match"), "%s", error);
    const char *ok[] = {"-compliance", "-engine", "cmd=a", NULL};
    cr_assert_eq(parse(ok, error), CLI_OK, "%s", error);
}

/* The program's exit status: 0 for Tessera, 1 for a broken engine. Needs tessera-match beside
 * $TESSERA_BIN (make test builds both in build/test). */
Test(match_compliance, the_exit_status_says_whether_every_rule_passed) {
    char runner[1100], command[2600];
    snprintf(runner, sizeof runner, "%s-match", tessera_bin());
    if (access(runner, X_OK) != 0 || access(tessera_bin(), X_OK) != 0)
        cr_skip_test("no %s", runner);
    snprintf(command, sizeof command,
             "%s -compliance -variant wallchess -engine cmd=%s depth=1 >/dev/null", runner,
             tessera_bin());
    int status = system(command);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: %d", command, status);
    snprintf(command, sizeof command,
             "%s -compliance -engine 'cmd=bash tests/engines/illegal.sh' depth=1 >/dev/null",
             runner);
    status = system(command);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 1, "%s: %d", command, status);
}

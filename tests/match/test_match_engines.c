/*
 * test_match_engines.c - whole matches against deliberately broken engines.
 *
 * The scripts in tests/engines/ play chess badly on purpose: shuffle.sh moves a knight out
 * and back (legal, draws by repetition), illegal.sh answers every go with an illegal move,
 * silent.sh never answers go, crash.sh exits in the middle of a game, slow.sh answers only
 * after the runner's stop. Each failure must lose the game with the right kind, and the match
 * must go on with the engine restarted (-recover). Tests run from the repository root.
 * No Criterion .timeout here: every wait of the runner has its own deadline, and Criterion
 * 2.4 leaks its timeout record when timed tests run in parallel (fails `make sanitize`). Tests
 * of a wait that once had no deadline arm alarm() instead, so a hang fails them.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/support/match_helpers.h"

static const EngineTally *engine_tally(const MatchRun *run, int engine) {
    return &run->outcome.tally.engines[engine];
}

static void expect_all_lost_by(const MatchRun *run, Termination kind, int games) {
    const PairTally *pair = tally_pair_const(&run->outcome.tally, 0, 1);
    cr_assert_eq(run->outcome.tally.games, games, "%s", run->output);
    cr_assert_eq(pair->wdl.losses, games, "%s", run->output);
    cr_assert_eq(engine_tally(run, 0)->faults[kind], games, "%s", run->output);
    cr_assert_eq(engine_tally(run, 1)->faults[kind], 0);
    cr_assert_eq(run->outcome.tally.terminations[kind], games);
}

Test(match_engines, two_shufflers_draw_by_repetition) {
    const char *args[] = {"-engine", SHUFFLE,    "name=A", "-engine", SHUFFLE, "name=B",
                          "-each",   "tc=5+0.1", "-games", "2",       NULL};
    MatchRun *run = run_match(args);
    const PairTally *pair = tally_pair_const(&run->outcome.tally, 0, 1);
    cr_assert_eq(pair->wdl.draws, 2);
    cr_assert_eq(pair->penta.counts[2], 1);
    cr_assert(strstr(run->output, "Finished game 1 (A vs B): 1/2-1/2 {Draw by 3-fold repetition}"),
              "%s", run->output);
    cr_assert(strstr(run->output, "Score of A vs B: 0 - 0 - 2  [0.500] 2"), "%s", run->output);
    cr_assert(
        strstr(run->output, "Elo difference: 0.00 +/- 0.00, LOS: 50.00 %, DrawRatio: 100.00 %"),
        "%s", run->output);
    free_run(run);
}

/* The illegal-move engine against the shuffler for games x rounds games: every game is lost
 * by an illegal move, played with white and with black. */
static void expect_illegal_from_both_sides(const char *games, const char *rounds) {
    const char *args[] = {"-engine",
                          "cmd=bash tests/engines/illegal.sh",
                          "name=Illegal",
                          "-engine",
                          SHUFFLE,
                          "name=Shuffle",
                          "-each",
                          "tc=5+0.1",
                          "-games",
                          games,
                          "-rounds",
                          rounds,
                          NULL};
    MatchRun *run = run_match(args);
    expect_all_lost_by(run, TERMINATION_ILLEGAL_MOVE, atoi(games) * atoi(rounds));
    cr_assert(strstr(run->output, "{White makes an illegal move: e2e5 (a pawn moves straight "
                                  "forward and captures one square diagonally forward)}"),
              "%s", run->output);
    cr_assert(strstr(run->output, "{Black makes an illegal move: e2e5 (the pawn on e2 is white's, "
                                  "and black is to move)}"),
              "%s", run->output);
    free_run(run);
}

Test(match_engines, an_illegal_move_loses_and_is_named) {
    expect_illegal_from_both_sides("4", "1");
}

/* One game a round: the colours still alternate from round to round. */
Test(match_engines, colours_alternate_across_rounds) {
    expect_illegal_from_both_sides("1", "2");
}

Test(match_engines, an_engine_that_never_answers_go_stalls) {
    const char *args[] = {"-engine",     "cmd=bash tests/engines/silent.sh",
                          "name=Silent", "-engine",
                          SHUFFLE,       "name=Shuffle",
                          "-each",       "tc=0.2+0.05",
                          "-games",      "2",
                          "-recover",    NULL};
    MatchRun *run = run_match(args);
    expect_all_lost_by(run, TERMINATION_STALL, 2);
    cr_assert(strstr(run->output, "{White's connection stalls}"), "%s", run->output);
    free_run(run);
}

/* A rejected go starts no search: the engine must stall after the stall timeout, not after
 * its 1000-second clock, and the match goes on (-recover). */
Test(match_engines, an_engine_that_rejects_go_stalls_after_the_stall_timeout) {
    alarm(HANG_SECONDS);
    const char *args[] = {"-engine",        "cmd=bash tests/engines/rejecting.sh",
                          "name=Rejecting", "-engine",
                          SHUFFLE,          "name=Shuffle",
                          "-each",          "tc=1000",
                          "-stalltimeout",  "0.2",
                          "-games",         "2",
                          "-recover",       NULL};
    MatchRun *run = run_match(args);
    expect_all_lost_by(run, TERMINATION_STALL, 2);
    cr_assert(strstr(run->output, "{White's connection stalls}"), "%s", run->output);
    cr_assert(strstr(run->output, "{Black's connection stalls}"), "%s", run->output);
    free_run(run);
}

/* An engine that stops reading its input: once its one-page pipe is full (20 options of
 * 200 characters do it), a line cannot be sent. That must cost the stall timeout, not hang
 * the runner in write(); here it happens while the engine starts, so the match cannot run. */
Test(match_engines, an_engine_that_stops_reading_disconnects_after_the_stall_timeout) {
    alarm(HANG_SECONDS);
    enum { OPTIONS = 20, VALUE_LENGTH = 200 };
    char options[OPTIONS][VALUE_LENGTH + 32];
    const char *args[OPTIONS + 16] = {"-engine",   "cmd=bash tests/engines/deaf.sh",
                                      "name=Deaf", "-engine",
                                      SHUFFLE,     "-stalltimeout",
                                      "0.3",       "-each",
                                      "tc=5"};
    int count = 9;
    for (int i = 0; i < OPTIONS; i++) {
        snprintf(options[i], sizeof options[i], "option.Pad%d=%0*d", i, VALUE_LENGTH, i);
        args[count++] = options[i];
    }
    args[count] = NULL;
    MatchRun *run = match_play(args);
    cr_assert_not(run->ran, "%s", run->output);
    cr_assert(strstr(run->error, "engine 'Deaf' disconnected during startup (still running)"), "%s",
              run->error);
    free_run(run);
}

Test(match_engines, an_engine_that_exits_mid_game_crashes_and_restarts) {
    const char *args[] = {"-engine",    "cmd=bash tests/engines/crash.sh",
                          "name=Crash", "-engine",
                          SHUFFLE,      "name=Shuffle",
                          "-each",      "tc=5+0.1",
                          "-games",     "3",
                          "-recover",   NULL};
    MatchRun *run = run_match(args);
    expect_all_lost_by(run, TERMINATION_CRASH, 3);
    cr_assert(strstr(run->output, "{White's engine crashed (exit status 3)}"), "%s", run->output);
    free_run(run);
}

Test(match_engines, an_answer_after_stop_is_a_time_forfeit) {
    const char *args[] = {"-engine",   "cmd=bash tests/engines/slow.sh",
                          "name=Slow", "-engine",
                          SHUFFLE,     "name=Shuffle",
                          "-each",     "st=0.1",
                          "-games",    "2",
                          NULL};
    MatchRun *run = run_match(args);
    expect_all_lost_by(run, TERMINATION_TIME_FORFEIT, 2);
    cr_assert(strstr(run->output, "{White loses on time}"), "%s", run->output);
    free_run(run);
}

Test(match_engines, without_recover_a_crash_stops_the_match) {
    const char *args[] = {"-engine",    "cmd=bash tests/engines/crash.sh",
                          "name=Crash", "-engine",
                          SHUFFLE,      "name=Shuffle",
                          "-each",      "tc=5+0.1",
                          "-games",     "6",
                          NULL};
    MatchRun *run = run_match(args);
    cr_assert(run->outcome.failure_stopped);
    cr_assert_eq(run->outcome.tally.games, 1, "%s", run->output);
    cr_assert(strstr(run->output, "use -recover"), "%s", run->output);
    free_run(run);
}

/* A gauntlet of the shuffler against every broken engine at once, four games at a time: each
 * failure is scored against the right engine and every game is played. */
Test(match_engines, a_gauntlet_of_broken_engines_goes_on) {
    const char *args[] = {"-tournament",
                          "gauntlet",
                          "-engine",
                          SHUFFLE,
                          "name=Shuffle",
                          "-engine",
                          "cmd=bash tests/engines/illegal.sh",
                          "name=Illegal",
                          "-engine",
                          "cmd=bash tests/engines/silent.sh",
                          "name=Silent",
                          "-engine",
                          "cmd=bash tests/engines/crash.sh",
                          "name=Crash",
                          "-engine",
                          "cmd=bash tests/engines/slow.sh",
                          "name=Slow",
                          "-each",
                          "tc=0.3+0.05",
                          "-games",
                          "4",
                          "-concurrency",
                          "4",
                          "-recover",
                          NULL};
    MatchRun *run = run_match(args);
    cr_assert_eq(run->outcome.tally.games, 16, "%s", run->output);
    cr_assert_float_eq(engine_tally(run, 0)->points, 16.0, 1e-9, "%s", run->output);
    cr_assert_eq(engine_tally(run, 1)->faults[TERMINATION_ILLEGAL_MOVE], 4);
    cr_assert_eq(engine_tally(run, 2)->faults[TERMINATION_STALL], 4);
    cr_assert_eq(engine_tally(run, 3)->faults[TERMINATION_CRASH], 4);
    cr_assert_eq(engine_tally(run, 4)->faults[TERMINATION_TIME_FORFEIT], 4);
    cr_assert(strstr(run->output, "Failures of Slow: 0 illegal moves, 4 time forfeits"), "%s",
              run->output);
    free_run(run);
}

/* An engine that cannot be started is an error of the match, not a result. */
Test(match_engines, a_missing_engine_program_is_an_error) {
    const char *args[] = {
        "-engine", "cmd=tests/engines/no-such-engine", "-engine", SHUFFLE, "-each", "tc=1", NULL};
    MatchRun *run = match_play(args);
    cr_assert_not(run->ran);
    cr_assert(strstr(run->error, "no-such-engine"), "%s", run->error);
    free_run(run);
}

/* The real engine against itself for two short games: no failure of any kind. */
Test(match_engines, tessera_plays_itself_cleanly) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    if (access(bin, X_OK) != 0)
        cr_skip_test("no engine binary at %s", bin);
    char cmd[1100];
    snprintf(cmd, sizeof cmd, "cmd=%s", bin);
    const char *args[] = {"-engine",   cmd,     "name=T1",          "-engine", cmd,
                          "name=T2",   "-each", "tc=2+0.05",        "-games",  "2",
                          "-maxmoves", "40",    "-random-openings", "plies=4", "seed=3",
                          NULL};
    MatchRun *run = run_match(args);
    cr_assert_eq(run->outcome.tally.games, 2, "%s", run->output);
    for (int e = 0; e < 2; e++)
        for (int kind = TERMINATION_ILLEGAL_MOVE; kind < TERMINATION_KINDS; kind++)
            cr_assert_eq(engine_tally(run, e)->faults[kind], 0, "%s", run->output);
    free_run(run);
}

/* The command line refuses clocks above what Tessera accepts in go, but an increment grows
 * one past it: after white's first move its clock is 999999.9 s - elapsed + 1 s, and black's
 * go carries that wtime. Tessera rejects the go; black stalls after the stall timeout and,
 * without -recover, the match stops. */
Test(match_engines, tessera_rejecting_a_grown_clock_stalls) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    if (access(bin, X_OK) != 0)
        cr_skip_test("no engine binary at %s", bin);
    alarm(HANG_SECONDS);
    char cmd[1100];
    snprintf(cmd, sizeof cmd, "cmd=%s", bin);
    const char *args[] = {
        "-engine",       cmd,       "name=T1",       "-engine", cmd,      "name=T2", "-each",
        "tc=999999.9+1", "depth=1", "-stalltimeout", "0.5",     "-games", "2",       NULL};
    MatchRun *run = run_match(args);
    cr_assert(run->outcome.failure_stopped, "%s", run->output);
    cr_assert_eq(run->outcome.tally.games, 1, "%s", run->output);
    cr_assert_eq(engine_tally(run, 1)->faults[TERMINATION_STALL], 1, "%s", run->output);
    cr_assert(strstr(run->output, "{Black's connection stalls}"), "%s", run->output);
    free_run(run);
}

/*
 * test_match_progress.c - what a running match shows: each `Started game` line must reach
 * the report while its game runs even when the report is a file (stdio buffers files in
 * blocks), and the progress line counts games, rate and time left. The live test lets the
 * engine itself look: tests/engines/witness.sh reads the report before every move and plays
 * an illegal move when the running game's `Started game` line is missing. Tests run from the
 * repository root.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "match/progress.h"
#include "tests/support/match_helpers.h"

Test(match_progress, started_game_is_in_a_report_file_while_the_game_runs) {
    char path[] = "/tmp/tessera-match-report-XXXXXX";
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    close(fd);
    FILE *report = fopen(path, "w"); /* a regular file: fully buffered by stdio */
    cr_assert_not_null(report);
    char witness[MAX_PATH_TEXT + 64];
    snprintf(witness, sizeof witness, "cmd=bash tests/engines/witness.sh %s", path);
    const char *args[] = {
        "-engine", witness, "name=Witness", "-engine", SHUFFLE, "name=Shuffle", "-each", "tc=5+0.1",
        "-games",  "3",     "-progress",    "0",       NULL};
    MatchRun *run = match_play_to(args, report);
    fclose(report);
    cr_assert(run->ran, "%s", run->error);
    const PairTally *pair = tally_pair_const(&run->outcome.tally, 0, 1);
    cr_assert_eq(run->outcome.tally.terminations[TERMINATION_ILLEGAL_MOVE], 0,
                 "the witness did not see its game's Started line (see %s)", path);
    cr_assert_eq(pair->wdl.draws, 3);
    unlink(path);
    free_run(run);
}

Test(match_progress, every_game_gets_a_progress_line_with_interval_zero) {
    const char *args[] = {"-engine",  SHUFFLE,  "name=A", "-engine",   SHUFFLE, "name=B", "-each",
                          "tc=5+0.1", "-games", "2",      "-progress", "0",     NULL};
    MatchRun *run = run_match(args);
    cr_assert(strstr(run->output, "Progress: 1 of 2 games (50.0 %), "), "%s", run->output);
    cr_assert(strstr(run->output, "Progress: 2 of 2 games (100.0 %), "), "%s", run->output);
    cr_assert(strstr(run->output, "ETA 0:00:00\n"), "%s", run->output);
    free_run(run);
}

Test(match_progress, rate_and_eta_follow_the_games_done) {
    MatchProgress progress;
    char text[160];
    match_progress_start(&progress, 400, 60000, 1000);
    match_progress_format(&progress, 0, 1000, text, sizeof text);
    cr_assert_str_eq(text, "Progress: 0 of 400 games (0.0 %), 0.00 games/min, ETA ?");
    /* 12 games in 150 s: 4.8 games/min, 388 left = 80.83 min = 1:20:50. */
    match_progress_format(&progress, 12, 151000, text, sizeof text);
    cr_assert_str_eq(text, "Progress: 12 of 400 games (3.0 %), 4.80 games/min, ETA 1:20:50");
}

Test(match_progress, a_line_at_most_once_per_interval_and_after_the_last_game) {
    MatchProgress progress;
    FILE *sink = fopen("/dev/null", "w");
    match_progress_start(&progress, 3, 60000, 0);
    cr_assert_not(match_progress_report(&progress, sink, 1, 59999));
    cr_assert(match_progress_report(&progress, sink, 1, 60000));
    cr_assert_not(match_progress_report(&progress, sink, 2, 61000));
    cr_assert(match_progress_report(&progress, sink, 3, 62000));
    fclose(sink);
}

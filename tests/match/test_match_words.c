/*
 * test_match_words.c - the runner speaks cutechess-cli's words where cutechess-cli has them:
 * chess results (`Black mates`), the per-colour lines under the score, and its spellings of
 * options (-site, restart=auto, tc=0/TIME). The mate comes from Tessera itself playing from
 * the fool's mate position (f3 e5 g4: Qh4 mates), so it needs TESSERA_BIN (or ./tessera).
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tests/support/match_helpers.h"

static char *write_temp(const char *text) {
    char *path = strdup("/tmp/tessera-words-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    return path;
}

Test(match_words, a_chess_mate_reads_black_mates_with_the_lines_per_colour) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    if (access(bin, X_OK) != 0)
        cr_skip_test("no engine binary at %s", bin);
    char cmd[1100], openings[128];
    char *book = write_temp("f2f3 e7e5 g2g4\n");
    snprintf(cmd, sizeof cmd, "cmd=%s", bin);
    snprintf(openings, sizeof openings, "file=%s", book);
    const char *args[] = {"-engine",   cmd,      "name=T1",      "-engine", cmd,
                          "name=T2",   "-each",  "depth=3",      "-games",  "2",
                          "-openings", openings, "format=moves", NULL};
    MatchRun *run = run_match(args);
    cr_assert(strstr(run->output, "Finished game 1 (T1 vs T2): 0-1 {Black mates}"), "%s",
              run->output);
    cr_assert(strstr(run->output, "Finished game 2 (T2 vs T1): 0-1 {Black mates}"), "%s",
              run->output);
    cr_assert(strstr(run->output, "Score of T1 vs T2: 1 - 1 - 0  [0.500] 2\n"
                                  "...      T1 playing White: 0 - 1 - 0  [0.000] 1\n"
                                  "...      T1 playing Black: 1 - 0 - 0  [1.000] 1\n"
                                  "...      White vs Black: 0 - 2 - 0  [0.000] 2\n"
                                  "Elo difference: "),
              "%s", run->output);
    free_run(run);
    unlink(book);
    free(book);
}

Test(match_words, cutechess_spellings_of_site_restart_and_whole_game_clocks) {
    char *pgn = write_temp("");
    const char *args[] = {"-engine",    SHUFFLE, "restart=auto", "-engine", SHUFFLE, "-each",
                          "tc=0/5+0.1", "-site", "Lab 3",        "-pgnout", pgn,     NULL};
    MatchRun *run = run_match(args);
    cr_assert_eq(run->config.engines[0].tc.base_ms, 5000);
    cr_assert_not(run->config.engines[0].restart);
    FILE *in = fopen(pgn, "r");
    char line[256];
    bool site = false;
    while (fgets(line, sizeof line, in))
        site |= strcmp(line, "[Site \"Lab 3\"]\n") == 0;
    fclose(in);
    cr_assert(site, "no [Site \"Lab 3\"] in %s", pgn);
    free_run(run);
    unlink(pgn);
    free(pgn);
}

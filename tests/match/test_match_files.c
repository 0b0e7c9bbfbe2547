/*
 * test_match_files.c - the files a match reads and writes when they misbehave: an opening
 * file that is a device, a FIFO or too large must be refused at once, before any game, with
 * the reason; a PGN file or report that cannot be written must stop the match with the
 * reason, not end it as if all went well. Tests run from the repository root; the ones of
 * cases that used to hang the runner arm alarm().
 */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "src/openings.h"
#include "tests/support/match_helpers.h"

/* A fresh directory for files a test makes; the caller removes it with remove_temp_dir. */
static char *make_temp_dir(void) {
    char *dir = strdup("/tmp/tessera-match-files-XXXXXX");
    cr_assert(mkdtemp(dir), "mkdtemp failed");
    return dir;
}

static char *path_in(const char *dir, const char *name) {
    char *path = malloc(strlen(dir) + strlen(name) + 2);
    sprintf(path, "%s/%s", dir, name);
    return path;
}

/* Removes path (the one file made in dir) and dir. */
static void remove_temp_dir(char *dir, char *path) {
    unlink(path);
    rmdir(dir);
    free(path);
    free(dir);
}

/* Two shufflers with the opening file given: the match must not run, before any game, and
 * its error must contain reason. */
static void expect_openings_refused(const char *file, const char *reason) {
    alarm(HANG_SECONDS);
    char setting[MAX_PATH_TEXT + 8];
    snprintf(setting, sizeof setting, "file=%s", file);
    const char *args[] = {"-engine",  SHUFFLE,     "-engine", SHUFFLE, "-each",
                          "tc=5+0.1", "-openings", setting,   NULL};
    MatchRun *run = match_play(args);
    cr_assert_not(run->ran, "%s", run->output);
    cr_assert(strstr(run->error, "opening file"), "%s", run->error);
    cr_assert(strstr(run->error, reason), "error '%s' should say '%s'", run->error, reason);
    cr_assert_eq(run->outcome.tally.games, 0);
    cr_assert_null(strstr(run->output, "Started game"), "%s", run->output);
    free_run(run);
}

/* /dev/zero never ends: it was read until memory ran out. */
Test(match_files, an_endless_device_as_opening_file_is_refused) {
    expect_openings_refused("/dev/zero", "'/dev/zero' is not a regular file");
}

/* A FIFO nobody writes to: opening it used to wait forever for a writer. */
Test(match_files, a_fifo_as_opening_file_is_refused) {
    char *dir = make_temp_dir(), *fifo = path_in(dir, "openings.epd");
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    expect_openings_refused(fifo, "is not a regular file");
    remove_temp_dir(dir, fifo);
}

/* A file one byte over the cap (sparse: it takes no disk space) is refused unread. */
Test(match_files, an_opening_file_over_the_size_cap_is_refused) {
    char *dir = make_temp_dir(), *path = path_in(dir, "huge.epd");
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    cr_assert(fd >= 0);
    cr_assert_eq(ftruncate(fd, (off_t)OPENINGS_MAX_FILE_BYTES + 1), 0);
    close(fd);
    expect_openings_refused(path, "is larger than");
    remove_temp_dir(dir, path);
}

/* Two shufflers for four games (each a quick draw by repetition) with the extra settings. */
static MatchRun *play_shufflers(const char *const *extra, FILE *out) {
    const char *args[32] = {"-engine", SHUFFLE, "name=A",   "-engine", SHUFFLE,
                            "name=B",  "-each", "tc=5+0.1", "-games",  "4"};
    int count = 10;
    while (*extra)
        args[count++] = *extra++;
    args[count] = NULL;
    return match_play_to(args, out);
}

/* /dev/full takes the open but no byte: the match stops after the first game, whose record
 * is lost, and says why. */
Test(match_files, a_pgn_file_that_cannot_be_written_stops_the_match) {
    const char *extra[] = {"-pgnout", "/dev/full", NULL};
    MatchRun *run = play_shufflers(extra, NULL);
    cr_assert_not(run->ran, "%s", run->output);
    cr_assert(strstr(run->error, "cannot write PGN to '/dev/full': No space left on device"), "%s",
              run->error);
    cr_assert_eq(run->outcome.tally.games, 1, "%s", run->output);
    free_run(run);
}

/* A FIFO nobody reads: opening it for the PGN used to wait forever for a reader. */
Test(match_files, a_pgn_fifo_without_a_reader_is_refused_before_any_game) {
    alarm(HANG_SECONDS);
    char *dir = make_temp_dir(), *fifo = path_in(dir, "games.pgn");
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    const char *extra[] = {"-pgnout", fifo, NULL};
    MatchRun *run = play_shufflers(extra, NULL);
    cr_assert_not(run->ran, "%s", run->output);
    cr_assert(strstr(run->error, "cannot write PGN to"), "%s", run->error);
    cr_assert(strstr(run->error, fifo), "%s", run->error);
    cr_assert_eq(run->outcome.tally.games, 0);
    free_run(run);
    remove_temp_dir(dir, fifo);
}

/* The report (standard output in tessera-match) on a full device: the header line already
 * fails, so no game is played. */
Test(match_files, a_report_that_cannot_be_written_stops_before_any_game) {
    FILE *full = fopen("/dev/full", "w");
    cr_assert(full);
    const char *extra[] = {NULL};
    MatchRun *run = play_shufflers(extra, full);
    fclose(full);
    cr_assert_not(run->ran);
    cr_assert(strstr(run->error, "cannot write the match report: No space left on device"), "%s",
              run->error);
    cr_assert_eq(run->outcome.tally.games, 0);
    free_run(run);
}

/* The control: a PGN file that takes every write gets every game. */
Test(match_files, a_writable_pgn_file_gets_every_game) {
    char *dir = make_temp_dir(), *path = path_in(dir, "games.pgn");
    const char *extra[] = {"-pgnout", path, NULL};
    MatchRun *run = play_shufflers(extra, NULL);
    cr_assert(run->ran, "%s", run->error);
    FILE *pgn = fopen(path, "r");
    cr_assert(pgn);
    char line[256];
    int games = 0;
    while (fgets(line, sizeof line, pgn))
        games += strncmp(line, "[Event ", 7) == 0;
    fclose(pgn);
    cr_assert_eq(games, 4);
    free_run(run);
    remove_temp_dir(dir, path);
}

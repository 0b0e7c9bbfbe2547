/*
 * test_match_files.c - the files a match reads and writes when they misbehave: an opening
 * file that is a device, a FIFO or too large must be refused at once, before any game, with
 * the reason. Tests run from the repository root; each arms alarm() since the cases tested
 * here used to hang the runner.
 */
#include <criterion/criterion.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bench/match/openings.h"
#include "match_helpers.h"

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

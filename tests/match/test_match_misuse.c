/*
 * test_match_misuse.c - tessera-match against hostile engines and careless command lines:
 * an engine's illegal move built to break out of a PGN comment, engine names built to break
 * out of a tag, control characters on the command line, a match whose games are copies of
 * one another, and the program's --version and --help. Every PGN written here is read back
 * by the runner's own opening reader (and by match/pgn_check.py when python3 is
 * there), which must find exactly the moves that were played. Tests run from the
 * repository root.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "src/openings.h"
#include "engine/registry.h"
#include "include/tessera.h"
#include "tests/support/match_helpers.h"

#define HOSTILE "cmd=bash tests/engines/hostile.sh"

static char *temp_pgn(void) {
    char *path = strdup("/tmp/tessera-match-misuse-XXXXXX");
    int fd = mkstemp(path);
    cr_assert(fd >= 0, "mkstemp failed");
    close(fd);
    return path;
}

static char *read_text(const char *path) {
    FILE *file = fopen(path, "r");
    cr_assert_not_null(file, "cannot read %s", path);
    static char text[1 << 16];
    size_t size = fread(text, 1, sizeof text - 1, file);
    text[size] = '\0';
    fclose(file);
    return text;
}

/* The PGN file read back as chess openings: their move lists, which must be count. */
static void expect_openings(const char *path, int count, const char *const moves[]) {
    OpeningConfig config = {.format = OPENINGS_PGN, .start = 1};
    snprintf(config.file, sizeof config.file, "%s", path);
    OpeningBook book;
    char error[256];
    cr_assert(openings_load(&book, &config, registry_find("chess"), 2, NULL, 1, stderr, error,
                            sizeof error),
              "%s", error);
    cr_assert_eq(book.count, count, "%d openings read back, not %d", book.count, count);
    cr_assert_eq(book.skipped, 0);
    for (int i = 0; i < count; i++)
        cr_assert_str_eq(book.items[i].moves, moves[i], "game %d", i + 1);
    openings_free(&book);
}

/* match/pgn_check.py on the file: every game well formed, PlyCount = its moves. */
static void expect_pgn_check_passes(const char *path) {
    if (system("python3 -c '' 2>/dev/null") != 0)
        return; /* the runner's own reader above has checked the file */
    char command[512];
    snprintf(command, sizeof command, "python3 match/pgn_check.py %s >/dev/null", path);
    int status = system(command);
    cr_assert(WIFEXITED(status) && WEXITSTATUS(status) == 0, "%s: %d", command, status);
}

/* The two games of run's PGN file read back as exactly the moves played; then the run and
 * the file are gone. */
static void expect_read_back(MatchRun *run, char *pgn, const char *const played[2]) {
    expect_openings(pgn, 2, played);
    expect_pgn_check_passes(pgn);
    free_run(run);
    unlink(pgn);
    free(pgn);
}

/* Parses args, renames engine 0 (no command line takes such a name) and plays. */
static MatchRun *play_renamed(const char *const *args, const char *name) {
    MatchRun *run = match_parse(args);
    snprintf(run->config.engines[0].name, sizeof run->config.engines[0].name, "%s", name);
    match_start(run, NULL);
    cr_assert(run->ran, "%s", run->error);
    return run;
}

/* The engine answers `bestmove x}e5{`: written as is, the comment ended at '}' and the PGN
 * read back played 1. Nf3 e5, a move no engine made. */
Test(match_misuse, an_illegal_move_cannot_put_moves_into_the_pgn) {
    char *pgn = temp_pgn();
    const char *args[] = {"-engine", HOSTILE, "-engine", SHUFFLE, "-each", "depth=1",
                          "-games",  "2",     "-pgnout", pgn,     NULL};
    MatchRun *run = run_match(args);
    cr_assert_eq(run->outcome.tally.terminations[TERMINATION_ILLEGAL_MOVE], 2);
    const char *text = read_text(pgn);
    cr_assert_null(strstr(text, "x}e5"), "%s", text);
    cr_assert(strstr(text, "{White makes an illegal move: x)e5{ (it is not a chess move"), "%s",
              text);
    const char *played[] = {"", "g1f3"};
    expect_read_back(run, pgn, played);
}

/* A name that closes its tag and opens another, with a newline: the quote is escaped, the
 * newline replaced, and the reader finds the tag's end after its whole value. */
Test(match_misuse, an_engine_name_cannot_add_tags_or_lines_to_the_pgn) {
    char *pgn = temp_pgn();
    const char *args[] = {"-engine",   SHUFFLE,  "-engine", SHUFFLE,   "-each",
                          "depth=1",   "-games", "2",       "-pgnout", pgn,
                          "-maxmoves", "2",      NULL};
    MatchRun *run = play_renamed(args, "Evil\\\"] e5 [Result \"1-0\"]\n[X");
    const char *text = read_text(pgn);
    cr_assert(strstr(text, "[White \"Evil\\\\\\\"] e5 [Result \\\"1-0\\\"]?[X\"]\n"), "%s", text);
    cr_assert(strstr(text, "[Black \"Evil\\\\\\\"] e5 [Result \\\"1-0\\\"]?[X\"]\n"), "%s", text);
    const char *played[] = {"g1f3 g8f6 f3g1 f6g8", "g1f3 g8f6 f3g1 f6g8"};
    expect_read_back(run, pgn, played);
}

static CliStatus parse(int argc, const char *const *argv, char *error, size_t error_size) {
    MatchConfig *config = calloc(1, sizeof *config);
    CliStatus status = cli_parse(argc, argv, config, error, error_size);
    free(config);
    return status;
}

/* An option value's newline would send the engine a command of its own. */
Test(match_misuse, control_characters_on_the_command_line_are_refused) {
    char error[256];
    const char *name[] = {"m", "-engine", "cmd=a", "name=A\nB", "-engine", "cmd=b"};
    cr_assert_eq(parse(6, name, error, sizeof error), CLI_ERROR);
    cr_assert_str_eq(error, "name: control characters (newline, tab, ...) are not allowed");
    const char *option[] = {"m", "-engine", "cmd=a", "option.Hash=1\nquit", "-engine", "cmd=b"};
    cr_assert_eq(parse(6, option, error, sizeof error), CLI_ERROR);
    cr_assert_str_eq(error, "Hash: control characters (newline, tab, ...) are not allowed");
    const char *event[] = {"m", "-engine", "cmd=a", "-engine", "cmd=b", "-event", "a\tb"};
    cr_assert_eq(parse(7, event, error, sizeof error), CLI_ERROR);
    cr_assert_str_eq(error, "-event: control characters (newline, tab, ...) are not allowed");
    const char *fine[] = {"m", "-engine", "cmd=a", "name=A B", "-engine", "cmd=b", "-each", "tc=1"};
    cr_assert_eq(parse(8, fine, error, sizeof error), CLI_OK, "%s", error);
}

/* Two deterministic engines from one opening: four games, two of them (one per colour
 * arrangement) distinct. */
Test(match_misuse, games_that_repeat_one_another_are_warned_about) {
    const char *args[] = {"-engine", SHUFFLE,  "-engine", SHUFFLE, "-each",
                          "depth=1", "-games", "4",       NULL};
    MatchRun *run = run_match(args);
    cr_assert(strstr(run->output, "Warning: 4 of 4 games repeat another game move for move: the "
                                  "match holds only 2 distinct games, so its Elo and error bars "
                                  "overstate what it measured\n"),
              "%s", run->output);
    cr_assert(strstr(run->output, "Warning: use more openings"), "%s", run->output);
    free_run(run);
    const char *pair[] = {"-engine", SHUFFLE,  "-engine", SHUFFLE, "-each",
                          "depth=1", "-games", "2",       NULL};
    run = run_match(pair); /* one game per colour arrangement: nothing repeats */
    cr_assert_null(strstr(run->output, "Warning"), "%s", run->output);
    cr_assert(strstr(run->output, "Finished match\n"), "%s", run->output);
    free_run(run);
}

/* The program beside $TESSERA_BIN (make test builds both in build/test), with its
 * standard output in *output; returns the exit status. */
static int run_program(const char *arguments, char *output, size_t size) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    char command[1200];
    snprintf(command, sizeof command, "%s-match", bin);
    if (access(command, X_OK) != 0)
        cr_skip_test("no %s", command);
    snprintf(command, sizeof command, "%s-match %s", bin, arguments);
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    size_t got = fread(output, 1, size - 1, pipe);
    output[got] = '\0';
    int status = pclose(pipe);
    cr_assert(WIFEXITED(status), "%s", command);
    return WEXITSTATUS(status);
}

Test(match_misuse, version_and_help_print_and_exit_0) {
    char output[4096];
    cr_assert_eq(run_program("--version", output, sizeof output), 0);
    cr_assert_str_eq(output, "tessera-match " TESSERA_VERSION "\n");
    cr_assert_eq(run_program("-version", output, sizeof output), 0);
    cr_assert_str_eq(output, "tessera-match " TESSERA_VERSION "\n");
    cr_assert_eq(run_program("--help", output, sizeof output), 0);
    cr_assert_eq(strncmp(output, "usage: tessera-match", 20), 0, "%s", output);
    cr_assert_eq(run_program("-h", output, sizeof output), 0);
    cr_assert_eq(strncmp(output, "usage: tessera-match", 20), 0, "%s", output);
    cr_assert_eq(run_program("--bogus 2>/dev/null", output, sizeof output), 1);
    cr_assert_str_eq(output, "");
    cr_assert_eq(run_program("merge --version", output, sizeof output), 0);
    cr_assert_str_eq(output, "tessera-match " TESSERA_VERSION "\n");
}

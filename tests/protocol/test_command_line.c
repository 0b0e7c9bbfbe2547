/*
 * test_command_line.c - the tessera command as a tool ($TESSERA_BIN): `--help` and `help`
 * print the usage and succeed, `--version` prints the version of the header, an unknown
 * command fails with the usage on stderr, and protocol mode names the engine in its first
 * line, before any command is read.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "include/tessera.h"

typedef struct Run {
    char out[8192];
    int status;
} Run;

/* Runs the engine binary with arguments (and stdin from input), capturing stdout. */
static Run run_tessera(const char *arguments, const char *input) {
    const char *bin = getenv("TESSERA_BIN") ? getenv("TESSERA_BIN") : "./tessera";
    char command[1024];
    snprintf(command, sizeof command, "printf '%s' | '%s' %s 2>/dev/null", input, bin, arguments);
    Run run = {"", -1};
    FILE *pipe = popen(command, "r");
    cr_assert_not_null(pipe);
    size_t length = fread(run.out, 1, sizeof run.out - 1, pipe);
    run.out[length] = '\0';
    int status = pclose(pipe);
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

Test(command_line, help_prints_the_usage_and_succeeds) {
    const char *spellings[] = {"--help", "help", "-h"};
    for (int i = 0; i < 3; i++) {
        Run run = run_tessera(spellings[i], "");
        cr_assert_eq(run.status, 0, "%s", spellings[i]);
        cr_assert(strncmp(run.out, "usage: tessera", 14) == 0, "%s: %s", spellings[i], run.out);
        cr_assert(strstr(run.out, "perft <game> <depth>"), "%s", run.out);
    }
}

Test(command_line, version_prints_the_version_of_the_header) {
    Run run = run_tessera("--version", "");
    char expected[64];
    snprintf(expected, sizeof expected, "Tessera %s ", TESSERA_VERSION);
    cr_assert_eq(run.status, 0);
    cr_assert(strncmp(run.out, expected, strlen(expected)) == 0, "%s", run.out);
}

Test(command_line, an_unknown_command_fails_with_status_2) {
    Run run = run_tessera("--frobnicate", "");
    cr_assert_eq(run.status, 2);
    cr_assert_str_eq(run.out, "", "the usage of a failure goes to stderr");
}

Test(command_line, protocol_mode_names_the_engine_first) {
    Run run = run_tessera("", "isready\\n");
    char expected[96];
    snprintf(expected, sizeof expected, "Tessera %s by the Tessera developers\nreadyok\n",
             TESSERA_VERSION);
    cr_assert_eq(run.status, 0);
    cr_assert_str_eq(run.out, expected);
}

/*
 * match_helpers.h - whole matches of tessera-match played in the test process, shared by the
 * match suites: a command line in, the outcome, what the match printed and its error out.
 */
#ifndef TESSERA_TEST_MATCH_HELPERS_H
#define TESSERA_TEST_MATCH_HELPERS_H

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>

#include "match/cli.h"
#include "match/scheduler.h"

#define SHUFFLE "cmd=bash tests/engines/shuffle.sh"

/* A test of a former hang arms alarm(HANG_SECONDS): SIGALRM then ends (and fails) it. It
 * needs a few seconds when the runner keeps its deadlines. */
enum { HANG_SECONDS = 60 };

typedef struct MatchRun {
    MatchConfig config;
    MatchOutcome outcome;
    char *output; /* what the match printed, when it printed to memory */
    size_t output_size;
    bool ran;
    char error[512]; /* why it did not run */
} MatchRun;

/* Parses args (NULL-terminated, without the program name), which must be a valid command
 * line, into a new run. */
static inline MatchRun *match_parse(const char *const *args) {
    const char *argv[64] = {"tessera-match"};
    int argc = 1;
    while (args[argc - 1])
        argv[argc] = args[argc - 1], argc++;
    MatchRun *run = calloc(1, sizeof *run);
    cr_assert_eq(cli_parse(argc, argv, &run->config, run->error, sizeof run->error), CLI_OK, "%s",
                 run->error);
    return run;
}

/* Plays the parsed run's match printing to out, or into run->output when out is NULL. */
static inline void match_start(MatchRun *run, FILE *out) {
    FILE *memory = out ? NULL : open_memstream(&run->output, &run->output_size);
    run->ran = scheduler_run(&run->config, out ? out : memory, &run->outcome, run->error,
                             sizeof run->error);
    if (memory)
        fclose(memory);
}

/* Parses args and plays the match printing to out, or into run->output when out is NULL. */
static inline MatchRun *match_play_to(const char *const *args, FILE *out) {
    MatchRun *run = match_parse(args);
    match_start(run, out);
    return run;
}

static inline MatchRun *match_play(const char *const *args) {
    return match_play_to(args, NULL);
}

/* Plays a match that must run. */
static inline MatchRun *run_match(const char *const *args) {
    MatchRun *run = match_play(args);
    cr_assert(run->ran, "match did not run: %s\n%s", run->error, run->output);
    return run;
}

static inline void free_run(MatchRun *run) {
    tally_free(&run->outcome.tally);
    free(run->output);
    free(run);
}

#endif

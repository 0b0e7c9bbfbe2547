/*
 * fuzz_protocol.c - fuzz target for the whole protocol loop: arbitrary bytes as command
 * lines, read by protocol_run (the loop the tessera binary runs on stdin) from memory.
 *
 * fuzz_script.c bounds the work of each command first, so a run that does not end is a
 * real hang. Afterwards the loop must have exited normally, answered every isready with
 * exactly one readyok, and given no go more than one bestmove (and each go without an error
 * line one bestmove).
 */
#include "fuzz.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "protocol/protocol.h"

typedef struct Answers {
    int readyok;
    int bestmove;
    int errors;
} Answers;

static bool starts_with(const char *line, const char *prefix) {
    return strncmp(line, prefix, strlen(prefix)) == 0;
}

static Answers count_answers(char *output) {
    Answers answers = {0, 0, 0};
    for (char *line = strtok(output, "\n"); line; line = strtok(NULL, "\n")) {
        answers.readyok += strcmp(line, "readyok") == 0;
        answers.bestmove += starts_with(line, "bestmove ");
        answers.errors += starts_with(line, "info string error: ");
    }
    return answers;
}

static void check_answers(const FuzzScript *script, const Answers *answers) {
    if (answers->readyok != script->isready)
        fuzz_fail("%d isready got %d readyok", script->isready, answers->readyok);
    if (answers->bestmove > script->searches)
        fuzz_fail("%d go got %d bestmove", script->searches, answers->bestmove);
    if (answers->bestmove + answers->errors < script->searches)
        fuzz_fail("%d go got only %d bestmove and %d error lines", script->searches,
                  answers->bestmove, answers->errors);
}

void fuzz_protocol(const uint8_t *data, size_t size) {
    FuzzScript script;
    fuzz_script_build(&script, data, size);
    if (script.size == 0) {
        fuzz_script_free(&script);
        return;
    }
    char *output = NULL;
    size_t output_size = 0;
    FILE *in = fmemopen(script.text, script.size, "r");
    FILE *out = open_memstream(&output, &output_size);
    if (!in || !out)
        fuzz_fail("cannot open memory streams");
    static const ProtocolBench BENCH = {bench_new, bench_run, bench_stop, bench_free};
    int status = protocol_run(in, out, &BENCH);
    fclose(in);
    fclose(out);
    if (status != 0)
        fuzz_fail("protocol_run returned %d", status);
    Answers answers = count_answers(output);
    check_answers(&script, &answers);
    free(output);
    fuzz_script_free(&script);
}

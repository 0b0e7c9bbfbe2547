/*
 * threads_check.c - a multi-threaded workout for the ThreadSanitizer build (Criterion's
 * shared-memory runner cannot start under TSan, so this is a plain program): four Lazy
 * SMP threads search several positions sharing one TT, then a protocol session storms
 * go/stop/isready, perft, bench and ponderhit through in-memory streams, then two engines of
 * the C API play two games at once (two_engines.c). Exits non-zero on any wrong answer; TSan
 * aborts the process on any data race.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench.h"
#include "checks.h"
#include "protocol/protocol.h"
#include "search/search.h"
#include "engine/games.h"

static const char *const POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
};

static int check_threaded_search(void) {
    Searcher searcher;
    if (!searcher_init(&searcher, &CHESS_GAME, 8, 4))
        return fprintf(stderr, "cannot create searcher\n"), 1;
    for (size_t i = 0; i < sizeof POSITIONS / sizeof POSITIONS[0]; i++) {
        PosBuf pos;
        char error[128];
        if (!CHESS_GAME.parse(&pos, POSITIONS[i], error, sizeof error))
            return fprintf(stderr, "bad position: %s\n", error), 1;
        SearchLimits limits;
        limits_init(&limits);
        limits.depth = 7;
        atomic_store(&searcher.stop, false);
        SearchResult result = search_run(&searcher, &pos, NULL, 0, &limits, 0, NULL);
        if (result.best == MOVE_NONE)
            return fprintf(stderr, "no move for %s\n", POSITIONS[i]), 1;
    }
    searcher_free(&searcher);
    return 0;
}

/* Counts lines of out that start with prefix. */
static int count_lines(const char *out, const char *prefix) {
    int count = 0;
    size_t length = strlen(prefix);
    for (const char *line = out; line && *line;
         line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        count += strncmp(line, prefix, length) == 0;
    return count;
}

static int check_protocol_storm(void) {
    enum { ROUNDS = 200 };
    char *script = NULL, *output = NULL;
    size_t script_size = 0, output_size = 0;
    FILE *in_text = open_memstream(&script, &script_size);
    fprintf(in_text, "setoption name Threads value 3\nposition startpos moves e2e4\n");
    /* Per round: 4 searches, 4 isready, a perft and a bench, each ended by the next command. */
    for (int i = 0; i < ROUNDS; i++)
        fprintf(in_text, "go infinite\nisready\nstop\ngo depth 3\nisready\nperft 20\nisready\n"
                         "go depth 20\nbench 30 2 1 chess\nisready\nstop\ngo ponder\nponderhit\n"
                         "position startpos moves e2e4\n");
    fprintf(in_text, "quit\n");
    fclose(in_text);
    FILE *in = fmemopen(script, script_size, "r");
    FILE *out = open_memstream(&output, &output_size);
    static const ProtocolBench BENCH = {bench_new, bench_run, bench_stop, bench_free};
    int status = protocol_run(in, out, &BENCH);
    fclose(in);
    fclose(out);
    int bestmoves = count_lines(output, "bestmove ");
    int readyoks = count_lines(output, "readyok");
    int stopped = count_lines(output, "info string perft stopped") +
                  count_lines(output, "info string bench stopped");
    int failed =
        status != 0 || bestmoves != 4 * ROUNDS || readyoks != 4 * ROUNDS || stopped != 2 * ROUNDS;
    if (failed)
        fprintf(stderr,
                "storm: status %d, %d bestmoves, %d readyok, %d jobs stopped (expected %d, %d, "
                "%d)\n",
                status, bestmoves, readyoks, stopped, 4 * ROUNDS, 4 * ROUNDS, 2 * ROUNDS);
    free(script);
    free(output);
    return failed;
}

int main(void) {
    int failures = check_threaded_search() + check_protocol_storm() + check_two_engines();
    printf("%d passed, %d failed\n", 3 - failures, failures);
    return failures != 0;
}

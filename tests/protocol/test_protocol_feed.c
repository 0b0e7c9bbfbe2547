/*
 * test_protocol_feed.c - the protocol fed line by line (protocol/feed.c), as the WebAssembly
 * worker feeds it: the same answers as the stream loop, `quit` reported to the host, a search
 * whose bestmove is printed by the time the session is freed, a bench through its hook.
 */
#include <criterion/criterion.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/bench.h"
#include "protocol/protocol.h"

/* The protocol's `bench`: the bench of bench/, as cli/main.c gives it. */
static const ProtocolBench BENCH = {bench_new, bench_run, bench_stop, bench_free};

/* Everything written to out so far, as one string the caller frees. */
static char *written(FILE *out) {
    fflush(out);
    long size = ftell(out);
    char *text = calloc(1, (size_t)size + 1);
    rewind(out);
    cr_assert_eq(fread(text, 1, (size_t)size, out), (size_t)size);
    fseek(out, 0, SEEK_END);
    return text;
}

/* Whether a line that starts with prefix has been written to out, read without touching the
 * stream's position (pread), since the bench's thread writes to it meanwhile. */
static bool has_line(FILE *out, const char *prefix) {
    char text[1 << 16];
    ssize_t size = pread(fileno(out), text, sizeof text - 1, 0);
    text[size > 0 ? size : 0] = '\0';
    for (const char *line = text; line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
        if (strncmp(line, prefix, strlen(prefix)) == 0)
            return true;
    return false;
}

Test(protocol_feed, answers_each_line_and_reports_quit) {
    FILE *out = tmpfile();
    ProtocolFeed *feed = protocol_feed_new(out, &BENCH);
    cr_assert_not_null(feed);
    cr_assert(protocol_feed_line(feed, "setoption name UCI_Variant value wallchess"));
    cr_assert(protocol_feed_line(feed, "position startpos moves e2 e8"));
    cr_assert(protocol_feed_line(feed, "status"));
    cr_assert(protocol_feed_line(feed, "bogus"));
    cr_assert(protocol_feed_line(feed, "go depth 3"));
    cr_assert_not(protocol_feed_line(feed, "quit"));
    cr_assert_not(protocol_feed_line(feed, "isready"), "nothing runs after quit");
    protocol_feed_free(feed);
    char *text = written(out);
    cr_assert(strstr(text, "info string variant wallchess files 9 ranks 9 players 2"), "%s", text);
    cr_assert(strstr(text, "status ongoing south\n"), "%s", text);
    cr_assert(strstr(text, "info string error: unknown command 'bogus'\n"), "%s", text);
    cr_assert(strstr(text, "\nbestmove "), "%s", text);
    cr_assert_null(strstr(text, "readyok"), "%s", text);
    free(text);
    fclose(out);
}

/* The bench is the hook the session was given: a depth-1 bench of one game through it, and a
 * session given none refuses `bench` with an error and goes on. */
Test(protocol_feed, bench_runs_the_hook_it_was_given) {
    FILE *out = tmpfile();
    ProtocolFeed *feed = protocol_feed_new(out, &BENCH);
    cr_assert(protocol_feed_line(feed, "bench 1 1 1 wallchess"));
    for (int waited_ms = 0; waited_ms < 20000 && !has_line(out, "Nodes/second: "); waited_ms += 10)
        usleep(10000); /* the bench runs on its own thread */
    protocol_feed_free(feed);
    char *text = written(out);
    cr_assert(strstr(text, "wallchess  1/"), "%s", text);
    cr_assert(strstr(text, "\nNodes searched: "), "%s", text);
    free(text);
    fclose(out);

    out = tmpfile();
    feed = protocol_feed_new(out, NULL);
    cr_assert(protocol_feed_line(feed, "bench 1 1 1 wallchess"));
    cr_assert(protocol_feed_line(feed, "isready"));
    protocol_feed_free(feed);
    text = written(out);
    cr_assert_str_eq(text, "info string error: this session has no bench\nreadyok\n");
    free(text);
    fclose(out);
}

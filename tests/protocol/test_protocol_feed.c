/*
 * test_protocol_feed.c - the protocol fed line by line (protocol/feed.c), as the WebAssembly
 * worker feeds it: the same answers as the stream loop, `quit` reported to the host, a search
 * whose bestmove is printed by the time the session is freed.
 */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/protocol.h"

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

Test(protocol_feed, answers_each_line_and_reports_quit) {
    FILE *out = tmpfile();
    ProtocolFeed *feed = protocol_feed_new(out);
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

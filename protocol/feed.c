/*
 * feed.c - the protocol fed one line at a time instead of read from a stream, for hosts
 * that receive commands as messages: the WebAssembly engine worker (wasm/) gets each line
 * by postMessage. Answers go to the stream given, line by line, as in protocol_run.
 */
#include "protocol.h"

#include <stdlib.h>
#include <string.h>

#include "commands.h"

enum { MAX_FEED_LINE_BYTES = 1 << 20 };

struct ProtocolFeed {
    Output output;
    Session session;
    Words words;
};

ProtocolFeed *protocol_feed_new(FILE *out, const ProtocolBench *bench) {
    ProtocolFeed *feed = calloc(1, sizeof *feed);
    if (!feed)
        return NULL;
    output_init(&feed->output, out ? out : stdout);
    feed->session.out = &feed->output;
    feed->session.bench_hook = bench;
    if (tessera_new(NULL, 0, &feed->session.engine) != TESSERA_OK) {
        output_destroy(&feed->output);
        free(feed);
        return NULL;
    }
    return feed;
}

/* Whether the session goes on: no `quit`, and its answers can still be written. */
static bool feed_open(ProtocolFeed *feed) {
    return !feed->session.quit && !output_failed(&feed->output);
}

bool protocol_feed_line(ProtocolFeed *feed, const char *line) {
    if (!feed_open(feed))
        return false;
    size_t length = strlen(line);
    if (length >= MAX_FEED_LINE_BYTES) {
        output_error(&feed->output, "line longer than %d bytes ignored", MAX_FEED_LINE_BYTES - 1);
        return true;
    }
    char *copy = malloc(length + 1);
    if (!copy || !text_split(memcpy(copy, line, length + 1), &feed->words))
        output_error(&feed->output, "not enough memory to split the line into words; ignored");
    else
        commands_execute(&feed->session, &feed->words);
    free(copy);
    return feed_open(feed);
}

void protocol_feed_free(ProtocolFeed *feed) {
    if (!feed)
        return;
    text_words_free(&feed->words);
    session_end_jobs(&feed->session);
    tessera_free(feed->session.engine);
    output_destroy(&feed->output);
    free(feed);
}

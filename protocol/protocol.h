/*
 * protocol.h - the protocol loop: reads command lines from in until `quit`, the end of input
 * or a failed write to out (its reader went away), answers on out. Returns the process exit
 * status: 0 for all three. Or the same session fed line by line
 * (feed.c), for hosts that get commands as messages rather than from a stream.
 */
#ifndef TESSERA_PROTOCOL_H
#define TESSERA_PROTOCOL_H

#include <stdbool.h>
#include <stdio.h>

int protocol_run(FILE *in, FILE *out);

typedef struct ProtocolFeed ProtocolFeed;

/* A session answering on out (NULL: standard output); NULL when memory is short. */
ProtocolFeed *protocol_feed_new(FILE *out);
/* Runs one command line (no newline); false once `quit` has been given or out has failed. */
bool protocol_feed_line(ProtocolFeed *feed, const char *line);
/* Ends what runs (a search prints its bestmove) and frees the session. */
void protocol_feed_free(ProtocolFeed *feed);

#endif

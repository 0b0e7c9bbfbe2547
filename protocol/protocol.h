/*
 * protocol.h - the protocol loop: reads command lines from in until `quit`, the end of input
 * or a failed write to out (its reader went away), answers on out. Returns the process exit
 * status: 0 for all three. Or the same session fed line by line
 * (feed.c), for hosts that get commands as messages rather than from a stream.
 */
#ifndef TESSERA_PROTOCOL_H
#define TESSERA_PROTOCOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The bench, an opaque job to the protocol. */
struct Bench;

/* What `bench` runs, handed in by the program that makes the session (cli/ hands bench/'s
 * bench_new, bench_run, bench_stop and bench_free), so that protocol/ runs the job on a
 * thread of its own without including bench/. make reads the words after "bench" (NULL with
 * the reason in error), run prints each line through print, stop (from the command loop's
 * thread) ends a run soon, free releases it. A session given NULL answers `bench` with an
 * error. */
typedef struct ProtocolBench {
    struct Bench *(*make)(int argc, const char *const *argv, char *error, size_t error_size);
    uint64_t (*run)(struct Bench *bench, void (*print)(void *context, const char *line),
                    void *context);
    void (*stop)(struct Bench *bench);
    void (*free)(struct Bench *bench);
} ProtocolBench;

int protocol_run(FILE *in, FILE *out, const ProtocolBench *bench);

typedef struct ProtocolFeed ProtocolFeed;

/* A session answering on out (NULL: standard output) whose `bench` runs bench; NULL when
 * memory is short. */
ProtocolFeed *protocol_feed_new(FILE *out, const ProtocolBench *bench);
/* Runs one command line (no newline); false once `quit` has been given or out has failed. */
bool protocol_feed_line(ProtocolFeed *feed, const char *line);
/* Ends what runs (a search prints its bestmove) and frees the session. */
void protocol_feed_free(ProtocolFeed *feed);

#endif

/*
 * session.h - one protocol session: the engine it drives through the C API
 * (include/tessera.h), the printer every line goes through, and the bench, the one job the
 * text layer runs itself (a search and a perft are the engine's own jobs), through the hook
 * the session was given (protocol.h). There are no other globals, so tests can run sessions
 * on in-memory streams.
 */
#ifndef TESSERA_PROTOCOL_SESSION_H
#define TESSERA_PROTOCOL_SESSION_H

#include <pthread.h>

#include "include/tessera.h"
#include "output.h"
#include "protocol.h"

enum { SESSION_MAX_SEARCHMOVES = 256 };

typedef struct Session {
    Output *out;
    TesseraEngine *engine;
    bool quit;
    const char *searchmoves[SESSION_MAX_SEARCHMOVES]; /* of the `go` line being run */

    /* The bench job (bench_job.c): bench_hook's bench, made by `bench`, run on bench_thread,
     * started and not yet joined when bench_started is set. */
    const ProtocolBench *bench_hook; /* NULL: this session has no bench */
    struct Bench *bench;
    bool bench_started;
    pthread_t bench_thread;
} Session;

/* Runs bench (made by session->bench_hook, which frees it after) on a thread of its own; its
 * output ends with the totals, or with `info string bench stopped` when interrupted. */
void session_start_bench(Session *session, struct Bench *bench);
void session_end_bench(Session *session); /* interrupt the bench and wait for its last line */

/* Ends whatever runs: the bench, and the engine's search (its bestmove is printed) or perft. */
void session_end_jobs(Session *session);

/* `info string variant <name> files <F> ranks <R> players <P> startpos <position>` */
void session_announce_variant(Session *session);

#endif

/*
 * bench_job.c - `bench` as a background job of the session, so the command loop keeps
 * reading while it runs: `isready` and the other read-only commands are answered, and
 * `stop`, `quit`, the end of input and every command that changes state interrupt it and
 * wait for its last line. The bench is the session's hook (protocol.h): it has engines of
 * its own and shares nothing with the session's engine.
 */
#include "session.h"

#include "src/threads.h"

static void print_bench_line(void *context, const char *line) {
    Session *session = context;
    output_line(session->out, "%s", line);
}

static void *bench_thread_main(void *argument) {
    Session *session = argument;
    session->bench_hook->run(session->bench, print_bench_line, session);
    return NULL;
}

static void release_bench(Session *session) {
    session->bench_hook->free(session->bench);
    session->bench = NULL;
}

void session_start_bench(Session *session, struct Bench *bench) {
    session_end_jobs(session);
    session->bench = bench;
    if (!TESSERA_HAS_THREADS) {
        bench_thread_main(session); /* no threads (src/threads.h): to its end, here */
        release_bench(session);
        return;
    }
    if (pthread_create(&session->bench_thread, NULL, bench_thread_main, session) != 0) {
        output_error(session->out, "cannot start a thread for the command");
        release_bench(session);
        return;
    }
    session->bench_started = true;
}

void session_end_bench(Session *session) {
    if (!session->bench_started)
        return;
    session->bench_hook->stop(session->bench);
    pthread_join(session->bench_thread, NULL);
    session->bench_started = false;
    release_bench(session);
}

void session_end_jobs(Session *session) {
    session_end_bench(session);
    tessera_stop(session->engine);
    tessera_wait(session->engine);
}

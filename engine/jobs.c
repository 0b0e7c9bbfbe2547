/*
 * jobs.c - the engine's one background job, a search or a perft, on a thread of its own, so
 * the caller keeps control while it runs. Ending a job interrupts it and waits for its last
 * callback; nothing waits for a job to end by itself except tessera_wait and a blocking
 * perft. Also perft itself: counted on the job thread, so tessera_stop can end it. A build
 * without threads (src/threads.h) runs the job on the caller's thread instead.
 */
#include "engine.h"

#include "src/perft.h"
#include "src/threads.h"

static void *job_thread_main(void *argument) {
    TesseraEngine *engine = argument;
    engine->job_run(engine);
    atomic_store(&engine->job_running, false);
    return NULL;
}

TesseraCode engine_start_job(TesseraEngine *engine, EngineJob run, EngineJob interrupt) {
    engine_end_job(engine);
    engine->job_run = run;
    engine->job_interrupt = interrupt;
    atomic_store(&engine->job_cancel, false);
    if (!TESSERA_HAS_THREADS) {
        /* No threads (src/threads.h): the job runs to its end before the call returns. */
        run(engine);
        return TESSERA_OK;
    }
    atomic_store(&engine->job_running, true);
    if (pthread_create(&engine->job_thread, NULL, job_thread_main, engine) != 0) {
        atomic_store(&engine->job_running, false);
        return engine_fail(engine, TESSERA_ERROR_THREAD, "cannot start a thread for the command");
    }
    engine->job_started = true;
    return TESSERA_OK;
}

void engine_join_job(TesseraEngine *engine) {
    if (!engine->job_started)
        return;
    pthread_join(engine->job_thread, NULL);
    engine->job_started = false;
}

void engine_end_job(TesseraEngine *engine) {
    if (!engine->job_started)
        return;
    engine->job_interrupt(engine);
    engine_join_job(engine);
}

/* ---- perft ------------------------------------------------------------------------------ */

enum { MAX_PERFT_DEPTH = 20 };

static void ignore_move(void *context, const char *move, uint64_t nodes) {
    (void)context, (void)move, (void)nodes;
}

/* The caller's divide and done, marked as the engine's own callbacks (callback_guard.c). */
static void call_divide(void *context, const char *move, uint64_t nodes) {
    TesseraEngine *engine = context;
    CallbackFrame frame;
    engine_callback_enter(&frame, engine);
    engine->perft_divide(engine->perft_context, move, nodes);
    engine_callback_leave(&frame);
}

static void run_perft(TesseraEngine *engine) {
    uint64_t nodes = perft_divide_until(engine->game, &engine->position, engine->perft_depth,
                                        call_divide, engine, &engine->job_cancel);
    CallbackFrame frame;
    engine_callback_enter(&frame, engine);
    engine->perft_done(engine->perft_context, nodes, atomic_load(&engine->job_cancel));
    engine_callback_leave(&frame);
}

static void cancel_perft(TesseraEngine *engine) {
    atomic_store(&engine->job_cancel, true);
}

TesseraCode tessera_perft_start(TesseraEngine *engine, int depth,
                                void (*divide)(void *context, const char *move, uint64_t nodes),
                                void (*done)(void *context, uint64_t nodes, bool stopped),
                                void *context) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    if (depth < 1 || depth > MAX_PERFT_DEPTH)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "perft depth must be 1 to %d, not %d",
                           MAX_PERFT_DEPTH, depth);
    if (!done)
        return engine_fail(engine, TESSERA_ERROR_ARGUMENT, "perft needs a done callback");
    engine_end_job(engine);
    engine->perft_depth = depth;
    engine->perft_divide = divide ? divide : ignore_move;
    engine->perft_done = done;
    engine->perft_context = context;
    return engine_start_job(engine, run_perft, cancel_perft);
}

typedef struct PerftTotal {
    uint64_t nodes;
    bool stopped;
    void (*divide)(void *context, const char *move, uint64_t nodes);
    void *context;
} PerftTotal;

static void pass_divide(void *context, const char *move, uint64_t nodes) {
    PerftTotal *total = context;
    if (total->divide)
        total->divide(total->context, move, nodes);
}

static void keep_total(void *context, uint64_t nodes, bool stopped) {
    PerftTotal *total = context;
    total->nodes = nodes;
    total->stopped = stopped;
}

TesseraCode tessera_perft(TesseraEngine *engine, int depth,
                          void (*divide)(void *context, const char *move, uint64_t nodes),
                          void *context, uint64_t *nodes) {
    PerftTotal total = {0, false, divide, context};
    TesseraCode code = tessera_perft_start(engine, depth, pass_divide, keep_total, &total);
    if (code != TESSERA_OK)
        return code;
    engine_join_job(engine);
    if (nodes)
        *nodes = total.nodes;
    return total.stopped ? engine_fail(engine, TESSERA_ERROR_STOPPED, "perft stopped") : TESSERA_OK;
}

/* ---- stopping ----------------------------------------------------------------------------- */

/* Allowed from the engine's own callbacks: it only sets flags. */
void tessera_stop(TesseraEngine *engine) {
    if (!engine)
        return;
    atomic_store(&engine->job_cancel, true);
    engine_release_search(engine);
}

bool tessera_busy(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return false;
    return atomic_load(&engine->job_running);
}

/*
 * jobs.c - the engine's one background job. A search, a perft or a bench runs on a thread
 * of its own so that the command loop keeps reading: `isready` and the other read-only
 * commands are answered while it runs, and `stop`, `quit`, the end of input and every
 * command that changes state interrupt it and wait for its last line (a search's bestmove,
 * a perft's or bench's totals or its `stopped` line) before they go on. No command waits
 * for a job to end by itself.
 */
#include "engine.h"

#include <inttypes.h>

#include "../src/perft.h"

static void *job_thread_main(void *argument) {
    Engine *engine = argument;
    engine->job_run(engine);
    return NULL;
}

bool engine_start_job(Engine *engine, EngineJob run, EngineJob interrupt) {
    engine_end_job(engine);
    engine->job_run = run;
    engine->job_interrupt = interrupt;
    atomic_store(&engine->job_cancel, false);
    if (pthread_create(&engine->job_thread, NULL, job_thread_main, engine) != 0) {
        output_error(engine->out, "cannot start a thread for the command");
        return false;
    }
    engine->job_started = true;
    return true;
}

void engine_join_job(Engine *engine) {
    if (!engine->job_started)
        return;
    pthread_join(engine->job_thread, NULL);
    engine->job_started = false;
}

void engine_end_job(Engine *engine) {
    if (!engine->job_started)
        return;
    engine->job_interrupt(engine);
    engine_join_job(engine);
}

bool engine_busy(const Engine *engine) {
    return engine->job_started;
}

static void cancel_job(Engine *engine) {
    atomic_store(&engine->job_cancel, true);
}

/* ---- perft ------------------------------------------------------------------------------ */

static void print_perft_move(void *context, const char *move, uint64_t count) {
    Engine *engine = context;
    output_line(engine->out, "%s: %" PRIu64, move, count);
}

static void run_perft(Engine *engine) {
    uint64_t total = perft_divide_until(engine->game, &engine->position, engine->perft_depth,
                                        print_perft_move, engine, &engine->job_cancel);
    if (atomic_load(&engine->job_cancel)) {
        output_line(engine->out, "info string perft stopped");
        return;
    }
    output_line(engine->out, "%s", "");
    output_line(engine->out, "Nodes searched: %" PRIu64, total);
}

void engine_start_perft(Engine *engine, int depth) {
    engine_end_job(engine);
    engine->perft_depth = depth;
    engine_start_job(engine, run_perft, cancel_job);
}

/* ---- bench ------------------------------------------------------------------------------ */

static void print_bench_line(void *context, const char *line) {
    Engine *engine = context;
    output_line(engine->out, "%s", line);
}

static void run_bench(Engine *engine) {
    bench_run(&engine->bench, print_bench_line, engine, &engine->job_cancel);
}

void engine_start_bench(Engine *engine, const BenchConfig *config) {
    engine_end_job(engine);
    engine->bench = *config;
    engine_start_job(engine, run_bench, cancel_job);
}

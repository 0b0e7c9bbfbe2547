/*
 * search_control.c - runs `go` as the engine's background job (jobs.c) so `stop`, `ponderhit`
 * and `isready` are answered while it thinks, prints its `info` lines and exactly one
 * `bestmove` per `go`. An infinite or ponder search that finishes early waits for `stop`
 * (or `ponderhit`) before it answers, as UCI requires.
 */
#include "engine.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "../search/skill.h"
#include "../src/strbuf.h"

static void format_score(Score score, char *text, size_t size) {
    if (score >= SCORE_MATE_IN_MAX)
        snprintf(text, size, "mate %d", (SCORE_MATE - score + 1) / 2);
    else if (score <= -SCORE_MATE_IN_MAX)
        snprintf(text, size, "mate -%d", (SCORE_MATE + score) / 2);
    else
        snprintf(text, size, "cp %d", score);
}

/* Appends the moves of pv, replayed from root so each is written in its own position. */
static void append_pv(const Game *game, const void *root, const Move *pv, int length,
                      StrBuf *line) {
    PosBuf positions[2];
    memcpy(&positions[0], root, game->pos_size);
    char text[MAX_MOVE_TEXT];
    for (int i = 0; i < length; i++) {
        const void *pos = &positions[i % 2];
        game->format_move(pos, pv[i], text);
        strbuf_printf(line, " %s", text);
        if (!game->play(pos, pv[i], &positions[(i + 1) % 2]))
            break;
    }
}

static void report_iteration(void *context, const void *root, const SearchInfo *info) {
    Engine *engine = context;
    char score[32];
    format_score(info->score, score, sizeof score);
    int64_t time_ms = info->time_ms > 0 ? info->time_ms : 0;
    uint64_t nps = time_ms > 0 ? info->nodes * 1000 / (uint64_t)time_ms : info->nodes * 1000;
    StrBuf line;
    strbuf_init(&line);
    strbuf_printf(&line,
                  "info depth %d seldepth %d multipv %d score %s nodes %" PRIu64 " nps %" PRIu64
                  " hashfull %d time %" PRId64 " pv",
                  info->depth, info->seldepth, info->multipv, score, info->nodes, nps,
                  info->hashfull, time_ms);
    append_pv(engine->game, root, info->pv, info->pv_length, &line);
    output_line(engine->out, "%s", strbuf_text(&line));
    strbuf_free(&line);
}

static bool must_wait_for_release(const Engine *engine) {
    return engine->limits.infinite ||
           (engine->limits.ponder && atomic_load(&engine->searcher.pondering));
}

static void wait_for_release(Engine *engine) {
    pthread_mutex_lock(&engine->release_lock);
    while (!atomic_load(&engine->release) && must_wait_for_release(engine))
        pthread_cond_wait(&engine->release_signal, &engine->release_lock);
    pthread_mutex_unlock(&engine->release_lock);
}

static void print_bestmove(Engine *engine, const SearchResult *result) {
    const Game *game = engine->game;
    if (result->best == MOVE_NONE) {
        output_line(engine->out, "bestmove (none)");
        return;
    }
    char best[MAX_MOVE_TEXT], ponder[MAX_MOVE_TEXT];
    game->format_move(&engine->position, result->best, best);
    PosBuf child;
    if (result->ponder != MOVE_NONE && game->play(&engine->position, result->best, &child)) {
        game->format_move(&child, result->ponder, ponder);
        output_line(engine->out, "bestmove %s ponder %s", best, ponder);
    } else {
        output_line(engine->out, "bestmove %s", best);
    }
}

static void run_search(Engine *engine) {
    SearchReport report = {engine, report_iteration};
    SearchResult result = search_run(&engine->searcher, &engine->position, engine->history.keys,
                                     engine->history.count, &engine->limits,
                                     engine->options.move_overhead_ms, &report);
    wait_for_release(engine);
    atomic_store(&engine->searcher.pondering, false);
    if (result.best != MOVE_NONE)
        report_iteration(engine, &engine->position, &result.final);
    print_bestmove(engine, &result);
}

static void release_waiting_search(Engine *engine) {
    pthread_mutex_lock(&engine->release_lock);
    atomic_store(&engine->release, true);
    pthread_cond_broadcast(&engine->release_signal);
    pthread_mutex_unlock(&engine->release_lock);
}

static void interrupt_search(Engine *engine) {
    atomic_store(&engine->searcher.stop, true);
    release_waiting_search(engine);
}

void engine_start_search(Engine *engine, const SearchLimits *limits) {
    engine_end_job(engine);
    if (engine_play_book_move(engine, limits))
        return;
    engine->limits = *limits;
    const Options *options = &engine->options;
    engine->limits.skill = skill_make(options->skill_level, options->limit_strength, options->elo,
                                      engine_random(engine));
    atomic_store(&engine->release, false);
    atomic_store(&engine->searcher.stop, false);
    atomic_store(&engine->searcher.pondering, limits->ponder);
    if (!engine_start_job(engine, run_search, interrupt_search)) {
        atomic_store(&engine->searcher.pondering, false);
        output_line(engine->out, "bestmove (none)");
    }
}

static bool searching(const Engine *engine) {
    return engine_busy(engine) && engine->job_run == run_search;
}

void engine_wait_search(Engine *engine) {
    if (searching(engine) && must_wait_for_release(engine))
        engine_end_job(engine);
    else
        engine_join_job(engine);
}

void engine_ponderhit(Engine *engine) {
    if (!searching(engine) || !atomic_load(&engine->searcher.pondering))
        return;
    atomic_store(&engine->searcher.start_ms, search_now_ms());
    pthread_mutex_lock(&engine->release_lock);
    atomic_store(&engine->searcher.pondering, false);
    pthread_cond_broadcast(&engine->release_signal);
    pthread_mutex_unlock(&engine->release_lock);
}

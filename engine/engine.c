/*
 * engine.c - creating and freeing engines, their error message, switching games, the
 * searcher created on first use, and the engine's own random numbers.
 */
#include "engine.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "search/skill.h"
#include "src/rules.h"
#include "src/splitmix.h"
#include "registry.h"

enum {
    DEFAULT_HASH_MB = 16,
    DEFAULT_MOVE_OVERHEAD_MS = 30, /* 10 flagged under load at 0.5+0.01 (docs/RELIABILITY.md) */
};

static void options_defaults(Options *options) {
    *options = (Options){0};
    options->players = 2;
    options->threads = 1;
    options->hash_mb = DEFAULT_HASH_MB;
    options->multipv = 1;
    options->move_overhead_ms = DEFAULT_MOVE_OVERHEAD_MS;
    options->skill_level = SKILL_LEVEL_MAX;
    options->elo = SKILL_ELO_MAX;
}

static uint64_t clock_seed(const void *address) {
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    return ((uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec) ^ (uintptr_t)address;
}

TesseraCode tessera_new(const char *game_name, int players, TesseraEngine **created) {
    if (!created)
        return TESSERA_ERROR_ARGUMENT;
    *created = NULL;
    const Game *game = game_name ? registry_find(game_name) : registry_default();
    if (!game || (players != 0 && (players < game->min_players || players > game->max_players)))
        return TESSERA_ERROR_ARGUMENT;
    TesseraEngine *engine = calloc(1, sizeof *engine);
    if (!engine)
        return TESSERA_ERROR_MEMORY;
    engine->game = game;
    options_defaults(&engine->options);
    if (players > 0)
        engine->options.players = players;
    engine->random_state = clock_seed(engine);
    strbuf_init(&engine->text);
    strbuf_init(&engine->pv_text);
    atomic_init(&engine->job_cancel, false);
    atomic_init(&engine->job_running, false);
    atomic_init(&engine->release, false);
    pthread_mutex_init(&engine->release_lock, NULL);
    pthread_cond_init(&engine->release_signal, NULL);
    engine_reset_position(engine);
    *created = engine;
    return TESSERA_OK;
}

void tessera_free(TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return; /* NULL, or from its own callback, whose thread it would join */
    engine_end_job(engine);
    if (engine->searcher_ready)
        searcher_free(&engine->searcher);
    book_free(&engine->book);
    free(engine->trail.moves);
    free(engine->trail.keys);
    free(engine->trail.checkpoints);
    strbuf_free(&engine->text);
    strbuf_free(&engine->pv_text);
    pthread_mutex_destroy(&engine->release_lock);
    pthread_cond_destroy(&engine->release_signal);
    free(engine);
}

TesseraCode engine_fail(TesseraEngine *engine, TesseraCode code, const char *format, ...) {
    va_list args;
    va_start(args, format);
    vsnprintf(engine->error, sizeof engine->error, format, args);
    va_end(args);
    return code;
}

const char *tessera_error(const TesseraEngine *engine) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused == TESSERA_ERROR_ARGUMENT ? "no engine" : "";
    return engine->error;
}

const char *tessera_game(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return "";
    return engine->game->name;
}

int engine_players(const TesseraEngine *engine) {
    int players = engine->options.players;
    if (players < engine->game->min_players)
        return engine->game->min_players;
    if (players > engine->game->max_players)
        return engine->game->max_players;
    return players;
}

int tessera_players(const TesseraEngine *engine) {
    if (engine_refusal(engine) != TESSERA_OK)
        return 0;
    return pos_header(&engine->position)->players;
}

void engine_reset_position(TesseraEngine *engine) {
    const Game *game = engine->game;
    char error[128];
    GameChoices chosen;
    engine_choices(engine, &chosen);
    bool parsed =
        game->parse(&engine->start, game_start_position(game, engine_players(engine), &chosen),
                    error, sizeof error);
    (void)parsed; /* a game's own start position always parses (tested per game) */
    memcpy(&engine->position, &engine->start, game->pos_size);
    engine->trail.count = 0;
    engine->claimed = NULL;
}

bool engine_ensure_searcher(TesseraEngine *engine) {
    if (engine->searcher_ready)
        return true;
    if (!searcher_init(&engine->searcher, engine->game, (size_t)engine->options.hash_mb,
                       engine->options.threads))
        return false;
    engine->searcher.evaluation = engine->options.evaluation;
    engine->searcher.cancel = &engine->job_cancel; /* tessera_stop from any thread */
    engine->searcher_ready = true;
    return true;
}

bool engine_set_game(TesseraEngine *engine, const Game *game) {
    if (game != engine->game && engine->searcher_ready &&
        !searcher_set_game(&engine->searcher, game))
        return false;
    engine->game = game;
    engine_reset_position(engine);
    return true;
}

TesseraCode tessera_new_game(TesseraEngine *engine) {
    TesseraCode refused = engine_refusal(engine);
    if (refused != TESSERA_OK)
        return refused;
    engine_end_job(engine);
    if (engine->searcher_ready)
        searcher_clear(&engine->searcher);
    engine_reset_position(engine);
    return TESSERA_OK;
}

uint64_t engine_random(TesseraEngine *engine) {
    return splitmix64_next(&engine->random_state);
}

void engine_apply_claim(const TesseraEngine *engine, int count, GameStatus *status) {
    if (engine->claimed && engine->claimed_at == count && status->outcome == OUTCOME_ONGOING) {
        status->outcome = OUTCOME_DRAW;
        status->reason = engine->claimed;
    }
}

void engine_status(const TesseraEngine *engine, GameStatus *status) {
    rules_status(engine->game, &engine->position, engine->trail.keys, engine->trail.count, status);
    engine_apply_claim(engine, engine->trail.count, status);
}

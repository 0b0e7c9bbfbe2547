/*
 * engine.c - creating and destroying an engine, switching games and keeping the history
 * of position keys that repetition detection needs.
 */
#include "engine.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../search/skill.h"
#include "../src/games/common/splitmix.h"

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

bool engine_init(Engine *engine, Output *out) {
    memset(engine, 0, sizeof *engine);
    engine->out = out;
    engine->game = game_default();
    options_defaults(&engine->options);
    if (!searcher_init(&engine->searcher, engine->game, (size_t)engine->options.hash_mb,
                       engine->options.threads))
        return false;
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    engine->random_state = (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
    engine->random_state ^= (uint64_t)(uintptr_t)engine;
    atomic_init(&engine->release, false);
    pthread_mutex_init(&engine->release_lock, NULL);
    pthread_cond_init(&engine->release_signal, NULL);
    engine_reset_position(engine);
    return true;
}

void engine_destroy(Engine *engine) {
    engine_end_job(engine);
    searcher_free(&engine->searcher);
    book_free(&engine->book);
    history_free(&engine->history);
    pthread_mutex_destroy(&engine->release_lock);
    pthread_cond_destroy(&engine->release_signal);
}

int engine_players(const Engine *engine) {
    int players = engine->options.players;
    if (players < engine->game->min_players)
        return engine->game->min_players;
    if (players > engine->game->max_players)
        return engine->game->max_players;
    return players;
}

void engine_reset_position(Engine *engine) {
    const Game *game = engine->game;
    char error[128];
    bool parsed = game->parse(&engine->position, game->start_position(engine_players(engine)),
                              error, sizeof error);
    (void)parsed; /* a game's own start position always parses (tested per game) */
    engine->history.count = 0;
}

bool engine_set_game(Engine *engine, const Game *game) {
    if (game != engine->game && !searcher_set_game(&engine->searcher, game))
        return false;
    engine->game = game;
    engine_reset_position(engine);
    return true;
}

uint64_t engine_random(Engine *engine) {
    return splitmix64_next(&engine->random_state);
}

bool history_push(KeyHistory *history, uint64_t key) {
    if (history->count == history->capacity) {
        int capacity = history->capacity ? history->capacity * 2 : 256;
        uint64_t *keys = realloc(history->keys, sizeof(uint64_t) * (size_t)capacity);
        if (!keys)
            return false;
        history->keys = keys;
        history->capacity = capacity;
    }
    history->keys[history->count++] = key;
    return true;
}

void history_free(KeyHistory *history) {
    free(history->keys);
    *history = (KeyHistory){0};
}

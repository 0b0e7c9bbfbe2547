/*
 * library.c - what the library says about itself before any engine exists: its versions,
 * the names of its result codes, and the games with their facts and bench positions.
 */
#include <string.h>

#include "include/tessera.h"
#include "registry.h"

int tessera_api_version(void) {
    return TESSERA_API_VERSION;
}

const char *tessera_version(void) {
    return TESSERA_VERSION;
}

const char *tessera_code_name(TesseraCode code) {
    static const char *const NAMES[] = {
        [TESSERA_OK] = "ok",
        [TESSERA_ERROR_ARGUMENT] = "bad argument",
        [TESSERA_ERROR_OPTION] = "bad option",
        [TESSERA_ERROR_POSITION] = "bad position",
        [TESSERA_ERROR_MOVE] = "illegal move",
        [TESSERA_ERROR_GAME_OVER] = "game over",
        [TESSERA_ERROR_NO_MOVE] = "no move to take back",
        [TESSERA_ERROR_BOOK] = "book not loaded",
        [TESSERA_ERROR_MEMORY] = "out of memory",
        [TESSERA_ERROR_THREAD] = "no thread",
        [TESSERA_ERROR_STOPPED] = "stopped",
        [TESSERA_ERROR_CALLBACK] = "called from a callback",
        [TESSERA_ERROR_NO_CLAIM] = "no draw to claim",
    };
    if ((int)code < 0 || (size_t)code >= sizeof NAMES / sizeof NAMES[0])
        return "unknown code";
    return NAMES[code];
}

int tessera_game_count(void) {
    return registry_count();
}

const char *tessera_game_name(int index) {
    const Game *game = registry_game(index);
    return game ? game->name : NULL;
}

TesseraCode tessera_game_info(const char *name, TesseraGameInfo *info) {
    const Game *game = name ? registry_find(name) : NULL;
    if (!game || !info)
        return TESSERA_ERROR_ARGUMENT;
    *info = (TesseraGameInfo){
        .name = game->name,
        .alias = game->alias,
        .files = game->files,
        .ranks = game->ranks,
        .min_players = game->min_players,
        .max_players = game->max_players,
    };
    for (int i = 0; i < TESSERA_MAX_PLAYERS; i++)
        info->player_names[i] = i < game->max_players ? game->player_names[i] : NULL;
    return TESSERA_OK;
}

int tessera_bench_depth(const char *name) {
    const Game *game = name ? registry_find(name) : NULL;
    return game ? game->bench_depth : 0;
}

const char *tessera_bench_position(const char *name, int index) {
    const Game *game = name ? registry_find(name) : NULL;
    if (!game || index < 0)
        return NULL;
    for (int i = 0; game->bench_positions[i]; i++)
        if (i == index)
            return game->bench_positions[i];
    return NULL;
}

/*
 * registry.c - the list of playable games, in the order `UCI_Variant` lists them.
 */
#include "game.h"

#include <strings.h>

#include "games/games.h"

static const Game *const GAMES[] = {
    &CHESS_GAME,
    &WALLCHESS_GAME,
    &WALLGO_GAME,
    &WALLRUNNER_GAME,
};

int game_count(void) {
    return (int)(sizeof GAMES / sizeof GAMES[0]);
}

const Game *game_at(int index) {
    return index >= 0 && index < game_count() ? GAMES[index] : NULL;
}

const Game *game_default(void) {
    return GAMES[0];
}

const Game *game_find(const char *name) {
    for (int i = 0; i < game_count(); i++) {
        const Game *game = GAMES[i];
        if (strcasecmp(game->name, name) == 0 ||
            (game->alias && strcasecmp(game->alias, name) == 0))
            return game;
    }
    return NULL;
}

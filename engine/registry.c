/*
 * registry.c - the list of playable games, in the order `UCI_Variant` lists them.
 */
#include "registry.h"

#include <strings.h>

#include "games.h"

static const Game *const GAMES[] = {
    &CHESS_GAME,      /* the default game */
    &VOIDCHESS_GAME,  /* 9x9 chess with the Minister and voids */
    &WALLCHESS_GAME,  /* Quoridor */
    &WALLGO_GAME,     /* 2-4 players */
    &WALLRUNNER_GAME, /* walls cast by Striags and Diags */
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

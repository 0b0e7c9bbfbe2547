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

int registry_count(void) {
    return (int)(sizeof GAMES / sizeof GAMES[0]);
}

const Game *registry_game(int index) {
    return index >= 0 && index < registry_count() ? GAMES[index] : NULL;
}

const Game *registry_default(void) {
    return GAMES[0];
}

const Game *registry_find(const char *name) {
    for (int i = 0; i < registry_count(); i++) {
        const Game *game = GAMES[i];
        if (strcasecmp(game->name, name) == 0 ||
            (game->alias && strcasecmp(game->alias, name) == 0))
            return game;
    }
    return NULL;
}

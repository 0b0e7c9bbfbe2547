/*
 * games.h - the descriptors of all implemented games. Adding a game means a folder under
 * src/games/, one declaration here and one line in registry.c.
 */
#ifndef TESSERA_GAMES_H
#define TESSERA_GAMES_H

#include "../game.h"

extern const Game CHESS_GAME;
extern const Game VOIDCHESS_GAME;
extern const Game WALLCHESS_GAME;
extern const Game WALLGO_GAME;
extern const Game WALLRUNNER_GAME;

#endif

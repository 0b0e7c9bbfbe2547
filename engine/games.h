/*
 * games.h - the descriptors of all implemented games, each put together in
 * engine/games/<game>.c from the game's rules (src/games/<game>/) and its evaluation
 * (eval/<game>/). Adding a game: docs/ARCHITECTURE.md, "Adding a game" (a declaration here
 * and one line in registry.c).
 */
#ifndef TESSERA_ENGINE_GAMES_H
#define TESSERA_ENGINE_GAMES_H

#include "src/game.h"

extern const Game CHESS_GAME;
extern const Game VOIDCHESS_GAME;
extern const Game WALLCHESS_GAME;
extern const Game WALLGO_GAME;
extern const Game WALLRUNNER_GAME;

#endif

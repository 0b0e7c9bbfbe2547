/*
 * registry.h - every playable game, in the order the UCI_Variant option lists them, found by
 * index or by name. The registry is where a game's rules and evaluation meet, so it lives
 * above both: the tools, the engine and the tests find games here.
 */
#ifndef TESSERA_ENGINE_REGISTRY_H
#define TESSERA_ENGINE_REGISTRY_H

#include "src/game.h"

int game_count(void);
const Game *game_at(int index);          /* NULL outside 0 .. game_count() - 1 */
const Game *game_find(const char *name); /* by name or alias, case-insensitive; NULL: none */
const Game *game_default(void);

#endif

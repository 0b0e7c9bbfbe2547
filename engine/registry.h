/*
 * registry.h - every playable game, in the order the UCI_Variant option lists them, found by
 * index or by name. The registry is where a game's rules and evaluation meet, so it lives
 * above both: the tools, the engine and the tests find games here.
 */
#ifndef TESSERA_ENGINE_REGISTRY_H
#define TESSERA_ENGINE_REGISTRY_H

#include "src/game.h"

int registry_count(void);
const Game *registry_game(int index);        /* NULL outside 0 .. registry_count() - 1 */
const Game *registry_find(const char *name); /* by name or alias, case-insensitive; NULL: none */
const Game *registry_default(void);

#endif

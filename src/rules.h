/*
 * rules.h - a game's full status: the game's own verdict (mate, goal, territory, ...) plus
 * the draws that depend on the game's history, which are the same for every game that has
 * them (repetition of the whole position, the fifty-move counter).
 */
#ifndef TESSERA_RULES_H
#define TESSERA_RULES_H

#include "game.h"

/* history: keys of the positions before pos in this game, oldest first. */
void rules_status(const Game *game, const void *pos, const uint64_t *history, int count,
                  GameStatus *status);

/* How often pos's key occurred in history (within the reversible stretch) plus one. */
int rules_occurrences(const void *pos, const uint64_t *history, int count);

#endif

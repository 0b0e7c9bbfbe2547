/*
 * ordering.h - move ordering for the search: the TT move first, then noisy moves by their
 * estimated gain, the killer moves, and the remaining quiet moves by history score.
 */
#ifndef TESSERA_ORDERING_H
#define TESSERA_ORDERING_H

#include "../src/game.h"

void ordering_score_all(const Game *game, const void *pos, const Move *moves, int *scores,
                        int count, Move tt_move, const Move killers[2], const int *history);
void ordering_score_noisy(const Game *game, const void *pos, const Move *moves, int *scores,
                          int count);
/* Moves the best remaining move (from index on) to index and returns it. */
Move ordering_pick(Move *moves, int *scores, int count, int index);
void ordering_update_history(int *history, int index, int bonus);

#endif

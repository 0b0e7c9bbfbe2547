/*
 * ordering.h - move ordering for the search: the TT move first, then noisy moves by their
 * estimated gain, the killer moves, and the remaining quiet moves by history score.
 */
#ifndef TESSERA_ORDERING_H
#define TESSERA_ORDERING_H

#include "../src/game.h"

/* The moves of one node, their facts (MoveFacts) and ordering scores, kept in step. */
typedef struct MoveList {
    Move *moves;
    MoveFacts *facts;
    int *scores;
    int count;
} MoveList;

/* Fills list->facts from the game (in one pass when it has describe_moves). */
void ordering_describe(const Game *game, const void *pos, MoveList *list);
void ordering_score_all(MoveList *list, Move tt_move, const Move killers[2], const int *history);
void ordering_score_noisy(MoveList *list);
/* Moves the best remaining move (from index on) to index and returns it. */
Move ordering_pick(MoveList *list, int index);
void ordering_update_history(int *history, int index, int bonus);

#endif

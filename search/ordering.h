/*
 * ordering.h - move ordering for the search: the TT move first, then noisy moves by their
 * estimated gain and capture history, the killer moves, the remaining quiet moves by their history
 * scores (history.h), and last the noisy moves that lose material by static exchange. Moves are
 * picked lazily, best first; long lists (Wall Go's thousands of moves) keep the best of each
 * block of moves so that a pick does not scan the whole list.
 */
#ifndef TESSERA_ORDERING_H
#define TESSERA_ORDERING_H

#include "src/game.h"
#include "history.h"

enum {
    ORDERING_BLOCK_SHIFT = 6,
    ORDERING_BLOCK = 1 << ORDERING_BLOCK_SHIFT,          /* moves per block */
    ORDERING_BLOCKS = MAX_MOVES >> ORDERING_BLOCK_SHIFT, /* block_best entries per list */
};

/* The moves of one node, their facts (MoveFacts) and ordering scores, kept in step, and
 * room for ORDERING_BLOCKS block bests used by ordering_pick on long lists. */
typedef struct MoveList {
    Move *moves;
    MoveFacts *facts;
    int *scores;
    int *block_best;
    int count;
} MoveList;

/* Fills list->facts from the game (in one pass when it has describe_moves). */
void ordering_describe(const Game *game, const void *pos, MoveList *list);
void ordering_score_all(MoveList *list, Move tt_move, const Move killers[2],
                        const HistoryTables *history);
/* Noisy moves that lose material by static exchange (Game.see_at_least) go after the quiet
 * moves, the TT move excepted. Games without exchanges keep every noisy move first. */
void ordering_demote_losing(const Game *game, const void *pos, MoveList *list,
                            const HistoryTables *history);
void ordering_score_noisy(MoveList *list, const HistoryTables *history);
/* Moves the best remaining move (from index on; the first of equals) to index and returns
 * it. Picks go in order: index 0, 1, 2, ... with the scores left as they were scored. */
Move ordering_pick(MoveList *list, int index);

#endif

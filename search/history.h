/*
 * history.h - what the search learns about moves as it goes: the butterfly history (a quiet
 * move by its index, whoever played before it), the continuation histories (a quiet move
 * after the move one and two plies before it) and the capture history (a noisy move by its
 * index). A move that cuts earns a bonus in its tables, the moves tried before it a malus;
 * ordering and reductions read the sum of a quiet move's tables, ordering the capture table.
 */
#ifndef TESSERA_HISTORY_H
#define TESSERA_HISTORY_H

#include <stdint.h>

#include "src/game.h"

enum {
    HISTORY_MAX = 1 << 14, /* every entry stays within +-HISTORY_MAX */
    CONT_PLIES = 2,        /* continuation histories: 1 and 2 plies back */
    CONT_NONE = -1,        /* no move to continue (the root, a null move) */
};

typedef int16_t HistoryEntry;

/* The tables one move is looked up in at one node. cont[k] is the row of the move k + 1
 * plies back, NULL when there is none. */
typedef struct HistoryTables {
    HistoryEntry *main;
    HistoryEntry *cont[CONT_PLIES];
    HistoryEntry *capture;
} HistoryTables;

/* The moves a node tried before the one that cut, by kind. */
typedef struct TriedMoves {
    const MoveFacts *quiets;
    int quiet_count;
    const MoveFacts *noisy;
    int noisy_count;
} TriedMoves;

/* The rows (and columns) of a game's continuation table: its move indexes, or 0 when it
 * keeps no continuation tables (Game.no_continuation). Both tables key a move by
 * Game.move_index. */
int history_cont_count(const Game *game);

/* The bonus (and, negated, the malus) of a cut at depth. */
int history_bonus(int depth);

/* Adds bonus with gravity: entries saturate towards +-HISTORY_MAX instead of overflowing. */
void history_update(HistoryEntry *entry, int bonus);

/* The sum of a quiet move's entries in every quiet table of the node. */
int history_quiet_score(const HistoryTables *tables, const MoveFacts *facts);

/* A noisy move's capture history entry. */
int history_noisy_score(const HistoryTables *tables, const MoveFacts *facts);

/* Rewards the move that cut and punishes the moves tried before it: the quiet ones only when
 * a quiet move cut, the noisy ones always. */
void history_reward(const HistoryTables *tables, const MoveFacts *best, const TriedMoves *tried,
                    int depth);

#endif

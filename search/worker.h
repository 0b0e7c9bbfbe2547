/*
 * worker.h - the state one search thread owns: its position stack, move lists, killer and
 * history tables, principal variation and counters. Shared only through the TT.
 */
#ifndef TESSERA_WORKER_H
#define TESSERA_WORKER_H

#include <pthread.h>

#include "correction.h"
#include "eval_cache.h"
#include "history.h"
#include "hidden_path.h"
#include "search.h"
#include "timeman.h"

/* One principal variation found at the root. */
typedef struct RootLine {
    Score score;
    int pv_length;
    Move pv[MAX_PLY];
} RootLine;

/* What every worker of one search shares besides the Searcher. */
typedef struct SearchContext {
    TimePlan plan;
} SearchContext;

typedef struct Worker {
    Searcher *searcher;
    const Game *game;
    int index; /* 0 = main thread: it keeps time and reports */

    PosBuf stack[MAX_PLY + 1]; /* stack[ply] is the position at that ply */
    Move *moves;               /* MAX_MOVES per ply */
    int *scores;               /* ordering scores, parallel to moves */
    int *block_best;           /* ORDERING_BLOCKS per ply, for ordering_pick */
    MoveFacts *facts;          /* what the game says of each move, parallel to moves */

    uint64_t *keys; /* game history then the search path, for repetitions */
    int keys_capacity;
    int history_count;

    Move killers[MAX_PLY][2];
    Move singular_skip[MAX_PLY + 1]; /* the move a singular test searches without, or none */
    int root_depth;                  /* the depth of the iteration under way */
    Score evals[MAX_PLY];          /* static eval per ply (SCORE_NONE in check), for `improving` */
    EvalCache eval_cache;          /* static evals of positions seen before */
    HiddenPath *hidden_path;       /* the network's hidden values per ply; NULL without one */
    HistoryEntry *history;         /* butterfly history: game->move_index_count entries */
    HistoryEntry *continuation;    /* cont_count rows of cont_count: a move after a move */
    HistoryEntry *capture_history; /* noisy moves: game->move_index_count entries */
    int cont_count;                /* history_cont_count(game) */
    CorrectionEntry *correction[GAME_CORRECTION_KEYS]; /* one table per key; NULL without */
    int played_index[MAX_PLY + 1]; /* move index of the move played at each ply, or CONT_NONE */

    Move pv[MAX_PLY][MAX_PLY];
    int pv_length[MAX_PLY];

    _Atomic uint64_t nodes;
    int seldepth;
    const SearchLimits *limits;
    const SearchContext *context;
    int root_player; /* 3-4 players: the root player plays against a coalition (paranoid) */
    bool paranoid;
    bool best_reply; /* paranoid, the coalition's layer one reply: Game.pass_turn (node.c) */

    /* Root results of the last completed iteration, best line first (MultiPV). */
    int completed_depth;
    int completed_seldepth;
    int line_count;
    RootLine lines[MAX_MULTIPV];
    Move excluded[MAX_MULTIPV]; /* root moves already taken by earlier lines */
    int excluded_count;

    pthread_t thread;
} Worker;

Worker *worker_create(Searcher *searcher, int index);
void worker_destroy(Worker *worker);
void worker_clear(Worker *worker);
bool worker_load_root(Worker *worker, const void *root, const uint64_t *history, int count);

#endif

/*
 * search.h - the game-agnostic search: iterative deepening PVS alpha-beta with quiescence,
 * a shared transposition table and Lazy SMP threads. It knows a game only through the Game
 * interface and reports progress through callbacks, never by printing.
 */
#ifndef TESSERA_SEARCH_H
#define TESSERA_SEARCH_H

#include <stdatomic.h>

#include "src/game.h"
#include "src/monotonic.h"
#include "src/threads.h"
#include "limits.h"
#include "tt.h"

/* One completed iteration (or the final report), as the `info` line shows it. */
typedef struct SearchInfo {
    int multipv; /* 1 = the best line */
    int depth;
    int seldepth;
    Score score;
    uint64_t nodes;
    int64_t time_ms;
    int hashfull;
    int pv_length;
    Move pv[MAX_PLY];
} SearchInfo;

typedef struct SearchReport {
    void *context;
    /* root: the root position, so the callee can format the pv moves */
    void (*iteration)(void *context, const void *root, const SearchInfo *info);
} SearchReport;

typedef struct SearchResult {
    Move best;   /* MOVE_NONE when the root has no legal move */
    Move ponder; /* MOVE_NONE when unknown */
    Score score;
    int depth;
    uint64_t nodes;
    SearchInfo final; /* the chosen line with the totals at the end of the search */
} SearchResult;

/* The largest thread count and table size a searcher accepts (the Threads and Hash
 * options and the bench share them). A table must also fit in the memory left (tt.c). */
/* A build without threads, or with a pool of workers, has fewer (src/threads.h). */
enum { SEARCH_MAX_THREADS = TESSERA_MAX_THREADS, SEARCH_MAX_HASH_MB = 65536 };

typedef struct Worker Worker;

/* The Evaluation option: the game's strongest (its network only where Game.net_by_default
 * says so), its classical weighted evaluation, its network, or its deliberately simple
 * baseline (strength tests). In option order. */
typedef enum EvalChoice {
    EVAL_FULL,
    EVAL_CLASSICAL,
    EVAL_NETWORK,
    EVAL_BASELINE,
} EvalChoice;

/* Whether a search of game with this choice plays with the game's network. */
static inline bool search_uses_network(const Game *game, EvalChoice choice) {
    return game->net && (choice == EVAL_NETWORK || (choice == EVAL_FULL && game->net_by_default));
}

/* Long-lived search state: the TT and the per-thread workers (with their histories). */
typedef struct Searcher {
    const Game *game;
    TransTable tt;
    int thread_count;
    Worker **workers;
    EvalChoice evaluation;     /* which of the game's evaluations the search plays with */
    atomic_bool stop;          /* set to end the search as soon as possible */
    const atomic_bool *cancel; /* an outside request to end it, read with the limits; NULL */
    atomic_bool pondering;     /* while set, time limits do not apply */
    _Atomic int64_t start_ms;
} Searcher;

bool searcher_init(Searcher *searcher, const Game *game, size_t hash_mb, int threads);
void searcher_free(Searcher *searcher);
bool searcher_set_game(Searcher *searcher, const Game *game);
bool searcher_set_threads(Searcher *searcher, int threads);

/* A new table or new workers made while a search may still run on the searcher, swapped in
 * once it has ended: a size that cannot be had is refused without touching the search (the
 * Hash and Threads options). A prepare function fills one part and returns false, changing
 * nothing, when the memory cannot be had; apply swaps in what was made and frees what it
 * replaces; discard frees what was made. */
typedef struct SearcherResize {
    TransTable tt;    /* entries NULL: the table stays */
    Worker **workers; /* NULL: the workers stay */
    int thread_count;
} SearcherResize;

bool searcher_prepare_hash(SearcherResize *resize, size_t hash_mb);
bool searcher_prepare_threads(SearcherResize *resize, Searcher *searcher, int threads);
void searcher_apply_resize(Searcher *searcher, SearcherResize *resize);
void searcher_discard_resize(SearcherResize *resize);
void searcher_clear(Searcher *searcher); /* forget everything learned: TT and histories */

/* Search root (whose game history before it is history[0..history_count)) within limits.
 * Blocks until done; another thread may set searcher->stop or clear pondering. */
SearchResult search_run(Searcher *searcher, const void *root, const uint64_t *history,
                        int history_count, const SearchLimits *limits, int64_t move_overhead_ms,
                        const SearchReport *report);

#endif

/*
 * engine.h - the whole state of one engine instance: the game and its position with the
 * history of keys (for repetitions), the options, the searcher and the search thread.
 * There are no other globals, so tests can run an engine on in-memory streams.
 */
#ifndef TESSERA_ENGINE_H
#define TESSERA_ENGINE_H

#include <pthread.h>
#include <stdatomic.h>

#include "../bench/bench.h"
#include "../books/book.h"
#include "../search/search.h"
#include "output.h"

typedef struct Options {
    int players;
    int threads;
    int hash_mb;
    int multipv;
    bool ponder;
    int move_overhead_ms;
    int skill_level;
    bool limit_strength;
    int elo;
    bool own_book;
    char book_file[256];
} Options;

/* Keys of the positions before the current one, oldest first. */
typedef struct KeyHistory {
    uint64_t *keys;
    int count;
    int capacity;
} KeyHistory;

typedef struct Engine Engine;
typedef void (*EngineJob)(Engine *engine);

struct Engine {
    Output *out;
    const Game *game;
    PosBuf position;
    KeyHistory history;
    Options options;
    Searcher searcher;
    Book book;             /* the opening book in use; empty unless OwnBook and it loaded */
    uint64_t random_state; /* book choices and weakened play (seeded from the clock) */

    /* The background job (jobs.c): a search, perft or bench on a thread of its own, at
     * most one at a time, started and not yet joined when job_started is set. */
    bool job_started;
    pthread_t job_thread;
    EngineJob job_run;       /* what the thread runs */
    EngineJob job_interrupt; /* makes job_run return soon, its output complete */
    atomic_bool job_cancel;  /* set by a perft or bench job's interrupt */
    int perft_depth;         /* the perft job's depth */
    BenchConfig bench;       /* the bench job's configuration */
    SearchLimits limits;     /* the search job's limits */
    atomic_bool release;     /* stop or ponderhit received: an infinite/ponder search may end */
    pthread_mutex_t release_lock;
    pthread_cond_t release_signal;
    bool quit;
};

bool engine_init(Engine *engine, Output *out);
void engine_destroy(Engine *engine);

/* Switches game (players clamped to what the game allows) and resets to its start. */
bool engine_set_game(Engine *engine, const Game *game);
int engine_players(const Engine *engine);
void engine_reset_position(Engine *engine);

/* The next number of the engine's own random sequence. */
uint64_t engine_random(Engine *engine);

/* Opening book (book_control.c): (re)load the book the options ask for, after OwnBook,
 * BookFile or the game changed; a bad book is reported and play goes on without one. */
void engine_update_book(Engine *engine);
/* Answers `go` from the book when the position is in it: prints `info string book move`
 * and `bestmove`, returns true. False: nothing printed, search as usual. */
bool engine_play_book_move(Engine *engine, const SearchLimits *limits);

bool history_push(KeyHistory *history, uint64_t key);
void history_free(KeyHistory *history);

/* The background job (jobs.c). Starting one ends the job before it; false (after an
 * error line) when its thread cannot start. */
bool engine_start_job(Engine *engine, EngineJob run, EngineJob interrupt);
void engine_end_job(Engine *engine);  /* interrupt the job and wait for its last line */
void engine_join_job(Engine *engine); /* wait for the job to end by itself */
bool engine_busy(const Engine *engine);
/* perft <depth> and bench <config> as background jobs; their output ends with the totals,
 * or with `info string <what> stopped` when interrupted. */
void engine_start_perft(Engine *engine, int depth);
void engine_start_bench(Engine *engine, const BenchConfig *config);

/* The search job (search_control.c). */
void engine_start_search(Engine *engine, const SearchLimits *limits);
void engine_ponderhit(Engine *engine);
/* Waits for a search that ends by itself; ends an infinite or pondering one (in-process
 * callers such as terminal play). */
void engine_wait_search(Engine *engine);

#endif

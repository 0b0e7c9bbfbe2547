/*
 * engine.h - the whole state of one engine instance: the game and its position with the
 * history of keys (for repetitions), the options, the searcher and the search thread.
 * There are no other globals, so tests can run an engine on in-memory streams.
 */
#ifndef TESSERA_ENGINE_H
#define TESSERA_ENGINE_H

#include <pthread.h>
#include <stdatomic.h>

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

typedef struct Engine {
    Output *out;
    const Game *game;
    PosBuf position;
    KeyHistory history;
    Options options;
    Searcher searcher;
    Book book;             /* the opening book in use; empty unless OwnBook and it loaded */
    uint64_t random_state; /* book choices and weakened play (seeded from the clock) */

    /* The search thread, when one was started and not yet joined. */
    bool search_started;
    pthread_t search_thread;
    SearchLimits limits;
    atomic_bool release; /* stop or ponderhit received: an infinite/ponder search may end */
    pthread_mutex_t release_lock;
    pthread_cond_t release_signal;
    bool quit;
} Engine;

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

/* Search thread control (search_control.c). */
void engine_start_search(Engine *engine, const SearchLimits *limits);
void engine_stop_search(Engine *engine);   /* stop now and wait for the bestmove line */
void engine_finish_search(Engine *engine); /* wait for a search that ends by itself */
void engine_ponderhit(Engine *engine);
bool engine_searching(const Engine *engine);

#endif

/*
 * engine.h - the state behind a TesseraEngine (include/tessera.h) and what the files of
 * engine/ share: the game and its position, the moves since the position string (for
 * repetitions and take-backs), the options, the searcher and the one background job (a
 * search or a perft) with its thread. There are no other globals, so engines are independent.
 */
#ifndef TESSERA_ENGINE_ENGINE_H
#define TESSERA_ENGINE_ENGINE_H

#include <pthread.h>
#include <stdatomic.h>

#include "books/book.h"
#include "include/tessera.h"
#include "search/search.h"
#include "src/strbuf.h"

/* The most game options (Game.choices) of all games together. */
enum { ENGINE_GAME_OPTIONS_MAX = 8 };

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
    EvalChoice evaluation; /* the Evaluation option */
    char book_file[256];
    /* The value of every game's own options, in registry order (options.c), each an index into
     * its GameChoice.values: 0, the default, until set. */
    uint8_t game_choice[ENGINE_GAME_OPTIONS_MAX];
} Options;

/* A take-back replays at most this many moves from the last saved position. */
enum { TRAIL_CHECKPOINT_EVERY = 64 };

/* The moves since the position string, with the key of the position before each, and
 * every TRAIL_CHECKPOINT_EVERY moves the position itself, so that a take-back costs the same
 * at any length of game. */
typedef struct MoveTrail {
    Move *moves;
    uint64_t *keys;      /* keys[i]: the position before moves[i] */
    PosBuf *checkpoints; /* checkpoints[k]: the position before moves[(k + 1) * EVERY] */
    int count;
    int capacity;
} MoveTrail;

typedef struct TesseraEngine TesseraEngine;
typedef void (*EngineJob)(TesseraEngine *engine);

struct TesseraEngine {
    const Game *game;
    PosBuf start;    /* the position string's position: take-backs replay from it */
    PosBuf position; /* start after trail.moves */
    MoveTrail trail;
    /* A draw claimed after trail.count moves (claims.c): "repetition" or "fifty-moves", or
     * NULL. It holds while no move is added or taken back. */
    const char *claimed;
    int claimed_at;
    Options options;
    Searcher searcher;
    bool searcher_ready;   /* created on the first search or Hash/Threads change */
    Book book;             /* the opening book in use; empty unless OwnBook and it loaded */
    uint64_t random_state; /* book choices and weakened play (seeded from the clock) */
    char error[512];       /* tessera_error() */
    StrBuf text;           /* the caller's text results (position, legal moves, board) */

    /* The background job (jobs.c): a search or a perft on a thread of its own, at most one
     * at a time, started and not yet joined when job_started is set. */
    bool job_started;
    atomic_bool job_running; /* set until the job's last callback has returned */
    pthread_t job_thread;
    EngineJob job_run;       /* what the thread runs */
    EngineJob job_interrupt; /* makes job_run return soon, its callbacks complete */
    atomic_bool job_cancel;  /* tessera_stop: the search's outside cancel, ends a perft */

    /* The perft job (jobs.c). */
    int perft_depth;
    void (*perft_divide)(void *context, const char *move, uint64_t nodes);
    void (*perft_done)(void *context, uint64_t nodes, bool stopped);
    void *perft_context;

    /* The search job (search_job.c). */
    SearchLimits limits;
    TesseraCallbacks callbacks;
    StrBuf pv_text;      /* the info and bestmove text, written on the search thread */
    atomic_bool release; /* stop or ponderhit received: an infinite/ponder search may end */
    pthread_mutex_t release_lock;
    pthread_cond_t release_signal;
};

/* Whether the engine can take a call from this thread: TESSERA_ERROR_ARGUMENT for a NULL
 * engine, TESSERA_ERROR_CALLBACK when the thread is inside one of the engine's own callbacks
 * (callback_guard.c), else TESSERA_OK. A refusal writes no error text: the owner's thread may
 * be reading it while a callback runs on the search thread. */
TesseraCode engine_refusal(const TesseraEngine *engine);
/* Marks the calling thread as inside a callback of engine from engine_callback_enter to
 * engine_callback_leave; frame lives on the caller's stack (callbacks of several engines may
 * nest). */
typedef struct CallbackFrame {
    const TesseraEngine *engine;
    const struct CallbackFrame *outer;
} CallbackFrame;
void engine_callback_enter(CallbackFrame *frame, const TesseraEngine *engine);
void engine_callback_leave(const CallbackFrame *frame);

/* Records the reason of a failure for tessera_error() and returns code. */
TesseraCode engine_fail(TesseraEngine *engine, TesseraCode code, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* The number of players the game is played with (the Players option within the game's
 * range). */
int engine_players(const TesseraEngine *engine);
/* The values of the engine's game's own options (Game.choices), as the game takes them. */
void engine_choices(const TesseraEngine *engine, GameChoices *chosen);
/* Back to the game's start position with no moves. */
void engine_reset_position(TesseraEngine *engine);
/* Switches game and goes to its start; false when the searcher cannot follow. */
bool engine_set_game(TesseraEngine *engine, const Game *game);
/* Creates the searcher on first use; false when its memory cannot be had. */
bool engine_ensure_searcher(TesseraEngine *engine);
uint64_t engine_random(TesseraEngine *engine);

/* The full status of the current position: the game's verdict, history draws and a draw
 * claimed there. */
void engine_status(const TesseraEngine *engine, GameStatus *status);
/* The legal move text names in pos, or the engine's error naming it: TESSERA_ERROR_ARGUMENT
 * for NULL, TESSERA_ERROR_MOVE with the rule it breaks; number is its place in a list (0: a
 * single move). */
TesseraCode engine_parse_move(TesseraEngine *engine, const void *pos, const char *text, int number,
                              Move *move);
/* The keys of the game's positions before each move and, after them, the current one's
 * (trail.count + 1 keys, for the status of a position one move on); NULL out of memory. */
const uint64_t *engine_keys_through_current(TesseraEngine *engine);
/* Makes status a draw when a claim was made after count moves of the engine's game. */
void engine_apply_claim(const TesseraEngine *engine, int count, GameStatus *status);

/* Opening book (book_control.c): (re)load the book the options ask for, after OwnBook,
 * BookFile or the game changed. TESSERA_ERROR_BOOK when it does not load (play goes on
 * without one). */
TesseraCode engine_update_book(TesseraEngine *engine);
/* The book move of the current position allowed by limits, or MOVE_NONE. */
Move engine_book_move(TesseraEngine *engine, const SearchLimits *limits);

/* The background job (jobs.c). Starting one ends the job before it. */
TesseraCode engine_start_job(TesseraEngine *engine, EngineJob run, EngineJob interrupt);
void engine_end_job(TesseraEngine *engine);  /* interrupt the job and wait for its end */
void engine_join_job(TesseraEngine *engine); /* wait for the job to end by itself */

/* Lets an infinite or pondering search that has finished deliver its bestmove (stop). */
void engine_release_search(TesseraEngine *engine);

/* The moves of pv replayed from root, as text separated by spaces, into text. */
void engine_format_line(const Game *game, const void *root, const Move *pv, int length,
                        StrBuf *text);

#endif

/*
 * tessera.h - the public C API of libtessera: the five games of Tessera (chess, Void Chess,
 * Wall Chess, Wall Go, Wall Runner) as a rules referee and a searching engine, in-process.
 *
 * An engine holds one game: its position and the moves that led there (for repetitions and
 * take-backs), the options, the hash table and the search thread. Several engines can live
 * in one process and be used from different threads, each engine by one thread at a time.
 * The search runs on the engine's own thread and reports through callbacks; while it runs,
 * the owner may read the position and call tessera_stop, tessera_ponderhit and tessera_wait.
 * Every call that changes the engine first checks its input, then ends a running search (its
 * bestmove is still delivered), then applies.
 *
 * Errors are return codes: a call that fails leaves the engine as it was, and
 * tessera_error() says why in one line. Nothing is printed and nothing exits.
 * Text results (const char *) are owned by the engine and stay valid until the next call on
 * the same engine. Moves and positions are in each game's notation (docs/RULES.md).
 *
 * The API is versioned: TESSERA_API_VERSION changes only when a declaration here changes in
 * a way that breaks a caller; additions keep it. docs/API.md describes every function.
 */
#ifndef TESSERA_H
#define TESSERA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* What the shared library exports: these declarations and nothing else. */
#if defined(__GNUC__)
#define TESSERA_API __attribute__((visibility("default")))
#else
#define TESSERA_API
#endif

#define TESSERA_API_VERSION   1
#define TESSERA_VERSION       "0.2.0"
#define TESSERA_MAX_PLAYERS   4
#define TESSERA_MAX_CHOICES   15         /* values of a combo option */
#define TESSERA_NO_CLOCK      INT64_MIN  /* TesseraLimits.time_ms of a player without a clock */
#define TESSERA_MAX_CLOCK_MS  1000000000 /* about eleven days: the largest clock or increment */
#define TESSERA_MAX_MOVESTOGO 10000

typedef enum TesseraCode {
    TESSERA_OK = 0,
    TESSERA_ERROR_ARGUMENT,  /* a NULL pointer, a number out of range, an unknown game */
    TESSERA_ERROR_OPTION,    /* an unknown option or a value it does not take */
    TESSERA_ERROR_POSITION,  /* a position string the game does not read */
    TESSERA_ERROR_MOVE,      /* a move that is not legal in the position */
    TESSERA_ERROR_GAME_OVER, /* the game has ended: no move may follow, nothing to search */
    TESSERA_ERROR_NO_MOVE,   /* nothing to take back */
    TESSERA_ERROR_BOOK,      /* the option is set, but its book did not load: no book is used */
    TESSERA_ERROR_MEMORY,    /* out of memory; the engine is as it was */
    TESSERA_ERROR_THREAD,    /* a thread could not be started */
    TESSERA_ERROR_STOPPED,   /* tessera_stop ended a perft before it finished */
    TESSERA_ERROR_CALLBACK,  /* called from inside one of the engine's own callbacks */
    TESSERA_ERROR_NO_CLAIM,  /* no draw may be claimed in the position */
} TesseraCode;

typedef struct TesseraEngine TesseraEngine;

/* ---- the library ---------------------------------------------------------------------- */

TESSERA_API int tessera_api_version(void); /* TESSERA_API_VERSION of the library actually loaded */
TESSERA_API const char *tessera_version(void);
TESSERA_API const char *tessera_code_name(TesseraCode code); /* "ok", "illegal move", ... */

/* The games, in the order the UCI_Variant option lists them; index 0 is the default. */
TESSERA_API int tessera_game_count(void);
TESSERA_API const char *tessera_game_name(int index); /* NULL outside 0 .. count-1 */

typedef struct TesseraGameInfo {
    const char *name;  /* canonical name: "chess", "voidchess", ... */
    const char *alias; /* a second accepted name ("quoridor"), or NULL */
    int files, ranks;  /* board size */
    int min_players, max_players;
    const char *player_names[TESSERA_MAX_PLAYERS]; /* "white", "south", "A", ... */
} TesseraGameInfo;

/* Facts of the game named game (name or alias, any case). */
TESSERA_API TesseraCode tessera_game_info(const char *game, TesseraGameInfo *info);

/* The bench of the game named game (name or alias, any case), what `tessera bench` searches:
 * the depth in plies it searches each position to by default (0 for an unknown game), and
 * its positions, numbered from 0 (NULL for an unknown game or an index outside them). */
TESSERA_API int tessera_bench_depth(const char *game);
TESSERA_API const char *tessera_bench_position(const char *game, int index);

/* ---- engines -------------------------------------------------------------------------- */

/* A new engine for game (NULL: chess) with players players (0: the game's fewest), at its
 * start position with default options. The hash table is allocated on the first search. */
TESSERA_API TesseraCode tessera_new(const char *game, int players, TesseraEngine **engine);
TESSERA_API void
tessera_free(TesseraEngine *engine); /* ends a running search first; NULL is fine */

/* Why the engine's last failed call failed, in one line; "" when none failed yet. */
TESSERA_API const char *tessera_error(const TesseraEngine *engine);

/* The game being played, its number of players, and the next game: forgets the hash table
 * and the histories and goes back to the start position. */
TESSERA_API const char *tessera_game(const TesseraEngine *engine);
TESSERA_API int tessera_players(const TesseraEngine *engine);
TESSERA_API TesseraCode tessera_new_game(TesseraEngine *engine);

/* ---- options (the UCI options: UCI_Variant, Players, Threads, Hash, Skill Level, ...) -- */

typedef enum TesseraOptionType {
    TESSERA_OPTION_CHECK,
    TESSERA_OPTION_SPIN,
    TESSERA_OPTION_COMBO,
    TESSERA_OPTION_BUTTON,
    TESSERA_OPTION_STRING,
} TesseraOptionType;

typedef struct TesseraOption {
    const char *name;
    TesseraOptionType type;
    int min, max;                                 /* spin */
    const char *choices[TESSERA_MAX_CHOICES + 1]; /* combo: its values, NULL-terminated */
    char value[260]; /* the current value as text ("true", "16", "chess"; a
                        button has none, an empty string is "<empty>") */
} TesseraOption;

TESSERA_API int tessera_option_count(void);
/* Option number index (0 .. count-1) with the engine's current value. */
TESSERA_API TesseraCode tessera_option(const TesseraEngine *engine, int index,
                                       TesseraOption *option);
/* Sets an option by name (any case); value NULL for a button. Switching UCI_Variant or
 * Players goes to the start position of the game. TESSERA_ERROR_BOOK: the value is set,
 * but the opening book it asks for did not load, and the engine plays without one. */
TESSERA_API TesseraCode tessera_set_option(TesseraEngine *engine, const char *name,
                                           const char *value);

/* ---- positions ------------------------------------------------------------------------ */

/* Sets the position: the position string (NULL: the game's start position) followed by
 * count moves. Every move must be legal and the game must not have ended before it; on any
 * failure the engine keeps its position and history. */
TESSERA_API TesseraCode tessera_set_position(TesseraEngine *engine, const char *position,
                                             const char *const *moves, int count);
/* Plays one legal move; takes back the last move played since the position was set. */
TESSERA_API TesseraCode tessera_play(TesseraEngine *engine, const char *move);
TESSERA_API TesseraCode tessera_undo(TesseraEngine *engine);
/* The moves played since the position was set. */
TESSERA_API int tessera_move_count(const TesseraEngine *engine);

TESSERA_API const char *tessera_position(TesseraEngine *engine); /* the position string */
TESSERA_API uint64_t tessera_key(const TesseraEngine *engine);   /* the Zobrist key */
TESSERA_API int tessera_side_to_move(const TesseraEngine *engine);
/* The legal moves separated by single spaces ("" once the game is over); *count gets their
 * number when count is not NULL. */
TESSERA_API const char *tessera_legal_moves(TesseraEngine *engine, int *count);
TESSERA_API bool tessera_is_legal(const TesseraEngine *engine, const char *move);
/* Why move may not be played now, in one line ("it crosses the wall at e7v", "the game is
 * over (checkmate)"); "" when it is legal. The same reason tessera_play's error gives. */
TESSERA_API const char *tessera_illegal_reason(TesseraEngine *engine, const char *move);
TESSERA_API const char *
tessera_board(TesseraEngine *engine); /* a drawing of the board, several lines */
TESSERA_API const char *
tessera_eval(TesseraEngine *engine); /* the static evaluation and its terms */

typedef enum TesseraOutcome {
    TESSERA_ONGOING,
    TESSERA_WIN,
    TESSERA_DRAW,
} TesseraOutcome;

typedef struct TesseraStatus {
    TesseraOutcome outcome;
    int winner;       /* the winner's player index for a win, else -1 */
    int side_to_move; /* player index */
    int players;
    const char *reason; /* "checkmate", "goal", "repetition", ...; "" while ongoing */
    bool has_scores;    /* Wall Go: territory per player in scores */
    int scores[TESSERA_MAX_PLAYERS];
} TesseraStatus;

/* Who won and why, repetition and fifty-move draws included. */
TESSERA_API TesseraCode tessera_status(const TesseraEngine *engine, TesseraStatus *status);

/* Draws by claim. In chess, threefold repetition and fifty moves without a capture or a pawn
 * move do not end the game: the side to move may claim them (fivefold repetition and 75
 * moves end it by themselves). The draw the side to move may claim now, or by playing move
 * when move is not NULL: "repetition", "fifty-moves", or "" when none. */
TESSERA_API const char *tessera_draw_claim(TesseraEngine *engine, const char *move);
/* Claims that draw: the game ends as a draw (status reason "repetition" or "fifty-moves"),
 * after move is played when it is not NULL. TESSERA_ERROR_NO_CLAIM when there is no draw to
 * claim, and nothing changes. tessera_undo takes back the claim with the last move. */
TESSERA_API TesseraCode tessera_claim_draw(TesseraEngine *engine, const char *move);

/* ---- notation ------------------------------------------------------------------------- */

/* A move's short notation: Standard Algebraic Notation in chess and Void Chess ("Nf3",
 * "exd5", "O-O", "e8=Q+"), the move's own text in the wall games. Results are the engine's
 * text, valid until the next call. */
/* The SAN of a legal move of the position. */
TESSERA_API TesseraCode tessera_san(TesseraEngine *engine, const char *move, const char **san);
/* The SAN of count moves played one after another from the position, separated by spaces;
 * an illegal one is named with its place in the list. */
TESSERA_API TesseraCode tessera_san_moves(TesseraEngine *engine, const char *const *moves,
                                          int count, const char **san);
/* The move (in the game's notation, as tessera_play takes it) that SAN names: "Nf3",
 * "Ng1f3", "exd5", "O-O" or "0-0", "e8=Q" or "e8Q", with or without "+"/"#", and the move's
 * own text too. */
TESSERA_API TesseraCode tessera_parse_san(TesseraEngine *engine, const char *san,
                                          const char **move);
/* Whether a legal move gives check, and whether the side to move is in check (false in the
 * games without check and for anything that is not a legal move). */
TESSERA_API bool tessera_gives_check(TesseraEngine *engine, const char *move);
TESSERA_API bool tessera_in_check(const TesseraEngine *engine);

/* ---- perft ---------------------------------------------------------------------------- */

/* Counts the move paths of depth plies (1-20) from the position into *nodes. divide, when
 * not NULL, hears each root move with its count. TESSERA_ERROR_STOPPED when tessera_stop
 * (from another thread) ended it early; *nodes then holds the partial count. */
TESSERA_API TesseraCode tessera_perft(TesseraEngine *engine, int depth,
                                      void (*divide)(void *context, const char *move,
                                                     uint64_t nodes),
                                      void *context, uint64_t *nodes);
/* The same count on the engine's thread: returns at once, divide hears each root move and
 * done the total (stopped: tessera_stop or a call that changes the engine ended it). */
TESSERA_API TesseraCode
tessera_perft_start(TesseraEngine *engine, int depth,
                    void (*divide)(void *context, const char *move, uint64_t nodes),
                    void (*done)(void *context, uint64_t nodes, bool stopped), void *context);

/* ---- search --------------------------------------------------------------------------- */

/* The numbers have the protocol's meanings and ranges: a clock or increment is at most
 * TESSERA_MAX_CLOCK_MS, a negative clock counts as 0 (TESSERA_NO_CLOCK: the player has none),
 * clocks of players not in the game are ignored, and a side to move without a clock plays
 * on the smallest clock given (tessera_clock_for). Whichever limit comes first ends the
 * search. */
typedef struct TesseraLimits {
    int64_t time_ms[TESSERA_MAX_PLAYERS];      /* remaining clock per player */
    int64_t increment_ms[TESSERA_MAX_PLAYERS]; /* per move; negative counts as 0 */
    int movestogo;                             /* 0: sudden death, else 1-10000 */
    int64_t movetime_ms;                       /* 0: none */
    int depth;                                 /* plies, 0: none */
    uint64_t nodes;                            /* 0: none; at most 2^63-1 */
    int mate;                                  /* look for a mate in this many moves */
    bool infinite;                             /* until tessera_stop */
    bool ponder;                               /* on the opponent's time until ponderhit */
    const char *const *searchmoves;            /* only these root moves, when count > 0 */
    int searchmoves_count;
} TesseraLimits;

/* No limit: every clock TESSERA_NO_CLOCK, no depth, nodes or time bound. */
TESSERA_API void tessera_limits_init(TesseraLimits *limits);
/* The player whose clock the side to move would search on: itself when limits give it a
 * clock, else the player with the smallest clock given (and that player's increment when it
 * has none); -1 when the search has no clock, a movetime or is infinite. */
TESSERA_API int tessera_clock_for(const TesseraEngine *engine, const TesseraLimits *limits);

/* One line of the search (an iteration, or the final report of the chosen line). */
typedef struct TesseraInfo {
    int multipv; /* 1: the best line */
    int depth, seldepth;
    int score;    /* in hundredths of a pawn (chess) or the game's units, side to move's
                     view; a mate scores 32000 less its distance in plies (negative: mated) */
    bool is_mate; /* the score is a mate score: mate says in how many moves */
    int mate;     /* moves to mate, negative (or 0 at once) when the side to move is mated */
    uint64_t nodes, nps;
    int64_t time_ms;
    int hashfull;   /* per mille */
    const char *pv; /* the moves of the line, separated by spaces */
} TesseraInfo;

typedef struct TesseraCallbacks {
    void *context;
    /* After each iteration (and once more for the chosen line); NULL: not wanted. */
    void (*info)(void *context, const TesseraInfo *info);
    /* Exactly once per search: the move to play (NULL when there is none), the expected
     * reply (NULL when unknown), and whether it came from the opening book. */
    void (*bestmove)(void *context, const char *move, const char *ponder, bool from_book);
} TesseraCallbacks;

/* Checks limits against the position without searching: what tessera_search_start would
 * refuse (a searchmoves entry that is not a legal move here, a number out of range). */
TESSERA_API TesseraCode tessera_check_limits(TesseraEngine *engine, const TesseraLimits *limits);
/* Starts a search of the position within limits and returns. Callbacks run on the search
 * thread, or at once on the caller's thread for a book move. An infinite or pondering
 * search delivers its bestmove only after tessera_stop (or ponderhit and its time). */
TESSERA_API TesseraCode tessera_search_start(TesseraEngine *engine, const TesseraLimits *limits,
                                             const TesseraCallbacks *callbacks);
/* Asks a running search or perft to end soon; from any thread; returns at once. */
TESSERA_API void tessera_stop(TesseraEngine *engine);
/* The opponent played the expected move: the pondering search goes on on the clock. */
TESSERA_API void tessera_ponderhit(TesseraEngine *engine);
/* Waits until the running search has delivered its bestmove (or the perft its total); an
 * infinite or pondering search is stopped first, since it would not end by itself. */
TESSERA_API void tessera_wait(TesseraEngine *engine);
TESSERA_API bool tessera_busy(const TesseraEngine *engine); /* a search or perft is running */

typedef struct TesseraResult {
    char move[32];   /* "" when the position has no legal move */
    char ponder[32]; /* "" when unknown */
    bool from_book;
    int depth;
    int score, mate; /* as in TesseraInfo */
    bool is_mate;
    uint64_t nodes;
    int64_t time_ms;
    char pv[1024]; /* the chosen line, shortened at a move boundary when too long */
} TesseraResult;

/* A search that blocks until its move: tessera_search_start, tessera_wait and the last info.
 * info, when not NULL, hears each iteration on the search thread. Limits must end it: a clock
 * for the side to move, movetime, depth, nodes or mate, and not infinite or ponder. */
TESSERA_API TesseraCode tessera_search(TesseraEngine *engine, const TesseraLimits *limits,
                                       void (*info)(void *context, const TesseraInfo *info),
                                       void *context, TesseraResult *result);

#ifdef __cplusplus
}
#endif

#endif

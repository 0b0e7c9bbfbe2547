/*
 * openings.h - where games start: openings read from a file, or random legal plies; the match
 * runner's games and the book builder's (`tessera book build`) both start here.
 *
 * Owns the list of openings and the choice of the one a game pair uses. Every opening is
 * checked with a Referee when loaded, so what reaches the engines is legal and written in
 * the game's canonical notation; lines that fail are skipped with a warning. Random openings
 * are a pure function of (seed, index), so a match replays identically at any concurrency.
 */
#ifndef TESSERA_OPENINGS_H
#define TESSERA_OPENINGS_H

#include <stdbool.h>
#include <stdio.h>

#include "src/game.h"

/* The largest opening file read (256 MB, far above the big published books of a few million
 * positions): a larger one is refused rather than held in memory whole. */
enum { OPENINGS_MAX_FILE_BYTES = 256 << 20, OPENINGS_PATH_TEXT = 1024 };

typedef enum OpeningFormat {
    OPENINGS_EPD,   /* one position string per line (EPD/FEN for chess) */
    OPENINGS_PGN,   /* PGN games: FEN tag and movetext (SAN for chess, or engine notation) */
    OPENINGS_MOVES, /* one line of moves in engine notation per opening */
} OpeningFormat;

typedef struct OpeningConfig {
    char file[OPENINGS_PATH_TEXT]; /* empty = no opening file */
    OpeningFormat format;
    bool random_order;
    int plies;        /* at most this many plies of each opening, 0 = all */
    int start;        /* 1-based index of the first opening used */
    int random_plies; /* -random-openings plies=N: N random plies instead of a file */
    /* PGN: each game is read under the game's own options its tags name (`[WallGoRules
     * "show"]`), the others at the chosen values (`tessera book build`). Otherwise a game whose
     * tags name another value than the chosen one is a bad line. */
    bool tagged_choices;
    uint64_t random_seed;
} OpeningConfig;

typedef struct Opening {
    /* Position string, empty = the game's start position under OpeningBook.chosen (a PGN game
     * read under other choices, tagged_choices, keeps its start here). */
    char *start;
    char *moves; /* canonical moves separated by spaces, possibly empty */
} Opening;

typedef struct OpeningBook {
    const Game *game;
    int players;
    GameChoices chosen; /* the game's own options its openings are played under */
    const OpeningConfig *config;
    Opening *items;
    int count, capacity;
    int skipped; /* lines of the file that were not a valid opening */
} OpeningBook;

/* Loads the file of config (if any) and shuffles it when order=random; warnings about bad
 * lines go to log. Openings are read and generated under chosen (the game's own options,
 * Game.choices; NULL: their defaults): a position of other rules is a bad line. False with error
 * when the file is not a regular file (a device or FIFO is refused at once, never waited on), is
 * larger than OPENINGS_MAX_FILE_BYTES, cannot be read, or holds no opening at all. */
bool openings_load(OpeningBook *book, const OpeningConfig *config, const Game *game, int players,
                   const GameChoices *chosen, uint64_t seed, FILE *log, char *error,
                   size_t error_size);
void openings_free(OpeningBook *book);

/* The opening of the index-th opening slot (0-based); the caller frees it with
 * opening_free. Without a file or random plies: the game's start position. */
void openings_get(const OpeningBook *book, int index, Opening *opening);
void opening_free(Opening *opening);

#endif

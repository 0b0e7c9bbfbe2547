/*
 * deep_book.h - a book made by searching instead of from played games. From the start
 * position, each position is searched to a fixed depth with several principal variations;
 * the moves that score within a margin of the best go into the book, weighted by how close
 * they come, and the positions they lead to are searched in turn, ply by ply, up to a ply
 * limit or a number of positions. Where one move stands out the book follows it alone, so
 * its lines run deep where the search is sure and fan out only where it is not.
 *
 * Every position is searched by one thread with a cleared table, so the book depends only
 * on the engine and the settings, not on the thread count or the order of the searches.
 */
#ifndef TESSERA_DEEP_BOOK_H
#define TESSERA_DEEP_BOOK_H

#include <stdio.h>

#include "src/game.h"

typedef struct DeepBookConfig {
    int plies;         /* positions fewer than this many plies from the start are searched */
    int depth;         /* search depth of each position */
    int width;         /* principal variations of each search: the most moves a position keeps */
    int margin;        /* a move within this much of the best score is kept */
    int max_positions; /* positions searched at most, the nearest to the start first */
    int threads;       /* positions searched at once */
    int hash_mb;       /* transposition table of each thread */
} DeepBookConfig;

typedef struct DeepBookStats {
    int searched;    /* positions searched */
    int deepest;     /* plies from the start of the deepest position searched */
    size_t entries;  /* book records written */
    int main_plies;  /* length of the line of best moves in the book from the start */
    char main[1024]; /* that line, in the game's notation */
} DeepBookStats;

/* The limits of the settings, checked by deep_book_config_valid. */
enum {
    DEEP_BOOK_MAX_PLIES = 60,
    DEEP_BOOK_MAX_DEPTH = 40,
    DEEP_BOOK_MAX_WIDTH = 16,
    DEEP_BOOK_MAX_MARGIN = 1000,
    DEEP_BOOK_MAX_POSITIONS = 1000000,
    DEEP_BOOK_MAX_THREADS = 64,
    DEEP_BOOK_MAX_HASH_MB = 4096,
};

/* False with the reason in error when a setting is out of range or the game is not a
 * two-player game. */
bool deep_book_config_valid(const Game *game, const DeepBookConfig *config, char *error,
                            size_t error_size);

/* Builds the book of game and writes it to path; progress (positions done, rate, time left)
 * goes to progress when it is not NULL. False with error set when a search cannot be set up
 * or the file cannot be written. */
bool deep_book_build(const Game *game, const DeepBookConfig *config, const char *path,
                     FILE *progress, DeepBookStats *stats, char *error, size_t error_size);

#endif

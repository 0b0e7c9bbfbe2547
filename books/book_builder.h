/*
 * book_builder.h - making a book from played games: every (position, move) of the first
 * plies of each game is counted; moves played at least a minimum number of times go into
 * the book with their count as weight.
 */
#ifndef TESSERA_BOOK_BUILDER_H
#define TESSERA_BOOK_BUILDER_H

#include "book.h"

typedef struct BookBuilder {
    const Game *game;
    int max_plies;
    BookEntry *entries; /* one per move played, weight 1, merged when written */
    size_t count, capacity;
    uint64_t *leaves; /* keys of the positions the games reached after max_plies */
    size_t leaf_count, leaf_capacity;
    int games;
} BookBuilder;

typedef struct BookBuildStats {
    size_t entries;   /* records written (header not counted) */
    size_t positions; /* distinct keys among them */
    size_t leaves;    /* distinct positions reached after max_plies */
} BookBuildStats;

void book_builder_init(BookBuilder *builder, const Game *game, int max_plies);
void book_builder_free(BookBuilder *builder);

/* Adds one game: start is a position string (NULL or empty: the start position for players),
 * moves the game's moves separated by blanks. False with error on a bad position or move
 * (the moves before it still count). */
bool book_builder_add_game(BookBuilder *builder, const char *start, int players, const char *moves,
                           char *error, size_t error_size);

/* Writes the book of every move played at least min_count times. */
bool book_builder_write(BookBuilder *builder, const char *path, int min_count,
                        BookBuildStats *stats, char *error, size_t error_size);

#endif

/*
 * book.c - a loaded book: checking that it belongs to the game, finding a position's
 * entries by binary search on the key, and choosing among them by weight.
 */
#include "book.h"

#include <stdio.h>
#include <string.h>

/* The header must name the game; a chess book has no header (plain Polyglot). */
static bool check_game(const Game *game, const BookFile *file, const char *path, char *error,
                       size_t error_size) {
    const char *wanted = book_is_polyglot(game) ? "" : game->name;
    if (strcmp(file->game, wanted) == 0)
        return true;
    if (!file->game[0])
        snprintf(error, error_size, "book '%s' is a Polyglot chess book, not a %s book", path,
                 game->name);
    else
        snprintf(error, error_size, "book '%s' is a %.12s book, not a %s book", path, file->game,
                 game->name);
    return false;
}

bool book_load(Book *book, const Game *game, const char *path, char *error, size_t error_size) {
    memset(book, 0, sizeof *book);
    BookFile file;
    if (!book_file_read(path, &file, error, error_size))
        return false;
    if (!check_game(game, &file, path, error, error_size)) {
        book_file_free(&file);
        return false;
    }
    book->game = game;
    book->file = file;
    return true;
}

void book_free(Book *book) {
    book_file_free(&book->file);
    book->game = NULL;
}

/* Index of the first entry whose key is not below key. */
static size_t lower_bound(const BookFile *file, uint64_t key) {
    size_t low = 0, high = file->count;
    while (low < high) {
        size_t middle = low + (high - low) / 2;
        if (file->entries[middle].key < key)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

static bool already_listed(const BookMove *moves, int count, Move move) {
    for (int i = 0; i < count; i++)
        if (moves[i].move == move)
            return true;
    return false;
}

int book_probe(const Book *book, const void *pos, BookMove *moves, int max) {
    if (!book->game)
        return 0;
    uint64_t key = book_key(book->game, pos);
    int count = 0;
    const BookFile *file = &book->file;
    for (size_t i = lower_bound(file, key); i < file->count && file->entries[i].key == key; i++) {
        const BookEntry *entry = &file->entries[i];
        Move move = book_decode(book->game, pos, entry->move, entry->learn);
        if (count == max || entry->weight == 0 || move == MOVE_NONE ||
            already_listed(moves, count, move))
            continue;
        moves[count++] = (BookMove){move, entry->weight};
    }
    return count;
}

Move book_choose(const BookMove *moves, int count, uint64_t random) {
    uint64_t total = 0;
    for (int i = 0; i < count; i++)
        total += moves[i].weight;
    if (total == 0)
        return MOVE_NONE;
    uint64_t pick = random % total;
    for (int i = 0; i < count; i++) {
        if (pick < moves[i].weight)
            return moves[i].move;
        pick -= moves[i].weight;
    }
    return MOVE_NONE;
}

/*
 * book_file.h - book files as records: reading, checking and writing the 16-byte Polyglot
 * record (key u64, move u16, weight u16, learn u32, all big-endian, sorted by key).
 *
 * A chess book is a plain Polyglot file. A book of any other game starts with one header
 * record naming the game: the four bytes "TSB1" and the game's name in 12 bytes, NUL-padded
 * (docs/BOOKS.md). Nothing here knows what a key or a move means.
 */
#ifndef TESSERA_BOOK_FILE_H
#define TESSERA_BOOK_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    BOOK_RECORD_SIZE = 16,
    BOOK_GAME_NAME_SIZE = 12, /* longest game name a header can hold */
};

typedef struct BookEntry {
    uint64_t key;
    uint16_t move;
    uint16_t weight;
    uint32_t learn;
} BookEntry;

typedef struct BookFile {
    char game[BOOK_GAME_NAME_SIZE + 1]; /* from the header; "" = no header (Polyglot chess) */
    BookEntry *entries;                 /* sorted by key, header not included */
    size_t count;
} BookFile;

/* Reads and checks path: it must exist, hold whole records, at least one entry, sorted by
 * key. False with a message in error otherwise (nothing to free then). */
bool book_file_read(const char *path, BookFile *file, char *error, size_t error_size);
void book_file_free(BookFile *file);

/* Writes entries (already sorted by key) after a header for game, or none if game is NULL. */
bool book_file_write(const char *path, const char *game, const BookEntry *entries, size_t count,
                     char *error, size_t error_size);

/* Orders entries by key, then by weight (highest first), then by move. */
void book_entries_sort(BookEntry *entries, size_t count);

#endif

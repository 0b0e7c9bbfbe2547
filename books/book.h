/*
 * book.h - opening books for any game: loading a book for the game being played, the book
 * moves of a position with their weights, and the weighted random choice among them.
 *
 * Chess books are Polyglot books (Polyglot keys and moves, so books from other tools work
 * here and ours work there). Every other game keys a position by its own Zobrist key and
 * stores its own 32-bit move: the low 16 bits in the record's move field, the high 16 bits
 * in its learn field. Book moves are always checked against the legal moves before use.
 */
#ifndef TESSERA_BOOK_H
#define TESSERA_BOOK_H

#include "src/game.h"
#include "book_file.h"

enum { MAX_BOOK_MOVES = 256 }; /* book moves of one position taken into account */

typedef struct Book {
    const Game *game; /* NULL: no book loaded */
    BookFile file;
} Book;

typedef struct BookMove {
    Move move;
    uint16_t weight;
} BookMove;

/* True when game's books are Polyglot chess books (no header, Polyglot keys and moves). */
bool book_is_polyglot(const Game *game);

/* Loads path as a book of game. A missing, truncated or corrupt file, or a book of another
 * game, fails with a message in error and leaves book empty. */
bool book_load(Book *book, const Game *game, const char *path, char *error, size_t error_size);
void book_free(Book *book);

/* The key a book of game stores for pos. */
uint64_t book_key(const Game *game, const void *pos);

/* The record fields (move, learn) for a legal move of pos, and back; book_decode returns
 * MOVE_NONE unless the stored move is legal in pos. */
void book_encode(const Game *game, const void *pos, Move move, uint16_t *code, uint32_t *learn);
Move book_decode(const Game *game, const void *pos, uint16_t code, uint32_t learn);

/* The legal book moves of pos with a weight above zero, at most max; their count. */
int book_probe(const Book *book, const void *pos, BookMove *moves, int max);

/* Weighted choice: move i with probability weight_i / total; random is any 64-bit number. */
Move book_choose(const BookMove *moves, int count, uint64_t random);

/* Where the bundled book books/<stem>.bin is (stem: the name Game.bundled_book gives, a game's
 * own name by default): beside the executable, else in the source tree the binary was built
 * from. */
void book_bundled_path(const char *stem, char *path, size_t size);

#endif

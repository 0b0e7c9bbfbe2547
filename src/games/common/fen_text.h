/*
 * fen_text.h - reading and writing FEN-like position strings of any board size, shared by
 * every game whose position string starts with a FEN-like board or needs its field helpers
 * (chess, voidchess, wallgo, wallrunner; wallchess uses its error sink).
 *
 * Owns the parts that do not depend on a game's pieces: splitting a position string into
 * fields and checking their number, quoting user text safely in error messages, the error
 * sink, decimal counters, the side to move and move clocks, castling letters, the board
 * field (ranks from the top separated by '/', digits for runs of empty squares, one character
 * per other square, decoded by the game) in both directions, and the ASCII diagram printed
 * by `d`. Parsing never reads past the terminator of the text.
 */
#ifndef TESSERA_FEN_TEXT_H
#define TESSERA_FEN_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "src/game.h"
#include "src/strbuf.h"

enum {
    FEN_QUOTE_MAX = 20,                 /* longest quoted field before it is cut with "..." */
    FEN_QUOTE_SIZE = FEN_QUOTE_MAX + 4, /* buffer for a quoted field */
    FEN_MAX_SIDE = 9,                   /* largest files or ranks (single-digit runs) */
    FEN_MAX_FIELDS = 8,                 /* most fields a position string may have */
};

typedef struct FenField {
    const char *text;
    int length; /* capped at FEN_QUOTE_MAX + 1: only used to quote and compare short fields */
    size_t full_length; /* the exact length */
} FenField;

/* Where error messages go: a caller's buffer, possibly NULL or of size 0. */
typedef struct FenError {
    char *text;
    size_t size;
} FenError;

/* Writes the message into error and returns false, so `return fen_fail(...)` reads well. */
bool fen_fail(FenError *error, const char *format, ...) __attribute__((format(printf, 2, 3)));

/* Splits text at spaces into at most max fields; returns max + 1 when more text follows. */
int fen_split_fields(const char *text, FenField *fields, int max);

/* A game's reader of the fields of its position string: fills position or explains why not. */
typedef bool (*FenFieldsReader)(void *position, const FenField *fields, int count, FenError *error);

/* Splits text into at most max fields (max <= FEN_MAX_FIELDS; a count of max + 1 means more
 * text follows, and that field is kept for the message) and hands them to read. NULL text is
 * "no position". */
bool fen_read_fields(const char *text, int max, FenFieldsReader read, void *position,
                     FenError *error);

bool fen_field_is(FenField field, const char *word);

/* The field as quotable text: printable characters only, shortened when long. */
const char *fen_quote(FenField field, char buffer[FEN_QUOTE_SIZE]);

/* A number in [min, max], read strictly by text_parse_int (no sign but '-', no leading zero);
 * a NULL field takes the fallback. */
bool fen_parse_counter(const FenField *field, int min, int max, int fallback, int *value);

/* Checks how many fields a position string has: at least required (else "missing <names[count]>
 * field"), at most max (else "unexpected text '...' after the <last_name>"). */
bool fen_check_field_count(const FenField *fields, int count, int required, int max,
                           const char *const *names, const char *last_name, FenError *error);

/* The side-to-move field, "w" or "b", as header->side 0 or 1. */
bool fen_parse_side(FenField field, PosHeader *header, FenError *error);

/* A move number (1 to POS_MOVE_NUMBER_MAX, rising after the second player's move; a NULL
 * field means 1) as header->ply, which counts from 0; header->side must be set. name is the
 * field's name in the error message. */
bool fen_parse_move_number(const FenField *field, const char *name, PosHeader *header,
                           FenError *error);

/* The move number header->ply and header->side stand for: the inverse of the above. */
int fen_move_number(const PosHeader *header);

/* The halfmove clock (0 to POS_RULE50_MAX) and fullmove number, fields 4 and 5 of count (0
 * and 1 when absent), as header->rule50 and header->ply; header->side must be set. */
bool fen_parse_move_clocks(const FenField *fields, int count, PosHeader *header, FenError *error);

/* Where the king and the rooks of a chess-like game stand before they castle: king[color],
 * rook[right] in the order K Q k q. */
typedef struct FenCastlingHomes {
    int king[2];
    int rook[4];
} FenCastlingHomes;

/* The rights bit (1 << index in K Q k q) a castling letter stands for, with the king and rook
 * squares it needs; 0 for any other character. */
int fen_castling_right(char c, const FenCastlingHomes *homes, int *king, int *rook);

/* The castling field from rights bits 0-3 in the order K Q k q: "KQkq", "Kq", "-". */
void fen_format_castling(unsigned rights, char out[5]);

/* How a game reads and writes the squares of its board field. */
typedef struct FenBoardCodec {
    int files, ranks;     /* at most FEN_MAX_SIDE each */
    const char *expected; /* the square characters, for messages: "K Q R B N P, ..." */
    /* The cell code of a square character (not a digit), or -1 when the game has none. */
    int (*decode)(char c);
    /* Puts the cell on the square (file and rank from 0); called only for non-empty cells. */
    void (*place)(void *board, int cell, int file, int rank);
    /* The character of the square, or '\0' when it is empty. */
    char (*encode)(const void *board, int file, int rank);
} FenBoardCodec;

/* Parses the board field at text (up to the first space) into board through the codec.
 * Messages name the first problem: a bad character (with the expected ones) or byte, a rank
 * of the wrong width, too few or too many ranks. */
bool fen_parse_board(const FenBoardCodec *codec, void *board, const char *text, FenError *error);

/* Writes the board field; out needs ranks * (files + 1) bytes. */
void fen_format_board(const FenBoardCodec *codec, const void *board, char *out);

/* A square-by-square diagram, rank 1 at the bottom; cell() writes the 3 characters shown
 * inside one square. */
void fen_print_grid(StrBuf *out, int files, int ranks, const void *board,
                    void (*cell)(const void *board, int file, int rank, char text[4]));

#endif

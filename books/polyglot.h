/*
 * polyglot.h - the Polyglot key of a chess position and the Polyglot move encoding.
 *
 * Both work on text only: the position is read from its FEN (the chess game's position
 * string) and moves are UCI long algebraic, so nothing here depends on the chess engine's
 * internals. Castling is encoded the Polyglot way, as the king taking its own rook (e1h1).
 */
#ifndef TESSERA_POLYGLOT_H
#define TESSERA_POLYGLOT_H

#include <stdbool.h>
#include <stdint.h>

#include "src/types.h"

/* The board, side, castling rights and en passant file of a FEN, as Polyglot sees them. */
typedef struct PolyglotBoard {
    char squares[64]; /* FEN piece letters, '\0' = empty; index 8 * row + file, a1 = 0 */
    bool white_to_move;
    bool castle[4]; /* white short, white long, black short, black long */
    int ep_file;    /* file of a pawn that may be taken en passant, -1 = none */
} PolyglotBoard;

/* Reads the first four fields of a FEN; false when they are malformed. */
bool polyglot_read_fen(const char *fen, PolyglotBoard *board);

uint64_t polyglot_key(const PolyglotBoard *board);

/* The 16-bit Polyglot move of a UCI move played on board (0 if the text is malformed). */
uint16_t polyglot_encode_move(const PolyglotBoard *board, const char *uci);

/* The UCI text of a Polyglot move on board: king-takes-rook becomes the king's two-square
 * move. False for a0a0-style nonsense (the caller still checks legality). */
bool polyglot_decode_move(const PolyglotBoard *board, uint16_t move, char text[MAX_MOVE_TEXT]);

/* The move's squares as Polyglot writes them (castling stays e1h1), for listings. */
void polyglot_move_squares(uint16_t move, char text[MAX_MOVE_TEXT]);

#endif

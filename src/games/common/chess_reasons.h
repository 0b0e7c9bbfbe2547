/*
 * chess_reasons.h - why a from-to move of a chess-like game (chess, Void Chess) is refused,
 * worded once for both: each game reads its own board into a ChessMoveFacts (what stands
 * where, whether the piece moves that way, what blocks it, whether the king stays safe) and
 * chess_move_reason picks the first rule the move breaks, in the order a player would check.
 * The Void Chess rules about voids and unstable squares are facts of their own (false in
 * chess).
 */
#ifndef TESSERA_CHESS_REASONS_H
#define TESSERA_CHESS_REASONS_H

#include <stdbool.h>
#include <stddef.h>

/* Castling, when the move is a king's two-square move along its home rank. */
typedef struct CastlingFacts {
    bool right;           /* the side still has the right on that wing */
    char blocked[3];      /* a square between king and rook that is not empty ("" none) */
    bool blocked_by_void; /* Void Chess: that square is a void */
    bool in_check;        /* the king is attacked now */
    char attacked[3];     /* a square the king passes or lands on that the enemy attacks */
} CastlingFacts;

typedef struct ChessMoveFacts {
    int side;               /* the mover: 0 white, 1 black */
    char from[3], to[3];    /* the squares as text */
    char piece;             /* letter of the piece on from (p n b r q k m), 0 when empty */
    int piece_side;         /* that piece's side */
    char own_target;        /* letter of a piece of the mover on to, or 0 */
    bool promotes;          /* the move reaches the last rank with a pawn */
    char promotion;         /* the promotion letter given, or 0 */
    const char *promotions; /* the letters the game promotes to, e.g. "qrbn" */
    bool from_void;         /* Void Chess: the from square is a void */
    bool to_void;           /* Void Chess: the target is a void, which only a minister enters */
    bool king_must_move;    /* Void Chess: the mover's king stands on an unstable square */
    bool is_castling;
    CastlingFacts castling;
    bool moves_that_way;  /* the piece moves from `from` to `to` on this board */
    char blocker[3];      /* when on the piece's line but stopped: the first square in the way */
    bool blocker_is_void; /* that square is a void (Void Chess) */
    const char *movement_note; /* a movement rule the move breaks, e.g. "a pawn captures only
                              diagonally"; NULL for none */
    bool king_safe;            /* the mover's king is not attacked after the move */
    bool in_check;             /* the mover's king is attacked now */
} ChessMoveFacts;

/* What a pawn move breaks by its shape alone (files sideways, ranks forward for the mover),
 * given whether it captures (an enemy piece on the target, or en passant) and whether the
 * pawn stands on its starting rank; NULL when a pawn may move that way. */
const char *chess_pawn_shape_note(int files, int forward, bool captures, bool on_start_rank);

const char *chess_piece_name(char letter); /* "knight" for 'n', "minister" for 'm' */
const char *chess_side_name(int side);     /* "white", "black" */

/* Writes the reason the facts give; a move the facts find nothing against is called "not
 * legal here". */
void chess_move_reason(const ChessMoveFacts *facts, char *reason, size_t size);

#endif

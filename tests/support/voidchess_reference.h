/*
 * voidchess_reference.h - a second, deliberately simple implementation of the Void Chess
 * move rules (RULES.md VC1-VC13) for the tests: a plain 9x9 array of characters, loops
 * instead of bitboards, every move played and tested for legality. It shares no code with
 * src/ (its own position-string reader and move text), so agreeing perft counts and move
 * lists are independent evidence. Draw rules (fortress, bare kings, repetition, fifty moves)
 * are not part of it: perft ignores them.
 */
#ifndef TESSERA_TEST_VOIDCHESS_REFERENCE_H
#define TESSERA_TEST_VOIDCHESS_REFERENCE_H

#include <stdbool.h>
#include <stdint.h>

enum { REF_SIZE = 9, REF_MAX_MOVES = 512, REF_MOVE_TEXT = 8 };

typedef struct RefPos {
    char piece[REF_SIZE][REF_SIZE]; /* [rank][file]: FEN letter, '.' when empty */
    char state[REF_SIZE][REF_SIZE]; /* [rank][file]: '.' normal, 'u' unstable, '*' void */
    bool white;                     /* white to move */
    bool castle[4];                 /* K Q k q */
    int ep_file, ep_rank;           /* -1 when there is no en-passant square */
} RefPos;

typedef struct RefMove {
    int from_file, from_rank, to_file, to_rank;
    char promotion; /* lower-case letter or 0 */
} RefMove;

/* Reads the first four fields and the optional unstable list; false when unreadable. */
bool ref_parse(RefPos *pos, const char *text);

/* The legal moves, in no particular order. */
int ref_legal_moves(const RefPos *pos, RefMove moves[REF_MAX_MOVES]);

/* Plays a move of ref_legal_moves. */
void ref_play(const RefPos *pos, RefMove move, RefPos *next);

void ref_move_text(RefMove move, char text[REF_MOVE_TEXT]);

uint64_t ref_perft(const RefPos *pos, int depth);

#endif

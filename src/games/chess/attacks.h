/*
 * attacks.h - chess attack tables: leaper attacks (pawn, knight, king), slider attacks by
 * "fancy" magic bitboards, and the between/line tables that legal move generation uses for
 * pins and checks. The tables are written once by chess_attacks_init and only read after.
 */
#ifndef TESSERA_CHESS_ATTACKS_H
#define TESSERA_CHESS_ATTACKS_H

#include <stdbool.h>
#include <stdint.h>

#include "src/bitboard.h"
#include "src/splitmix.h"

enum { SQUARE_COUNT = 64 };

/* Entries of the shared slider tables: sum over squares of 2^(relevant blockers). */
enum { ROOK_TABLE_SIZE = 102400, BISHOP_TABLE_SIZE = 5248 };

#define RANK_3_BB 0x0000000000FF0000ULL
#define RANK_6_BB 0x0000FF0000000000ULL

typedef struct ChessMagic {
    Bitboard mask;           /* squares whose occupancy changes the attacks */
    Bitboard magic;          /* multiplier that hashes mask-occupancy to a table index */
    const Bitboard *attacks; /* this square's slice of the shared table */
    unsigned shift;          /* 64 - number of mask bits */
} ChessMagic;

typedef struct ChessAttacks {
    Bitboard pawn[2][SQUARE_COUNT]; /* squares a pawn of that colour attacks */
    Bitboard knight[SQUARE_COUNT];
    Bitboard king[SQUARE_COUNT];
    Bitboard between[SQUARE_COUNT][SQUARE_COUNT]; /* strictly between two aligned squares */
    Bitboard line[SQUARE_COUNT][SQUARE_COUNT];    /* the whole line through two squares */
    ChessMagic rook_magic[SQUARE_COUNT];
    ChessMagic bishop_magic[SQUARE_COUNT];
    Bitboard rook_table[ROOK_TABLE_SIZE];
    Bitboard bishop_table[BISHOP_TABLE_SIZE];
} ChessAttacks;

extern ChessAttacks CHESS_ATTACKS;

/* Fills CHESS_ATTACKS; not thread-safe, called once through chess_init. */
void chess_attacks_init(void);

/* splitmix64: the deterministic generator behind magic numbers and Zobrist keys. */
static inline uint64_t chess_random(uint64_t *state) {
    return splitmix64_next(state);
}

static inline unsigned chess_magic_index(const ChessMagic *m, Bitboard occupied) {
    return (unsigned)(((occupied & m->mask) * m->magic) >> m->shift);
}

static inline Bitboard chess_rook_attacks(int square, Bitboard occupied) {
    const ChessMagic *m = &CHESS_ATTACKS.rook_magic[square];
    return m->attacks[chess_magic_index(m, occupied)];
}

static inline Bitboard chess_bishop_attacks(int square, Bitboard occupied) {
    const ChessMagic *m = &CHESS_ATTACKS.bishop_magic[square];
    return m->attacks[chess_magic_index(m, occupied)];
}

static inline Bitboard chess_pawn_attacks(int color, int square) {
    return CHESS_ATTACKS.pawn[color][square];
}

static inline Bitboard chess_knight_attacks(int square) {
    return CHESS_ATTACKS.knight[square];
}

static inline Bitboard chess_king_attacks(int square) {
    return CHESS_ATTACKS.king[square];
}

static inline Bitboard chess_squares_between(int a, int b) {
    return CHESS_ATTACKS.between[a][b];
}

static inline Bitboard chess_squares_line(int a, int b) {
    return CHESS_ATTACKS.line[a][b];
}

#endif

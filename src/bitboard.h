/*
 * bitboard.h - 64-bit sets of the squares of an 8x8 board (a1 = 0 ... h8 = 63) and the
 * square arithmetic every 8x8 game shares. Games on other boards keep their own layouts.
 */
#ifndef TESSERA_BITBOARD_H
#define TESSERA_BITBOARD_H

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t Bitboard;

#define FILE_A_BB 0x0101010101010101ULL
#define FILE_H_BB 0x8080808080808080ULL
#define RANK_1_BB 0x00000000000000FFULL
#define RANK_8_BB 0xFF00000000000000ULL

static inline int square_file(int square) {
    return square & 7;
}

static inline int square_rank(int square) {
    return square >> 3;
}

static inline int make_square(int file, int rank) {
    return rank * 8 + file;
}

/* The square on the board turned top to bottom (rank r becomes rank 7 - r), as a game that
 * shows each player the board from its own side turns it for the second player. */
static inline int square_flip_rank(int square) {
    return square ^ 56;
}

static inline Bitboard square_bb(int square) {
    return 1ULL << square;
}

static inline int bb_first(Bitboard bb) {
    return __builtin_ctzll(bb);
}

static inline int bb_last(Bitboard bb) {
    return 63 - __builtin_clzll(bb);
}

static inline int bb_pop_first(Bitboard *bb) {
    int square = __builtin_ctzll(*bb);
    *bb &= *bb - 1;
    return square;
}

static inline int bb_count(Bitboard bb) {
    return __builtin_popcountll(bb);
}

static inline bool bb_several(Bitboard bb) {
    return (bb & (bb - 1)) != 0;
}

/* The set on the board turned top to bottom (square_flip_rank of each square): the ranks are
 * the bytes, so their order reversed. */
static inline Bitboard bb_flip_ranks(Bitboard bb) {
    return __builtin_bswap64(bb);
}

#endif

/*
 * test_chess_attacks.c - the chess attack tables against first principles: every magic
 * slider lookup equals a ray walk that stops at the first blocker, for random blockers on
 * every square, and the leaper tables have the counts the geometry gives.
 */
#include <criterion/criterion.h>

#include "src/games/chess/chess.h"

static bool inside(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* Squares reached from square along the given directions, stopping at blockers. */
static Bitboard walk(int square, Bitboard blockers, const int directions[4][2]) {
    Bitboard reached = 0;
    for (int d = 0; d < 4; d++) {
        int file = square % 8 + directions[d][0], rank = square / 8 + directions[d][1];
        for (; inside(file, rank); file += directions[d][0], rank += directions[d][1]) {
            reached |= 1ULL << (rank * 8 + file);
            if (blockers & (1ULL << (rank * 8 + file)))
                break;
        }
    }
    return reached;
}

static uint64_t next_random(uint64_t *state) {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

Test(chess_attacks, sliders_match_a_ray_walk) {
    static const int STRAIGHT[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int DIAGONAL[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    chess_init();
    uint64_t state = 88172645463325252ULL;
    for (int square = 0; square < 64; square++) {
        for (int i = 0; i < 2000; i++) {
            /* Sparse and dense blocker sets alike. */
            Bitboard blockers = next_random(&state) & next_random(&state);
            if (i % 2)
                blockers |= next_random(&state);
            cr_assert_eq(chess_rook_attacks(square, blockers), walk(square, blockers, STRAIGHT),
                         "rook on %d", square);
            cr_assert_eq(chess_bishop_attacks(square, blockers), walk(square, blockers, DIAGONAL),
                         "bishop on %d", square);
        }
    }
}

Test(chess_attacks, leapers_have_the_geometric_counts) {
    chess_init();
    int knight_total = 0, king_total = 0, pawn_total = 0;
    for (int square = 0; square < 64; square++) {
        knight_total += bb_count(chess_knight_attacks(square));
        king_total += bb_count(chess_king_attacks(square));
        pawn_total += bb_count(chess_pawn_attacks(WHITE, square)) +
                      bb_count(chess_pawn_attacks(BLACK, square));
    }
    /* Knight moves on an empty board: 336; king moves: 420. Pawn captures: 14 per rank (one
     * from the a and h files, two elsewhere) on the 7 ranks with a rank ahead, per colour. */
    cr_assert_eq(knight_total, 336);
    cr_assert_eq(king_total, 420);
    cr_assert_eq(pawn_total, 2 * 7 * 14);
    cr_assert_eq(chess_knight_attacks(A1), (1ULL << B3) | (1ULL << C2));
    cr_assert_eq(chess_pawn_attacks(WHITE, E4), (1ULL << D5) | (1ULL << F5));
    cr_assert_eq(chess_pawn_attacks(BLACK, E4), (1ULL << D3) | (1ULL << F3));
}

Test(chess_attacks, between_and_line_follow_the_board_lines) {
    chess_init();
    cr_assert_eq(chess_squares_between(A1, D4), (1ULL << B2) | (1ULL << C3));
    cr_assert_eq(chess_squares_between(E1, E4), (1ULL << E2) | (1ULL << E3));
    cr_assert_eq(chess_squares_between(A1, B3), 0, "not on a line");
    cr_assert_eq(chess_squares_between(A1, B2), 0, "adjacent");
    cr_assert_eq(chess_squares_line(B2, C3), 0x8040201008040201ULL, "the long diagonal");
    cr_assert_eq(chess_squares_line(A1, B3), 0);
}

/*
 * voidchess_psqt.c - the Void Chess piece-square tables as weights: one per square as the
 * owner sees the board (black's squares mirrored top to bottom), on a half board of files
 * a-e (files f-i mirror d-a), pawns on ranks 2-8 only. The values and their origin are in
 * voidchess_weights.h and voidchess_terms.h.
 */
#include "voidchess_psqt.h"

enum { HALF_FILES = VOIDCHESS_FILES / 2 + 1 };

/* The first entry (A1) of each piece's table; the pawns' starts at A2. */
static const int PSQT_A1[VOIDCHESS_TYPE_COUNT] = {
    [VOIDCHESS_KNIGHT] = VOIDCHESS_KNIGHT_PSQT_A1,
    [VOIDCHESS_BISHOP] = VOIDCHESS_BISHOP_PSQT_A1,
    [VOIDCHESS_ROOK] = VOIDCHESS_ROOK_PSQT_A1,
    [VOIDCHESS_QUEEN] = VOIDCHESS_QUEEN_PSQT_A1,
    [VOIDCHESS_MINISTER] = VOIDCHESS_MINISTER_PSQT_A1,
    [VOIDCHESS_KING] = VOIDCHESS_KING_PSQT_A1,
};

/* The entry of a square on a half board: rank by rank, files past e mirrored. */
static int half_board_index(int file, int rank) {
    return rank * HALF_FILES + (file < HALF_FILES ? file : VOIDCHESS_FILES - 1 - file);
}

int voidchess_psqt_weight(int type, int color, int square) {
    int file = voidchess_file(square), rank = voidchess_rank(square);
    if (color == VOIDCHESS_BLACK)
        rank = VOIDCHESS_RANKS - 1 - rank;
    if (type == VOIDCHESS_PAWN)
        return VOIDCHESS_PAWN_PSQT_A2 + half_board_index(file, rank - 1);
    return PSQT_A1[type] + half_board_index(file, rank);
}

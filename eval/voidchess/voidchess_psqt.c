/*
 * voidchess_psqt.c - the Void Chess piece-square tables as weights: one per square as the
 * owner sees the board (black's squares mirrored top to bottom), on a half board of files
 * a-e (files f-i mirror d-a), pawns on ranks 2-8 only. The values and their origin are in
 * voidchess_weights.h and voidchess_terms.h.
 */
#include "voidchess_psqt.h"

enum { HALF_FILES = VC_FILES / 2 + 1 };

/* The first entry (A1) of each piece's table; the pawns' starts at A2. */
static const int PSQT_A1[VC_TYPE_COUNT] = {
    [VC_KNIGHT] = VOIDCHESS_KNIGHT_PSQT_A1,     [VC_BISHOP] = VOIDCHESS_BISHOP_PSQT_A1,
    [VC_ROOK] = VOIDCHESS_ROOK_PSQT_A1,         [VC_QUEEN] = VOIDCHESS_QUEEN_PSQT_A1,
    [VC_MINISTER] = VOIDCHESS_MINISTER_PSQT_A1, [VC_KING] = VOIDCHESS_KING_PSQT_A1,
};

/* The entry of a square on a half board: rank by rank, files past e mirrored. */
static int half_board_index(int file, int rank) {
    return rank * HALF_FILES + (file < HALF_FILES ? file : VC_FILES - 1 - file);
}

int vc_psqt_weight(int type, int color, int square) {
    int file = vc_file(square), rank = vc_rank(square);
    if (color == VC_BLACK)
        rank = VC_RANKS - 1 - rank;
    if (type == VC_PAWN)
        return VOIDCHESS_PAWN_PSQT_A2 + half_board_index(file, rank - 1);
    return PSQT_A1[type] + half_board_index(file, rank);
}

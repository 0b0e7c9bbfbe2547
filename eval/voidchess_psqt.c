/*
 * voidchess_psqt.c - the Void Chess piece-square tables: 9x9 midgame and endgame bonuses per
 * piece type, seen from white (rank 1 at the bottom), built once from a few shapes and only
 * read afterwards.
 *
 * The shapes are hand-set starting points, not tuned: pawns gain as they advance (most in
 * the endgame) and a little for holding the centre files; knights, bishops and above all the
 * short-range Minister prefer the centre; rooks like the seventh and eighth ranks; the queen
 * centralises late; the king shelters on its back rank beside the corners while pieces are
 * on and walks to the centre in the endgame.
 */
#include "voidchess_psqt.h"

#include <pthread.h>
#include <stdlib.h>

/* Bonuses by king-distance from the centre square e5 (0 = e5, 4 = the edge). */
static const int KNIGHT_CENTRE[5] = {24, 16, 6, -8, -28};
static const int BISHOP_CENTRE[5] = {14, 10, 5, 0, -12};
static const int MINISTER_CENTRE[5] = {22, 16, 6, -4, -18};
static const int QUEEN_CENTRE[2][5] = {{4, 4, 2, 0, -8}, {16, 12, 6, 0, -12}};
static const int KING_CENTRE_ENDGAME[5] = {30, 22, 10, -4, -24};
/* The king's back rank in the midgame: the squares beside the corners are the shelters. */
static const int KING_BACK_RANK[VC_FILES] = {8, 22, 16, -4, -8, -4, 16, 22, 8};

enum { PAWN_STEP_MG = 5, PAWN_STEP_EG = 11, PAWN_CENTRE_MG = 8, ROOK_SEVENTH = 18 };

VcPsqt VC_PSQT;

static int centre_distance(int file, int rank) {
    int df = abs(file - 4), dr = abs(rank - 4);
    return df > dr ? df : dr;
}

static void set_both(int type, int square, int mg, int eg) {
    VC_PSQT.value[type][VC_MG][square] = (int16_t)mg;
    VC_PSQT.value[type][VC_EG][square] = (int16_t)eg;
}

static void init_square(int file, int rank) {
    int square = vc_square(file, rank), centre = centre_distance(file, rank);
    bool central_file = abs(file - 4) <= 1;
    if (rank > 0 && rank < VC_RANKS - 1)
        set_both(VC_PAWN, square,
                 PAWN_STEP_MG * (rank - 1) + (central_file && rank >= 2 ? PAWN_CENTRE_MG : 0),
                 PAWN_STEP_EG * (rank - 1));
    set_both(VC_KNIGHT, square, KNIGHT_CENTRE[centre], KNIGHT_CENTRE[centre] * 3 / 4);
    set_both(VC_BISHOP, square, BISHOP_CENTRE[centre], BISHOP_CENTRE[centre]);
    int seventh = rank >= VC_RANKS - 3 && rank < VC_RANKS - 1 ? ROOK_SEVENTH : 0;
    set_both(VC_ROOK, square, seventh + (central_file ? 3 : 0), seventh / 2);
    set_both(VC_QUEEN, square, QUEEN_CENTRE[0][centre], QUEEN_CENTRE[1][centre]);
    set_both(VC_MINISTER, square, MINISTER_CENTRE[centre], MINISTER_CENTRE[centre]);
    int king_mg = rank == 0 ? KING_BACK_RANK[file] : -18 * rank;
    set_both(VC_KING, square, king_mg, KING_CENTRE_ENDGAME[centre]);
}

static void init_tables(void) {
    for (int rank = 0; rank < VC_RANKS; rank++)
        for (int file = 0; file < VC_FILES; file++)
            init_square(file, rank);
}

void vc_psqt_init(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, init_tables);
}

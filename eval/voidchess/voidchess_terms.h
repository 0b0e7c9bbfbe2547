/*
 * voidchess_terms.h - every weight of the Void Chess evaluation, in one place so that a tuner
 * (or a person) finds them together: the names of the tunable weights, whose values live in
 * the generated voidchess_weights.h that `tessera tune voidchess <data>` rewrites
 * (docs/TUNING.md), and the constants that are not tunable (the phase, the scaling of drawish
 * scores, the share of a trapped piece that is lost, the walled-in king, a few limits).
 *
 * Every tunable weight is a (midgame, endgame) pair named VOIDCHESS_<what>, indexed by
 * VOIDCHESS_MG and VOIDCHESS_EG. A table has one weight per entry with a systematic suffix: a
 * square for the piece-square tables, as the owner sees the board (rank 1 its back rank), on a half
 * board (files f-i mirror d-a, file e is the middle: every hand-set table was symmetric),
 * pawns on ranks 2-8 only (a pawn never stands on 1 or 9); the number of safe flight squares
 * for the king (_3: three or more). The evaluation finds an entry as the table's first weight
 * plus an index, so each table's entries stay together and in order. A penalty keeps the
 * positive value it was hand-set with and counts negative: a void next to the king counts -1
 * times VOIDCHESS_KING_VOID_NEAR.
 *
 * Origin of the hand-set values (the header of voidchess_weights.h says whether it holds
 * these or a tuned set): not tuned on game data. Material puts the Minister between a rook
 * and a queen; the tables were built from a few shapes: pawns gain as they advance (5 a rank
 * in the midgame, 11 in the endgame) and 8 for the three centre files from rank 3; knights,
 * bishops and above all the short-range Minister prefer the centre (by king distance from
 * e5); rooks like the seventh and eighth ranks (18) and the centre files (3); the queen
 * centralises late; the king shelters on its back rank beside the corners while pieces are
 * on (-18 a rank above it) and walks to the centre in the endgame.
 */
#ifndef TESSERA_VOIDCHESS_TERMS_H
#define TESSERA_VOIDCHESS_TERMS_H

#include "src/eval_features.h"
#include "src/games/voidchess/voidchess.h"

enum { VOIDCHESS_MG, VOIDCHESS_EG };

/* ---- Tunable weights -------------------------------------------------------------------- */

/* Table entries: X(<table>_<suffix>) for each suffix, in index order. */
/* clang-format off */
#define VOIDCHESS_FILES_A_TO_E(X, T, r) \
    X(T##_A##r) X(T##_B##r) X(T##_C##r) X(T##_D##r) X(T##_E##r)
#define VOIDCHESS_RANKS_2_TO_8(X, T) \
    VOIDCHESS_FILES_A_TO_E(X, T, 2) VOIDCHESS_FILES_A_TO_E(X, T, 3) \
    VOIDCHESS_FILES_A_TO_E(X, T, 4) VOIDCHESS_FILES_A_TO_E(X, T, 5) \
    VOIDCHESS_FILES_A_TO_E(X, T, 6) VOIDCHESS_FILES_A_TO_E(X, T, 7) \
    VOIDCHESS_FILES_A_TO_E(X, T, 8)
#define VOIDCHESS_PAWN_BOARD(X, T) VOIDCHESS_RANKS_2_TO_8(X, T)
#define VOIDCHESS_HALF_BOARD(X, T) \
    VOIDCHESS_FILES_A_TO_E(X, T, 1) VOIDCHESS_RANKS_2_TO_8(X, T) VOIDCHESS_FILES_A_TO_E(X, T, 9)
/* clang-format on */

/* MATERIAL_type: per piece (the king has none: both sides always have one). */
#define VOIDCHESS_MATERIAL_WEIGHTS(X)                                                              \
    X(VOIDCHESS_MATERIAL_PAWN)                                                                     \
    X(VOIDCHESS_MATERIAL_KNIGHT)                                                                   \
    X(VOIDCHESS_MATERIAL_BISHOP)                                                                   \
    X(VOIDCHESS_MATERIAL_ROOK)                                                                     \
    X(VOIDCHESS_MATERIAL_QUEEN)                                                                    \
    X(VOIDCHESS_MATERIAL_MINISTER)

/* Piece-square tables, then mobility: per square a piece can go to (not its own piece's, not
 * a void, not attacked by an enemy pawn). */
#define VOIDCHESS_PLACEMENT_WEIGHTS(X)                                                             \
    VOIDCHESS_PAWN_BOARD(X, VOIDCHESS_PAWN_PSQT)                                                   \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_KNIGHT_PSQT)                                                 \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_BISHOP_PSQT)                                                 \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_ROOK_PSQT)                                                   \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_QUEEN_PSQT)                                                  \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_MINISTER_PSQT)                                               \
    VOIDCHESS_HALF_BOARD(X, VOIDCHESS_KING_PSQT)                                                   \
    X(VOIDCHESS_MOBILITY_KNIGHT)                                                                   \
    X(VOIDCHESS_MOBILITY_BISHOP)                                                                   \
    X(VOIDCHESS_MOBILITY_ROOK)                                                                     \
    X(VOIDCHESS_MOBILITY_QUEEN)                                                                    \
    X(VOIDCHESS_MOBILITY_MINISTER)

/* The voids. UNSTABLE_TEMPO (penalty): a piece on an unstable square that can leave still
 * owes its owner a move (it counts as lost, and the most valuable of a side's such pieces as
 * saved again, by its material). TRAPPED_KING (penalty): a king on an unstable square with
 * nowhere to go loses (VC12) unless the enemy lets it out; what a trapped piece of another
 * kind loses is its material. DEAD_PAWN: what a pawn is worth that no chain of forward and
 * forward-diagonal steps over non-void squares takes to its last rank, instead of its
 * material and square. BLOCKED_PAWN (penalty): a pawn whose own file ahead is closed by a
 * void, that could still get round it by capturing. MINISTER_HEAL: per void a Minister could
 * heal now (at most HEAL_COUNTED); MINISTER_BOARD_VOID: per Minister and void on the board
 * (at most BOARD_VOIDS_COUNTED), since it alone can cross and repair them. */
#define VOIDCHESS_VOID_WEIGHTS(X)                                                                  \
    X(VOIDCHESS_UNSTABLE_TEMPO)                                                                    \
    X(VOIDCHESS_TRAPPED_KING)                                                                      \
    X(VOIDCHESS_DEAD_PAWN)                                                                         \
    X(VOIDCHESS_BLOCKED_PAWN)                                                                      \
    X(VOIDCHESS_MINISTER_HEAL)                                                                     \
    X(VOIDCHESS_MINISTER_BOARD_VOID)

/* King safety (penalties), per neighbour square of the king: a void (fewer flight squares),
 * an unstable square (a void soon), a square the enemy attacks; KING_FLIGHTS_n by the number
 * of safe flight squares left (not void, not own piece, not attacked). */
#define VOIDCHESS_KING_WEIGHTS(X)                                                                  \
    X(VOIDCHESS_KING_VOID_NEAR)                                                                    \
    X(VOIDCHESS_KING_UNSTABLE_NEAR)                                                                \
    X(VOIDCHESS_KING_ATTACKED_NEAR)                                                                \
    X(VOIDCHESS_KING_FLIGHTS_0)                                                                    \
    X(VOIDCHESS_KING_FLIGHTS_1)                                                                    \
    X(VOIDCHESS_KING_FLIGHTS_2)                                                                    \
    X(VOIDCHESS_KING_FLIGHTS_3)

#define VOIDCHESS_WEIGHTS_LIST(X)                                                                  \
    VOIDCHESS_MATERIAL_WEIGHTS(X)                                                                  \
    VOIDCHESS_PLACEMENT_WEIGHTS(X) VOIDCHESS_VOID_WEIGHTS(X) VOIDCHESS_KING_WEIGHTS(X)

enum { VOIDCHESS_WEIGHTS_LIST(EVAL_WEIGHT_INDEX) VOIDCHESS_WEIGHT_COUNT };

#include "voidchess_weights.h"

_Static_assert(sizeof VOIDCHESS_WEIGHT_VALUES / sizeof VOIDCHESS_WEIGHT_VALUES[0] ==
                   VOIDCHESS_WEIGHT_COUNT,
               "voidchess_weights.h holds one value pair per weight");
_Static_assert(VOIDCHESS_MATERIAL_MINISTER - VOIDCHESS_MATERIAL_PAWN ==
                       VOIDCHESS_MINISTER - VOIDCHESS_PAWN &&
                   VOIDCHESS_MOBILITY_MINISTER - VOIDCHESS_MOBILITY_KNIGHT ==
                       VOIDCHESS_MINISTER - VOIDCHESS_KNIGHT,
               "material and mobility weights are listed in piece type order");

/* A weight's value in a stage (VOIDCHESS_MG, VOIDCHESS_EG). */
static inline int voidchess_weight(int weight, int stage) {
    return VOIDCHESS_WEIGHT_VALUES[weight][stage];
}

/* The material weight of a piece type, VOIDCHESS_PAWN to VOIDCHESS_MINISTER. */
static inline int voidchess_material_weight(int type) {
    return VOIDCHESS_MATERIAL_PAWN + type - VOIDCHESS_PAWN;
}

/* The mobility weight of a piece type, VOIDCHESS_KNIGHT to VOIDCHESS_MINISTER. */
static inline int voidchess_mobility_weight(int type) {
    return VOIDCHESS_MOBILITY_KNIGHT + type - VOIDCHESS_KNIGHT;
}

/* ---- Constants that are not tunable ----------------------------------------------------- */

/* Game phase: what a piece's presence counts towards the midgame (28 = all pieces on). */
enum { PHASE_MAX = 28 };
static const int PHASE_WEIGHT[VOIDCHESS_TYPE_COUNT] = {
    [VOIDCHESS_KNIGHT] = 1, [VOIDCHESS_BISHOP] = 1,   [VOIDCHESS_ROOK] = 2,
    [VOIDCHESS_QUEEN] = 4,  [VOIDCHESS_MINISTER] = 2,
};

enum {
    HEAL_COUNTED = 4,         /* voids a Minister could heal now count up to this many */
    BOARD_VOIDS_COUNTED = 24, /* voids on the board count up to this many per Minister */
    /* A trapped piece of the side not to move (it has just captured, its owner moves once
     * more before it dies) is lost only LOST_SHARE_FRESH / LOST_SHARE_DIVISOR of its value,
     * rounded towards zero: not a multiple of a weight, so the tuner sees the piece's whole
     * value lost and the rest given back as the fixed part. */
    LOST_SHARE_FRESH = 7,
    LOST_SHARE_DIVISOR = 8,
    /* A king walled in by voids where the enemy cannot reach it (VC15): score / this. */
    DRAWISH_DIVISOR = 4,
    FIFTY_MOVE_SCALE = 200, /* score x (200 - rule50) / 200: half left at the 100th ply */
};

/* A king walled in by voids in a region the enemy can reach: up to this much (midgame,
 * endgame) when the region is tiny, nothing when it is the whole board, in proportion to
 * the open squares outside it. A fraction of a value is no count of a weight: fixed part. */
static const int WALLED_MAX[2] = {60, 80};

#endif

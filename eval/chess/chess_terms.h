/*
 * chess_terms.h - every weight of the chess evaluation, in one place so that a tuner (or a
 * person) finds them together: the names of the tunable weights, whose values live in the
 * generated chess_weights.h that `tessera tune chess <data>` rewrites (docs/TUNING.md), and
 * the constants that are not tunable (the phase, the king danger, a few limits). Owns the
 * packed midgame/endgame score and its helpers.
 *
 * A PackedScore holds a midgame and an endgame value in one int (endgame in the high half),
 * so a term costs one addition; the two halves are separated only once, at the taper.
 *
 * Every tunable weight is a (midgame, endgame) pair named CHESS_<what>. A table has one weight
 * per entry with a systematic suffix: a square for piece-square tables (pawns A2..H7 as their
 * owner sees the board, rank 1 its back rank; other pieces A1..D8 on a half board, files e-h
 * mirrored onto d-a), a count for mobility (safe squares reached, _0 up), the rank as the
 * owner counts it for pawns and shelter (_2 .. _7: relative rank 1 .. 6 in the code, where 0
 * is the back rank), the target's type for threats. Entries no position can use are left
 * out. The evaluation finds an entry as the table's first weight plus an index, so each
 * table's entries stay together and in order. The king danger is not linear (the square of
 * a sum is the penalty), so its constants are not tunable: the tuner sees its penalty as the
 * part of the evaluation no weight explains.
 *
 * Origin of the hand-set values (the header of chess_weights.h says whether it holds these
 * or a tuned set, and how that was made): not tuned on game data. Material, mobility, king
 * danger and passed-pawn magnitudes follow the proportions of published classical
 * evaluations (Stockfish 11, Ethereal, Fruit) rescaled to a 100-centipawn pawn; the tables
 * were then checked one by one with `eval` on textbook positions (a shield against an
 * exposed king, a free against a blocked passer, KR v KB).
 */
#ifndef TESSERA_CHESS_TERMS_H
#define TESSERA_CHESS_TERMS_H

#include <stdint.h>

#include "src/eval_features.h"
#include "src/games/chess/chess.h"

typedef int32_t PackedScore;

/* Midgame and endgame value packed into one int. */
#define S(mg, eg) ((PackedScore)((uint32_t)(eg) << 16) + (PackedScore)(mg))

static inline int packed_mg(PackedScore score) {
    return (int16_t)(uint16_t)(uint32_t)score;
}

static inline int packed_eg(PackedScore score) {
    return (int16_t)(uint16_t)((uint32_t)(score + 0x8000) >> 16);
}

/* ---- Tunable weights -------------------------------------------------------------------- */

/* Table entries: X(<table>_<suffix>) for each suffix, in index order. */
/* clang-format off */
#define CHESS_FILES_A_TO_D(X, T, r) X(T##_A##r) X(T##_B##r) X(T##_C##r) X(T##_D##r)
#define CHESS_FILES_A_TO_H(X, T, r) \
    CHESS_FILES_A_TO_D(X, T, r) X(T##_E##r) X(T##_F##r) X(T##_G##r) X(T##_H##r)
#define CHESS_HALF_BOARD(X, T) \
    CHESS_FILES_A_TO_D(X, T, 1) CHESS_FILES_A_TO_D(X, T, 2) CHESS_FILES_A_TO_D(X, T, 3) \
    CHESS_FILES_A_TO_D(X, T, 4) CHESS_FILES_A_TO_D(X, T, 5) CHESS_FILES_A_TO_D(X, T, 6) \
    CHESS_FILES_A_TO_D(X, T, 7) CHESS_FILES_A_TO_D(X, T, 8)
#define CHESS_PAWN_BOARD(X, T) \
    CHESS_FILES_A_TO_H(X, T, 2) CHESS_FILES_A_TO_H(X, T, 3) CHESS_FILES_A_TO_H(X, T, 4) \
    CHESS_FILES_A_TO_H(X, T, 5) CHESS_FILES_A_TO_H(X, T, 6) CHESS_FILES_A_TO_H(X, T, 7)
#define CHESS_RANKS_3_TO_7(X, T) X(T##_3) X(T##_4) X(T##_5) X(T##_6) X(T##_7)
#define CHESS_RANKS_2_TO_7(X, T) X(T##_2) CHESS_RANKS_3_TO_7(X, T)
#define CHESS_COUNTS_0_TO_8(X, T) \
    X(T##_0) X(T##_1) X(T##_2) X(T##_3) X(T##_4) X(T##_5) X(T##_6) X(T##_7) X(T##_8)
#define CHESS_COUNTS_0_TO_13(X, T) \
    CHESS_COUNTS_0_TO_8(X, T) X(T##_9) X(T##_10) X(T##_11) X(T##_12) X(T##_13)
#define CHESS_COUNTS_0_TO_14(X, T) CHESS_COUNTS_0_TO_13(X, T) X(T##_14)
#define CHESS_COUNTS_0_TO_27(X, T) \
    CHESS_COUNTS_0_TO_14(X, T) X(T##_15) X(T##_16) X(T##_17) X(T##_18) X(T##_19) X(T##_20) \
    X(T##_21) X(T##_22) X(T##_23) X(T##_24) X(T##_25) X(T##_26) X(T##_27)
/* clang-format on */

/* MATERIAL_type: per piece. TEMPO: the side to move's bonus, the evaluation of a quiet
 * position is worth a move. */
#define CHESS_MATERIAL_WEIGHTS(X)                                                                  \
    X(CHESS_MATERIAL_PAWN)                                                                         \
    X(CHESS_MATERIAL_KNIGHT)                                                                       \
    X(CHESS_MATERIAL_BISHOP)                                                                       \
    X(CHESS_MATERIAL_ROOK)                                                                         \
    X(CHESS_MATERIAL_QUEEN)                                                                        \
    X(CHESS_TEMPO)

/* Piece-square tables, then mobility by the number of safe squares a piece reaches. */
#define CHESS_PLACEMENT_WEIGHTS(X)                                                                 \
    CHESS_PAWN_BOARD(X, CHESS_PAWN_PSQT)                                                           \
    CHESS_HALF_BOARD(X, CHESS_KNIGHT_PSQT) /* centre and outposts, never the rim */                \
    CHESS_HALF_BOARD(X, CHESS_BISHOP_PSQT) /* long diagonals, away from corners */                 \
    CHESS_HALF_BOARD(X, CHESS_ROOK_PSQT)   /* central files, the seventh rank */                   \
    CHESS_HALF_BOARD(X, CHESS_QUEEN_PSQT)  /* stays back early, centralises late */                \
    CHESS_HALF_BOARD(X, CHESS_KING_PSQT)   /* castled corner in the midgame, centre later */       \
    CHESS_COUNTS_0_TO_8(X, CHESS_KNIGHT_MOBILITY)                                                  \
    CHESS_COUNTS_0_TO_13(X, CHESS_BISHOP_MOBILITY)                                                 \
    CHESS_COUNTS_0_TO_14(X, CHESS_ROOK_MOBILITY)                                                   \
    CHESS_COUNTS_0_TO_27(X, CHESS_QUEEN_MOBILITY)

/* Pawn structure: DOUBLED (own pawn ahead), ISOLATED (no own pawn on a neighbour file),
 * BACKWARD (cannot be supported, stop square guarded), WEAK_UNOPPOSED (isolated or backward
 * with no enemy pawn ahead, open to rooks), SUPPORT per own pawn defending it, CONNECTED
 * (phalanx or supported) by rank. Passed pawns: by rank; per rank past the third (1 on the
 * fourth .. 4 on the seventh) FREE_PATH (no enemy piece or attack ahead) or SAFE_STOP (the
 * next square free and safe), and per such rank and square of distance to the stop square
 * ENEMY_KING and OWN_KING; UNSTOPPABLE in a pawn ending with the enemy king outside the
 * pawn's square. */
#define CHESS_PAWN_WEIGHTS(X)                                                                      \
    X(CHESS_DOUBLED_PAWN)                                                                          \
    X(CHESS_ISOLATED_PAWN)                                                                         \
    X(CHESS_BACKWARD_PAWN)                                                                         \
    X(CHESS_WEAK_UNOPPOSED)                                                                        \
    X(CHESS_PAWN_SUPPORT)                                                                          \
    CHESS_RANKS_2_TO_7(X, CHESS_CONNECTED_PAWN)                                                    \
    CHESS_RANKS_2_TO_7(X, CHESS_PASSED_RANK)                                                       \
    X(CHESS_PASSED_FREE_PATH)                                                                      \
    X(CHESS_PASSED_SAFE_STOP)                                                                      \
    X(CHESS_PASSED_ENEMY_KING)                                                                     \
    X(CHESS_PASSED_OWN_KING)                                                                       \
    X(CHESS_PASSED_UNSTOPPABLE)

/* Pieces: BISHOP_PAWN_SAME_COLOUR per own pawn on the bishop's colour; ROOK_TRAPPED by its
 * own uncastled king. Threats on enemy pieces by the attacker and the target's type; by the
 * king on a weak piece; HANGING per piece attacked and not defended enough; PAWN_PUSH per
 * enemy piece a safe pawn push would attack; RESTRICTED_SQUARE per square both sides attack
 * that the enemy does not hold strongly; KNIGHT_ON_QUEEN and SLIDER_ON_QUEEN per safe square
 * from which our knight, or a bishop or rook backed by another piece, would attack the lone
 * enemy queen. ROOK_ON_QUEEN_FILE: a rook on a file with a queen; BISHOP_LONG_DIAGONAL: a
 * bishop that sees two centre squares through the pawns. */
#define CHESS_PIECE_WEIGHTS(X)                                                                     \
    X(CHESS_BISHOP_PAIR)                                                                           \
    X(CHESS_BISHOP_PAWN_SAME_COLOUR)                                                               \
    X(CHESS_KNIGHT_OUTPOST)                                                                        \
    X(CHESS_BISHOP_OUTPOST)                                                                        \
    X(CHESS_KNIGHT_REACHES_OUTPOST)                                                                \
    X(CHESS_MINOR_BEHIND_PAWN)                                                                     \
    X(CHESS_ROOK_OPEN_FILE)                                                                        \
    X(CHESS_ROOK_SEMI_OPEN_FILE)                                                                   \
    X(CHESS_ROOK_TRAPPED)                                                                          \
    X(CHESS_THREAT_BY_PAWN_ON_KNIGHT)                                                              \
    X(CHESS_THREAT_BY_PAWN_ON_BISHOP)                                                              \
    X(CHESS_THREAT_BY_PAWN_ON_ROOK)                                                                \
    X(CHESS_THREAT_BY_PAWN_ON_QUEEN)                                                               \
    X(CHESS_THREAT_BY_MINOR_ON_PAWN)                                                               \
    X(CHESS_THREAT_BY_MINOR_ON_KNIGHT)                                                             \
    X(CHESS_THREAT_BY_MINOR_ON_BISHOP)                                                             \
    X(CHESS_THREAT_BY_MINOR_ON_ROOK)                                                               \
    X(CHESS_THREAT_BY_MINOR_ON_QUEEN)                                                              \
    X(CHESS_THREAT_BY_ROOK_ON_PAWN)                                                                \
    X(CHESS_THREAT_BY_ROOK_ON_KNIGHT)                                                              \
    X(CHESS_THREAT_BY_ROOK_ON_BISHOP)                                                              \
    X(CHESS_THREAT_BY_ROOK_ON_ROOK)                                                                \
    X(CHESS_THREAT_BY_ROOK_ON_QUEEN)                                                               \
    X(CHESS_THREAT_BY_KING)                                                                        \
    X(CHESS_HANGING_PIECE)                                                                         \
    X(CHESS_THREAT_BY_PAWN_PUSH)                                                                   \
    X(CHESS_RESTRICTED_SQUARE)                                                                     \
    X(CHESS_KNIGHT_ON_QUEEN)                                                                       \
    X(CHESS_SLIDER_ON_QUEEN)                                                                       \
    X(CHESS_ROOK_ON_QUEEN_FILE)                                                                    \
    X(CHESS_BISHOP_LONG_DIAGONAL)

/* King safety, per file of the king's and its neighbours (midgame values): SHELTER by the
 * rank of our nearest pawn in front of the king (NO_PAWN: none), STORM by the rank (as we
 * count) of the nearest enemy pawn, STORM_BLOCKED instead when our pawn stands right in front
 * of it, KING_OPEN_FILE when the file has no pawn at all. KING_PAWN_DISTANCE: per square
 * between the king and its nearest own pawn (endgame). KING_FLANK_ATTACK: per enemy attack on
 * our camp (our five nearest ranks) in the king's flank, a square attacked twice counting
 * twice; PAWNLESS_FLANK: no pawn of either side in that flank. KING_DANGER_1 to _5: the king
 * danger (below) in five bands of DANGER_BAND units, each counted once per DANGER_STEP units
 * of danger inside its band, so the penalty is a piecewise linear curve of the danger that the
 * tuner shapes (the starting values follow the square of the danger / 4096 in the midgame and
 * the danger / 16 in the endgame). */
#define CHESS_KING_WEIGHTS(X)                                                                      \
    X(CHESS_SHELTER_NO_PAWN)                                                                       \
    CHESS_RANKS_2_TO_7(X, CHESS_SHELTER_RANK)                                                      \
    CHESS_RANKS_2_TO_7(X, CHESS_STORM_RANK)                                                        \
    CHESS_RANKS_3_TO_7(X, CHESS_STORM_BLOCKED_RANK)                                                \
    X(CHESS_KING_OPEN_FILE)                                                                        \
    X(CHESS_KING_PAWN_DISTANCE)                                                                    \
    X(CHESS_KING_FLANK_ATTACK)                                                                     \
    X(CHESS_PAWNLESS_FLANK)                                                                        \
    X(CHESS_KING_DANGER_1)                                                                         \
    X(CHESS_KING_DANGER_2)                                                                         \
    X(CHESS_KING_DANGER_3)                                                                         \
    X(CHESS_KING_DANGER_4)                                                                         \
    X(CHESS_KING_DANGER_5)

/* SPACE: per safe square in the centre files of our first three ranks past the back rank
 * (twice behind our pawns), times the square of our piece count less one, / 256; only while
 * most pieces are on the board (midgame). */
#define CHESS_SPACE_WEIGHTS(X) X(CHESS_SPACE)

#define CHESS_WEIGHTS_LIST(X)                                                                      \
    CHESS_MATERIAL_WEIGHTS(X)                                                                      \
    CHESS_PLACEMENT_WEIGHTS(X)                                                                     \
    CHESS_PAWN_WEIGHTS(X) CHESS_PIECE_WEIGHTS(X) CHESS_KING_WEIGHTS(X) CHESS_SPACE_WEIGHTS(X)

enum { CHESS_WEIGHTS_LIST(EVAL_WEIGHT_INDEX) CHESS_WEIGHT_COUNT };

#include "chess_weights.h"

_Static_assert(sizeof CHESS_WEIGHT_VALUES / sizeof CHESS_WEIGHT_VALUES[0] == CHESS_WEIGHT_COUNT,
               "chess_weights.h holds one value pair per weight");

/* A weight's value. */
static inline PackedScore chess_weight(int weight) {
    return S(CHESS_WEIGHT_VALUES[weight][0], CHESS_WEIGHT_VALUES[weight][1]);
}

/* The material weight of a piece type, PAWN to QUEEN (listed in type order). */
static inline int chess_material_weight(int type) {
    return CHESS_MATERIAL_PAWN + type - PAWN;
}

/* ---- Constants that are not tunable ----------------------------------------------------- */

/* Game phase: what a piece's presence counts towards the midgame (24 = all pieces on). */
enum { PHASE_MAX = 24, SCALE_NORMAL = EVAL_SCALE_NORMAL };
static const int PHASE_WEIGHT[TYPE_COUNT] = {[KNIGHT] = 1, [BISHOP] = 1, [ROOK] = 2, [QUEEN] = 4};

enum {
    PASSED_KING_MAX_DISTANCE = 5, /* king distances to a passer's stop square count up to this */
    ROOK_TRAPPED_MOBILITY = 3,    /* a rook with at most this many moves may be trapped */
};

/* King danger: the attackers' weights times their number, plus the danger signs below. The
 * penalty is the KING_DANGER_n weights' curve of it. */
/* clang-format off */
static const int KING_ATTACK_WEIGHT[TYPE_COUNT] = {
    [KNIGHT] = 80, [BISHOP] = 50, [ROOK] = 45, [QUEEN] = 15,
};
enum {
    DANGER_ZONE_HIT = 60,   /* per attack on a square of the king zone */
    DANGER_WEAK_RING = 150, /* per ring square attacked and defended at most by king/queen */
    DANGER_NO_QUEEN = -800, /* the attacker has no queen */
    DANGER_SHELTER_DIV = 2, /* shelter points (midgame) / this, subtracted */
    DANGER_BAND = 400, /* danger units a KING_DANGER_n weight covers */
    DANGER_STEP = 25,  /* danger units a count of a KING_DANGER_n weight stands for */
    DANGER_BANDS = 5,
};
static const int SAFE_CHECK[TYPE_COUNT] = {
    [KNIGHT] = 700, [BISHOP] = 600, [ROOK] = 900, [QUEEN] = 700,
};
/* clang-format on */

#endif

/*
 * chess_terms.h - every weight of the chess evaluation, in one place so that a tuner (or a
 * person) finds them together. Owns the packed midgame/endgame score and its helpers.
 *
 * A PackedScore holds a midgame and an endgame value in one int (endgame in the high half),
 * so a term costs one addition; the two halves are separated only once, at the taper.
 *
 * Origin of the values: hand-set, not tuned on game data. Material, mobility, king danger
 * and passed-pawn magnitudes follow the proportions of published classical evaluations
 * (Stockfish 11, Ethereal, Fruit) rescaled to a 100-centipawn pawn; the tables were then
 * checked one by one with `eval` on textbook positions (a shield against an exposed king,
 * a free against a blocked passer, KR v KB). Tables indexed by rank use the owner's
 * relative rank, 0 = its back rank.
 */
#ifndef TESSERA_CHESS_TERMS_H
#define TESSERA_CHESS_TERMS_H

#include <stdint.h>

#include "../src/games/chess/chess.h"

typedef int32_t PackedScore;

/* Midgame and endgame value packed into one int; a constant expression for the tables. */
#define S(mg, eg) ((PackedScore)((uint32_t)(eg) << 16) + (PackedScore)(mg))

static inline int packed_mg(PackedScore score) {
    return (int16_t)(uint16_t)(uint32_t)score;
}

static inline int packed_eg(PackedScore score) {
    return (int16_t)(uint16_t)((uint32_t)(score + 0x8000) >> 16);
}

/* Game phase: what a piece's presence counts towards the midgame (24 = all pieces on). */
enum { PHASE_MAX = 24, SCALE_NORMAL = 64 };
static const int PHASE_WEIGHT[TYPE_COUNT] = {[KNIGHT] = 1, [BISHOP] = 1, [ROOK] = 2, [QUEEN] = 4};

static const PackedScore MATERIAL[TYPE_COUNT] = {
    [PAWN] = S(85, 110),  [KNIGHT] = S(330, 320),  [BISHOP] = S(350, 340),
    [ROOK] = S(470, 560), [QUEEN] = S(1000, 1030),
};

/* Side to move's bonus: the evaluation of a quiet position is worth a move. */
static const PackedScore TEMPO = S(18, 12);

/* ---- Piece-square tables ---------------------------------------------------------------
 * Pawns: the whole board, owner's back rank first, files a to h. Pieces: half boards
 * (files a-d, mirrored onto h-e), back rank first. */
/* clang-format off */
static const PackedScore PAWN_PSQT[64] = {
    S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0),
    S( -4,  4), S(  2,  2), S( -2,  4), S( -8,  2), S( -8,  2), S(  4,  4), S(  8,  2), S( -6,  0),
    S( -6,  2), S( -2,  2), S(  4, -2), S(  6, -4), S(  6, -4), S(  0, -2), S(  2,  0), S( -6,  0),
    S( -6,  6), S(  0,  4), S(  6, -2), S( 16, -6), S( 16, -6), S(  6, -2), S(  0,  4), S( -6,  6),
    S( -2, 14), S(  4, 10), S(  8,  4), S( 18,  0), S( 18,  0), S(  8,  4), S(  4, 10), S( -2, 14),
    S(  4, 15), S(  8, 14), S( 12, 10), S( 16,  8), S( 16,  8), S( 12, 10), S(  8, 14), S(  4, 15),
    S( 12, 25), S( 12, 25), S( 12, 22), S( 12, 20), S( 12, 20), S( 12, 22), S( 12, 25), S( 12, 25),
    S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0), S(  0,  0),
};

static const PackedScore PIECE_PSQT[TYPE_COUNT][32] = {
    [KNIGHT] = { /* knight: centre and outposts, never the rim */
        S(-90,-50), S(-45,-35), S(-35,-20), S(-30,-10),
        S(-40,-35), S(-20,-20), S( -8,-10), S(  0,  0),
        S(-30,-20), S(  0, -8), S( 10,  0), S( 15, 10),
        S(-15,-15), S(  8,  0), S( 22, 10), S( 25, 18),
        S(-12,-15), S( 12,  0), S( 28, 12), S( 30, 20),
        S(-15,-20), S( 15, -8), S( 30,  0), S( 32, 10),
        S(-35,-30), S(-15,-18), S(  5,-10), S( 12,  0),
        S(-100,-60), S(-45,-40), S(-30,-30), S(-20,-15),
    },
    [BISHOP] = { /* bishop: long diagonals, away from corners */
        S(-30,-25), S( -5,-15), S(-10,-15), S(-15, -8),
        S( -5,-12), S( 10, -8), S(  8, -5), S(  2,  0),
        S( -5, -8), S(  8, -2), S(  8,  0), S(  8,  5),
        S( -5, -8), S(  5,  0), S( 10,  5), S( 18,  8),
        S( -8, -5), S( 10,  0), S( 12,  5), S( 18,  8),
        S(-10, -8), S(  5, -2), S(  5,  0), S(  8,  2),
        S(-15,-12), S(-10, -8), S(  0, -5), S(  0,  0),
        S(-30,-20), S( -5,-15), S(-15,-12), S(-20,-10),
    },
    [ROOK] = { /* rook: central files, the seventh rank */
        S(-12, -5), S( -6, -5), S(  0, -3), S(  6, -3),
        S(-18, -6), S( -8, -5), S( -4, -3), S(  0, -3),
        S(-15, -3), S( -6, -3), S( -2, -2), S(  0, -2),
        S(-12,  0), S( -5,  0), S( -2,  0), S(  0,  0),
        S(-10,  2), S( -4,  2), S(  0,  3), S(  2,  2),
        S( -8,  4), S(  0,  4), S(  2,  4), S(  4,  4),
        S(  5, 10), S( 12, 12), S( 15, 12), S( 15, 12),
        S(  0,  6), S(  2,  6), S(  4,  6), S(  6,  6),
    },
    [QUEEN] = { /* queen: stays back early, centralises late */
        S(-10,-40), S( -6,-30), S( -4,-22), S(  4,-15),
        S( -8,-30), S(  2,-18), S(  6,-10), S(  6, -4),
        S( -6,-20), S(  2, -8), S(  4,  0), S(  2,  5),
        S( -4,-12), S(  0,  0), S(  2, 10), S(  0, 18),
        S( -6,-10), S( -2,  2), S(  0, 12), S( -2, 22),
        S( -8,-15), S( -4, -2), S( -4,  6), S( -4, 12),
        S(-12,-22), S(-12,-12), S( -6, -5), S( -6,  0),
        S(-15,-35), S(-12,-25), S(-10,-20), S( -8,-15),
    },
    [KING] = { /* king: castled corner in the midgame, the centre in the endgame */
        S( 20,-70), S( 35,-45), S(  5,-30), S(-15,-30),
        S( 15,-40), S( 15,-20), S(-10, -8), S(-30, -2),
        S(-20,-25), S(-20, -5), S(-35,  8), S(-45, 15),
        S(-35,-15), S(-40,  5), S(-50, 18), S(-60, 25),
        S(-45,-10), S(-50, 12), S(-60, 25), S(-70, 30),
        S(-50,-10), S(-55, 15), S(-65, 25), S(-75, 30),
        S(-55,-20), S(-60,  5), S(-70, 12), S(-80, 15),
        S(-60,-50), S(-65,-25), S(-75,-15), S(-85,-10),
    },
};

/* ---- Mobility: by the number of safe squares a piece reaches ---------------------------- */
static const PackedScore KNIGHT_MOBILITY[9] = {
    S(-45,-55), S(-28,-38), S(-12,-20), S( -4, -8), S(  3,  2), S(  8,  8), S( 14, 12),
    S( 19, 14), S( 24, 15),
};
static const PackedScore BISHOP_MOBILITY[14] = {
    S(-38,-50), S(-24,-34), S(-10,-18), S( -2, -6), S(  4,  2), S(  9,  8), S( 13, 13),
    S( 16, 17), S( 18, 20), S( 21, 22), S( 24, 24), S( 27, 25), S( 30, 26), S( 34, 27),
};
static const PackedScore ROOK_MOBILITY[15] = {
    S(-45,-60), S(-20,-36), S(-10,-18), S( -6, -6), S( -3,  3), S(  0,  9), S(  3, 15),
    S(  6, 21), S(  9, 26), S( 11, 31), S( 13, 35), S( 15, 38), S( 17, 41), S( 19, 43),
    S( 21, 44),
};
static const PackedScore QUEEN_MOBILITY[28] = {
    S(-25,-40), S(-16,-28), S( -8,-18), S( -4,-10), S( -1, -4), S(  2,  2), S(  4,  7),
    S(  6, 12), S(  8, 16), S( 10, 19), S( 11, 22), S( 12, 25), S( 13, 27), S( 14, 29),
    S( 15, 31), S( 16, 33), S( 17, 34), S( 18, 35), S( 19, 36), S( 20, 37), S( 21, 38),
    S( 22, 39), S( 23, 40), S( 24, 40), S( 25, 41), S( 26, 41), S( 27, 42), S( 28, 42),
};

/* ---- Pawn structure ---------------------------------------------------------------------- */
static const PackedScore DOUBLED_PAWN  = S( -8,-22); /* a pawn with its own pawn ahead */
static const PackedScore ISOLATED_PAWN = S( -6,-10); /* no own pawn on a neighbour file */
static const PackedScore BACKWARD_PAWN = S( -6,-12); /* cannot be supported, stop guarded */
static const PackedScore WEAK_UNOPPOSED = S( -8, -4); /* isolated/backward, open to rooks */
static const PackedScore PAWN_SUPPORT  = S(  6,  4); /* per own pawn defending it */
static const PackedScore CONNECTED_PAWN[8] = { /* phalanx or supported, by rank */
    S(  0,  0), S(  3,  0), S(  6,  3), S(  8,  6), S( 16, 14), S( 30, 30), S( 45, 50), S(0, 0),
};

/* ---- Passed pawns ------------------------------------------------------------------------ */
static const PackedScore PASSED_RANK[8] = {
    S(  0,  0), S(  2,  8), S(  4, 12), S( 10, 22), S( 25, 42), S( 55, 80), S( 90,130), S(0, 0),
};
/* Per rank past the third (1 on the fourth rank .. 4 on the seventh): */
static const PackedScore PASSED_FREE_PATH = S(  3,  6); /* no enemy piece or attack ahead */
static const PackedScore PASSED_SAFE_STOP = S(  1,  3); /* the next square is free and safe */
enum {
    PASSED_KING_THEIRS = 4, /* endgame, per square of the enemy king's distance to the stop */
    PASSED_KING_OURS = 2,   /* endgame, per square of our king's distance to the stop */
    PASSED_KING_MAX_DISTANCE = 5,
};
/* Pawn ending, the enemy king outside the pawn's square: it queens. */
static const PackedScore PASSED_UNSTOPPABLE = S(  0,300);

/* ---- Pieces ------------------------------------------------------------------------------ */
static const PackedScore BISHOP_PAIR = S( 28, 50);
static const PackedScore BISHOP_PAWN_SAME_COLOUR = S( -2, -4); /* per own pawn */
static const PackedScore KNIGHT_OUTPOST = S( 28, 18);
static const PackedScore BISHOP_OUTPOST = S( 16,  6);
static const PackedScore KNIGHT_REACHES_OUTPOST = S( 10,  4);
static const PackedScore MINOR_BEHIND_PAWN = S(  6,  2);
static const PackedScore ROOK_OPEN_FILE = S( 38, 12);
static const PackedScore ROOK_SEMI_OPEN_FILE = S( 16,  6);
static const PackedScore ROOK_TRAPPED = S(-40, -8); /* by its own uncastled king */
enum { ROOK_TRAPPED_MOBILITY = 3 };

/* ---- Threats (on enemy pieces), indexed by the attacked piece's type ----------------------- */
static const PackedScore THREAT_BY_PAWN[TYPE_COUNT] = {
    [KNIGHT] = S( 60, 35), [BISHOP] = S( 60, 35), [ROOK] = S( 70, 40), [QUEEN] = S( 70, 40),
};
static const PackedScore THREAT_BY_MINOR[TYPE_COUNT] = {
    [PAWN] = S(  2, 20), [KNIGHT] = S( 25, 25), [BISHOP] = S( 28, 30),
    [ROOK] = S( 45, 70), [QUEEN]  = S( 40, 90),
};
static const PackedScore THREAT_BY_ROOK[TYPE_COUNT] = {
    [PAWN] = S(  2, 25), [KNIGHT] = S( 25, 35), [BISHOP] = S( 25, 35),
    [ROOK] = S(  0, 20), [QUEEN]  = S( 40, 50),
};
static const PackedScore THREAT_BY_KING = S( 15, 40);
static const PackedScore HANGING_PIECE = S( 40, 20);

/* ---- King safety ------------------------------------------------------------------------- */
/* Shelter (midgame): our nearest pawn in front of the king on each of its three files, by
 * that pawn's rank (0: no pawn). Storm: the nearest enemy pawn on the file, by its rank as
 * we count ranks, less when one of our pawns blocks it. */
static const int SHELTER[8] = {-36, 30, 20, 6, 0, -4, -4, 0};
static const int STORM[8] = {0, -10, -45, -30, -12, -4, 0, 0};
static const int STORM_BLOCKED[8] = {0, 0, -15, -8, -4, 0, 0, 0};
static const int KING_OPEN_FILE = -14; /* no pawn at all on a file next to the king */
/* Endgame, per square between the king and its nearest own pawn. */
static const PackedScore KING_PAWN_DISTANCE = S(  0, -6);

/* King danger, in units whose square / 4096 is the midgame penalty (/ 16 the endgame one):
 * the attackers' weights times their number, plus the danger signs below. */
static const int KING_ATTACK_WEIGHT[TYPE_COUNT] = {
    [KNIGHT] = 80, [BISHOP] = 50, [ROOK] = 45, [QUEEN] = 15,
};
enum {
    DANGER_ZONE_HIT = 60,   /* per attack on a square of the king zone */
    DANGER_WEAK_RING = 150, /* per ring square attacked and defended at most by king/queen */
    DANGER_NO_QUEEN = -800, /* the attacker has no queen */
    DANGER_SHELTER_DIV = 2, /* shelter points / this, subtracted */
    DANGER_MAX = 2000,
};
static const int SAFE_CHECK[TYPE_COUNT] = {
    [KNIGHT] = 700, [BISHOP] = 600, [ROOK] = 900, [QUEEN] = 700,
};
/* clang-format on */

#endif

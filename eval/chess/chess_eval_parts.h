/*
 * chess_eval_parts.h - what the parts of the chess evaluation share: the EvalInfo that one
 * evaluation fills in (on the caller's stack, so evaluations on several threads never
 * meet), the list of terms the trace prints, colour-relative bitboard helpers, and the
 * entry point of each part (chess_pawns.c, chess_pieces.c, chess_king.c, chess_threats.c,
 * chess_space.c,
 * chess_scale.c). chess_eval.c runs them in order and blends the result.
 *
 * A part adds a tunable weight through eval_weight, which also notes how often the weight
 * counts when the tuner asks for the evaluation's features (EvalInfo.weight_counts).
 */
#ifndef TESSERA_CHESS_EVAL_PARTS_H
#define TESSERA_CHESS_EVAL_PARTS_H

#include "src/games/chess/chess.h"
#include "chess_terms.h"

enum EvalTerm {
    TERM_MATERIAL,
    TERM_PSQT,
    TERM_PAWNS,
    TERM_PASSED,
    TERM_MOBILITY,
    TERM_KNIGHTS,
    TERM_BISHOPS,
    TERM_ROOKS,
    TERM_KING,
    TERM_THREATS,
    TERM_SPACE,
    TERM_TEMPO,
    TERM_COUNT
};

typedef struct EvalInfo {
    const ChessPos *pos;
    PackedScore terms[TERM_COUNT][2]; /* each term per colour, from that colour's side */
    Bitboard attacks[2][TYPE_COUNT];  /* squares attacked by each piece type; [NO_TYPE]: all */
    Bitboard attacks2[2];             /* squares attacked at least twice */
    Bitboard mobility_area[2];        /* not our own pieces, not attacked by enemy pawns */
    Bitboard king_zone[2];            /* king ring plus the squares in front of it */
    Bitboard passed[2];               /* passed pawns */
    int king_attackers[2];            /* pieces of this colour attacking the enemy king zone */
    int king_attack_weight[2];        /* their summed KING_ATTACK_WEIGHT */
    int king_zone_hits[2];            /* their attacks on squares of the enemy king zone */
    int phase;                        /* chess_phase of the position, PHASE_MAX = midgame */
    int *weight_counts; /* NULL, or per weight how often it counts, white's minus black's */
} EvalInfo;

static inline void eval_add(EvalInfo *info, int term, int color, PackedScore score) {
    info->terms[term][color] += score;
}

/* count times a weight, for color; noted in counts, unless NULL, from white's point of view. */
static inline PackedScore weight_times(int *counts, int color, int weight, int count) {
    if (counts)
        counts[weight] += color == WHITE ? count : -count;
    return chess_weight(weight) * count;
}

/* count times a weight, for color, noted in the features when the tuner wants them. */
static inline PackedScore eval_weight(const EvalInfo *info, int color, int weight, int count) {
    return weight_times(info->weight_counts, color, weight, count);
}

/* Adds count times a weight to a term of color. */
static inline void eval_add_weight(EvalInfo *info, int term, int color, int weight, int count) {
    eval_add(info, term, color, eval_weight(info, color, weight, count));
}

/* Records the attacks of one piece (pawns and kings included). */
static inline void eval_note_attacks(EvalInfo *info, int color, int type, Bitboard attacks) {
    info->attacks2[color] |= info->attacks[color][NO_TYPE] & attacks;
    info->attacks[color][NO_TYPE] |= attacks;
    info->attacks[color][type] |= attacks;
}

/* ---- Colour-relative bitboard helpers ---- */

#define DARK_SQUARES   0xAA55AA55AA55AA55ULL /* a1, c1, ..., b2, d2, ... */
#define CENTRE_SQUARES 0x0000001818000000ULL /* d4, e4, d5, e5 */
#define CENTRE_FILES   (FILE_A_BB * 0x3C)    /* c to f */
#define QUEEN_SIDE     (FILE_A_BB * 0x0F)    /* a to d */
#define KING_SIDE      (FILE_A_BB * 0xF0)    /* e to h */

static inline int relative_rank(int color, int square) {
    return color == WHITE ? square_rank(square) : 7 - square_rank(square);
}

/* The square a pawn of `color` on `square` moves to. */
static inline int square_ahead(int color, int square) {
    return color == WHITE ? square + 8 : square - 8;
}

static inline Bitboard shift_up(Bitboard bb, int color) {
    return color == WHITE ? bb << 8 : bb >> 8;
}

static inline Bitboard shift_sideways(Bitboard bb) {
    return ((bb << 1) & ~FILE_A_BB) | ((bb >> 1) & ~FILE_H_BB);
}

/* Every square at or ahead of a square of bb, as `color` advances. */
static inline Bitboard fill_up(Bitboard bb, int color) {
    if (color == WHITE) {
        bb |= bb << 8;
        bb |= bb << 16;
        return bb | bb << 32;
    }
    bb |= bb >> 8;
    bb |= bb >> 16;
    return bb | bb >> 32;
}

static inline Bitboard fill_files(Bitboard bb) {
    return fill_up(bb, WHITE) | fill_up(bb, BLACK);
}

static inline Bitboard pawn_attack_set(Bitboard pawns, int color) {
    return shift_sideways(shift_up(pawns, color));
}

/* Game phase: PHASE_MAX with every piece on the board, 0 with none but pawns and kings. */
static inline int chess_phase(const ChessPos *pos) {
    int phase = 0;
    for (int type = KNIGHT; type <= QUEEN; type++)
        phase += PHASE_WEIGHT[type] * bb_count(pos->by_type[type]);
    return phase < PHASE_MAX ? phase : PHASE_MAX;
}

static inline int square_distance(int a, int b) {
    int files = square_file(a) - square_file(b), ranks = square_rank(a) - square_rank(b);
    files = files < 0 ? -files : files;
    ranks = ranks < 0 ? -ranks : ranks;
    return files > ranks ? files : ranks;
}

/* chess_pawns.c: pawn structure and the passed-pawn set, then passed pawns once every
 * attack is known. */
void chess_pawns_structure(EvalInfo *info, int color);
void chess_pawns_passed(EvalInfo *info, int color);

/* chess_pieces.c: material, piece-square tables, then the attack maps, mobility and the
 * placement of knights, bishops and rooks. */
void chess_pieces_material(EvalInfo *info, int color);
void chess_pieces_activity(EvalInfo *info, int color);

/* chess_king.c: pawn shelter, storm, the danger from attacks on the king and on its flank. */
void chess_king_safety(EvalInfo *info, int color);

/* chess_threats.c: enemy pieces attacked by pawns, lesser pieces, or hanging; pawn push
 * threats, contested squares, attacks on the queen. */
void chess_threats(EvalInfo *info, int color);

/* chess_space.c: room behind our pawns in the centre, while most pieces are on the board. */
void chess_space(EvalInfo *info, int color);

/* chess_scale.c: how much of the endgame score stands (SCALE_NORMAL = all of it) when the
 * side that eg_score favours may not be able to win. */
int chess_scale_factor(const EvalInfo *info, int eg_score);

#endif
